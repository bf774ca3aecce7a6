import type { MetaConfig } from "../env.ts";

/*
 * The Graph API subset publishing needs (decision 063): Facebook Login's code exchange and
 * long-lived token, the Pages with their Instagram accounts, Instagram's containers, status,
 * publish and limit, and a Page's photos. Every failure is classified as Postiz's providers do:
 * the token no longer works ("Reconectar"), the network refused the post (not retried, its
 * reason in Portuguese), or a passing failure (429, 5xx: retried with backoff).
 */

export type GraphFailure = "token" | "refused" | "transient";

export class GraphError extends Error {
  readonly kind: GraphFailure;
  /** What people read: Meta's reason in Portuguese and what to change. */
  readonly reason: string;

  constructor(kind: GraphFailure, reason: string) {
    super(`graph ${kind}: ${reason}`);
    this.kind = kind;
    this.reason = reason;
  }
}

export const RECONNECT_REASON =
  "A conexão com a conta expirou ou foi revogada: reconecte a conta em Marcas e agende de novo.";
const TRANSIENT_REASON = "A Meta não respondeu agora; tentaremos de novo em instantes.";

/** Instagram's refusals by subcode, in Portuguese, with what to change. */
const REFUSALS: Record<number, string> = {
  2207010:
    "O Instagram recusou a legenda: ela passou do limite (2.200 caracteres, 30 hashtags ou 20 menções). Encurte a legenda e agende de novo.",
  2207004: "O Instagram recusou a imagem por ser grande demais. Refaça a arte e agende de novo.",
  2207009:
    "O Instagram recusou a proporção da imagem (aceita de 4:5 a 1,91:1). Mude o formato da arte e agende de novo.",
  2207026: "O Instagram não aceitou o formato da imagem. Refaça a arte e agende de novo.",
  2207052:
    "O Instagram não conseguiu buscar a imagem no endereço do app. Confira se o APP_URL é público e agende de novo.",
};

const RATE_CODES = new Set([4, 17, 32, 613]);

type GraphErrorBody = {
  error?: { message?: string; code?: number; error_subcode?: number; error_user_msg?: string };
};

/** A failed answer's class and reason. */
export function classify(status: number, body: GraphErrorBody): GraphError {
  const error = body.error ?? {};
  if (error.code === 190 || error.code === 102 || status === 401) {
    return new GraphError("token", RECONNECT_REASON);
  }
  if (status === 429 || status >= 500 || (error.code !== undefined && RATE_CODES.has(error.code))) {
    return new GraphError("transient", TRANSIENT_REASON);
  }
  const known = error.error_subcode === undefined ? undefined : REFUSALS[error.error_subcode];
  const said = error.error_user_msg ?? error.message ?? `erro ${status}`;
  return new GraphError(
    "refused",
    known ?? `A Meta recusou a publicação ("${said}"). Revise a legenda e a arte e agende de novo.`,
  );
}

export type ContainerStatus = "IN_PROGRESS" | "FINISHED" | "ERROR" | "EXPIRED" | "PUBLISHED";

export type PageWithInstagram = {
  id: string;
  name: string;
  accessToken: string;
  instagram: { id: string; username: string } | null;
};

export type GraphClient = ReturnType<typeof graphClient>;

/** What the login asks for: each is needed to find the accounts or to publish. */
const PERMISSIONS = [
  "pages_show_list",
  "pages_read_engagement",
  "pages_manage_posts",
  "business_management",
  "instagram_basic",
  "instagram_content_publish",
];

export function graphClient(meta: MetaConfig, timeoutMs = 30_000) {
  const base = `${meta.graphUrl}/${meta.graphVersion}`;

  async function call<T>(
    method: "GET" | "POST",
    path: string,
    params: Record<string, string>,
  ): Promise<T> {
    const query = new URLSearchParams(params);
    const url = method === "GET" ? `${base}${path}?${query}` : `${base}${path}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        ...(method === "POST" && { body: query }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new GraphError("transient", TRANSIENT_REASON);
    }
    const body = (await response.json().catch(() => ({}))) as T & GraphErrorBody;
    if (!response.ok || body.error) throw classify(response.status, body);
    return body;
  }

  return {
    /** The login dialog's address for the permissions publishing needs. */
    dialogUrl(state: string, redirectUri: string) {
      const query = new URLSearchParams({
        client_id: meta.appId,
        redirect_uri: redirectUri,
        state,
        response_type: "code",
        scope: PERMISSIONS.join(","),
      });
      return `${meta.oauthUrl}/${meta.graphVersion}/dialog/oauth?${query}`;
    },
    /** The code for a short-lived token, then that for a long-lived one (about 60 days). */
    async exchangeCode(code: string, redirectUri: string) {
      const short = await call<{ access_token: string }>("GET", "/oauth/access_token", {
        client_id: meta.appId,
        client_secret: meta.appSecret,
        redirect_uri: redirectUri,
        code,
      });
      return this.longLived(short.access_token);
    },
    async longLived(token: string) {
      const long = await call<{ access_token: string; expires_in?: number }>(
        "GET",
        "/oauth/access_token",
        {
          grant_type: "fb_exchange_token",
          client_id: meta.appId,
          client_secret: meta.appSecret,
          fb_exchange_token: token,
        },
      );
      return {
        token: long.access_token,
        expiresAt: long.expires_in ? new Date(Date.now() + long.expires_in * 1000) : null,
      };
    },
    /** The permissions asked for that the person unticked in the dialog. */
    async missingPermissions(userToken: string) {
      const answer = await call<{ data: { permission: string; status: string }[] }>(
        "GET",
        "/me/permissions",
        { access_token: userToken },
      );
      const granted = new Set(
        answer.data.filter((p) => p.status === "granted").map((p) => p.permission),
      );
      return PERMISSIONS.filter((permission) => !granted.has(permission));
    },
    async pages(userToken: string): Promise<PageWithInstagram[]> {
      const answer = await call<{
        data: {
          id: string;
          name: string;
          access_token: string;
          instagram_business_account?: { id: string; username?: string };
        }[];
      }>("GET", "/me/accounts", {
        fields: "id,name,access_token,instagram_business_account{id,username}",
        access_token: userToken,
      });
      return answer.data.map((page) => ({
        id: page.id,
        name: page.name,
        accessToken: page.access_token,
        instagram: page.instagram_business_account
          ? {
              id: page.instagram_business_account.id,
              username: page.instagram_business_account.username ?? page.name,
            }
          : null,
      }));
    },
    /** An image container: a carousel's item, or a single post with its caption. */
    async imageContainer(igId: string, token: string, imageUrl: string, caption?: string) {
      const answer = await call<{ id: string }>("POST", `/${igId}/media`, {
        image_url: imageUrl,
        ...(caption === undefined ? { is_carousel_item: "true" } : { caption }),
        access_token: token,
      });
      return answer.id;
    },
    async carouselContainer(igId: string, token: string, children: string[], caption: string) {
      const answer = await call<{ id: string }>("POST", `/${igId}/media`, {
        media_type: "CAROUSEL",
        children: children.join(","),
        caption,
        access_token: token,
      });
      return answer.id;
    },
    async containerStatus(id: string, token: string) {
      const answer = await call<{ status_code: ContainerStatus; status?: string }>(
        "GET",
        `/${id}`,
        { fields: "status_code,status", access_token: token },
      );
      return { code: answer.status_code, detail: answer.status ?? "" };
    },
    async publishContainer(igId: string, token: string, containerId: string) {
      const answer = await call<{ id: string }>("POST", `/${igId}/media_publish`, {
        creation_id: containerId,
        access_token: token,
      });
      return answer.id;
    },
    async permalink(id: string, token: string, field: "permalink" | "permalink_url") {
      const answer = await call<Record<string, string>>("GET", `/${id}`, {
        fields: field,
        access_token: token,
      });
      return answer[field] ?? null;
    },
    /** Posts published in the last 24 hours and the most allowed. */
    async publishingLimit(igId: string, token: string) {
      const answer = await call<{
        data: { quota_usage: number; config?: { quota_total?: number } }[];
      }>("GET", `/${igId}/content_publishing_limit`, {
        fields: "quota_usage,config",
        access_token: token,
      });
      const row = answer.data[0];
      return { used: row?.quota_usage ?? 0, total: row?.config?.quota_total ?? 100 };
    },
    /** A Page photo kept unpublished, to attach to the post. */
    async pagePhoto(pageId: string, token: string, url: string) {
      const answer = await call<{ id: string }>("POST", `/${pageId}/photos`, {
        url,
        published: "false",
        access_token: token,
      });
      return answer.id;
    },
    /**
     * The Page's recent post that holds this photo, if any: a post made by an attempt whose
     * answer was lost (an unpublished photo of ours is attached to no other post).
     */
    async pagePostWithPhoto(pageId: string, token: string, photoId: string) {
      type Attachment = { target?: { id?: string }; subattachments?: { data: Attachment[] } };
      const answer = await call<{ data: { id: string; attachments?: { data: Attachment[] } }[] }>(
        "GET",
        `/${pageId}/feed`,
        {
          fields: "id,attachments{target{id},subattachments{target{id}}}",
          limit: "25",
          access_token: token,
        },
      );
      const holds = (a: Attachment): boolean =>
        a.target?.id === photoId || (a.subattachments?.data.some(holds) ?? false);
      return answer.data.find((post) => post.attachments?.data.some(holds))?.id ?? null;
    },
    async pagePost(pageId: string, token: string, message: string, photoIds: string[]) {
      const attached = Object.fromEntries(
        photoIds.map((id, i) => [`attached_media[${i}]`, JSON.stringify({ media_fbid: id })]),
      );
      const answer = await call<{ id: string }>("POST", `/${pageId}/feed`, {
        message,
        ...attached,
        access_token: token,
      });
      return answer.id;
    },
  };
}
