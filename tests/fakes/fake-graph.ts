import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { FAKE_IDS, fakeLogin } from "./fake-graph-login.ts";

export { FAKE_IDS };

/*
 * A local stand-in for the Graph API subset publishing speaks (decision 063): the login dialog
 * and code exchange, the long-lived token, the Pages with their Instagram accounts, Instagram's
 * containers (IN_PROGRESS, then FINISHED after some reads), media_publish, the publishing limit,
 * permalinks, and a Page's photos and post. It FETCHES every media URL it is given and refuses
 * what is not a PNG, as Meta does; what it fetched is kept for the tests to compare.
 */

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

type Container = {
  id: string;
  igId: string;
  imageUrl?: string;
  children?: string[];
  caption?: string;
  reads: number;
  published: boolean;
};

export type FakeGraph = Awaited<ReturnType<typeof startFakeGraph>>;

export async function startFakeGraph() {
  let seq = 0;
  const next = (prefix: string) => `${prefix}${++seq}`;
  const containers = new Map<string, Container>();
  const media = new Map<string, { permalink: string; caption: string; children: number }>();
  const pagePosts = new Map<string, { permalink: string; message: string; photos: string[] }>();
  const photos = new Set<string>();
  const revoked = new Set<string>();
  /** Every image fetched: its URL and bytes. */
  const fetched: { url: string; bytes: Uint8Array }[] = [];
  const calls: { method: string; path: string }[] = [];
  const failures: { path: RegExp; status: number; error?: object }[] = [];
  /** Calls done but answered with a 500, as when Meta's answer is lost on the way back. */
  const lost: RegExp[] = [];
  const state = {
    /** How many status reads a container stays IN_PROGRESS. */
    inProgressReads: 2,
    /** While set, a container to publish (a carousel or a single image) stays IN_PROGRESS. */
    hold: false,
    limit: { used: 0, total: 100 },
    /** A caption containing this is refused (Instagram's subcode for a caption too long). */
    refusedCaption: "",
  };

  const fail = (res: ServerResponse, status: number, error: object) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify({ error }));
  };
  const ok = (res: ServerResponse, body: object) => {
    const gone = lost.findIndex((path) => path.test(res.req.url ?? ""));
    if (gone >= 0) {
      lost.splice(gone, 1);
      return fail(res, 500, { message: "Internal", code: 2 });
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const { tokens, login, handle: handleLogin } = fakeLogin(next, { ok, fail });

  /** Fetches the image as Meta does; null when it is not a PNG. */
  async function fetchPng(url: string) {
    const response = await fetch(url).catch(() => null);
    if (!response?.ok || response.headers.get("content-type") !== "image/png") return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (!PNG.every((b, i) => bytes[i] === b)) return null;
    fetched.push({ url, bytes });
    return bytes;
  }

  async function body(req: IncomingMessage) {
    let text = "";
    for await (const chunk of req) text += chunk;
    return new URLSearchParams(text);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake");
    const params = req.method === "POST" ? await body(req) : url.searchParams;
    const path = url.pathname.replace(/^\/v\d+\.\d+/, "");
    calls.push({ method: req.method ?? "GET", path });
    const injected = failures.findIndex((f) => f.path.test(path));
    if (injected >= 0) {
      const [failure] = failures.splice(injected, 1);
      return fail(res, failure!.status, failure!.error ?? { message: "Internal", code: 2 });
    }
    const token = params.get("access_token") ?? "";
    if (token && revoked.has(token)) {
      return fail(res, 400, { message: "Error validating access token", code: 190 });
    }
    if (handleLogin(path, params, res)) return;
    if (token !== tokens.page) return fail(res, 400, { message: "Bad token", code: 190 });
    const [, id, edge] = path.split("/");
    if (id === FAKE_IDS.instagram && edge === "media" && req.method === "POST") {
      const caption = params.get("caption") ?? undefined;
      if (caption !== undefined && state.refusedCaption && caption.includes(state.refusedCaption)) {
        return fail(res, 400, {
          message: "The caption is too long",
          code: 100,
          error_subcode: 2207010,
        });
      }
      const imageUrl = params.get("image_url");
      if (imageUrl && !(await fetchPng(imageUrl))) {
        return fail(res, 400, {
          message: "Media download failed",
          code: 9004,
          error_subcode: 2207052,
        });
      }
      const children = params.get("children")?.split(",");
      if (children?.some((c) => !containers.has(c))) {
        return fail(res, 400, { message: "Unknown child", code: 100 });
      }
      const container: Container = {
        id: next("c"),
        igId: id,
        imageUrl: imageUrl ?? undefined,
        children,
        caption,
        reads: 0,
        published: false,
      };
      containers.set(container.id, container);
      return ok(res, { id: container.id });
    }
    if (id === FAKE_IDS.instagram && edge === "media_publish") {
      const container = containers.get(params.get("creation_id") ?? "");
      if (!container || container.published) {
        return fail(res, 400, { message: "Container not publishable", code: 100 });
      }
      container.published = true;
      const mediaId = next("m");
      media.set(mediaId, {
        permalink: `https://www.instagram.com/p/${mediaId}/`,
        caption: container.caption ?? "",
        children: container.children?.length ?? 1,
      });
      state.limit.used++;
      return ok(res, { id: mediaId });
    }
    if (id === FAKE_IDS.instagram && edge === "content_publishing_limit") {
      return ok(res, {
        data: [{ quota_usage: state.limit.used, config: { quota_total: state.limit.total } }],
      });
    }
    if (id === FAKE_IDS.page && edge === "photos") {
      if (!(await fetchPng(params.get("url") ?? ""))) {
        return fail(res, 400, { message: "Invalid image", code: 324 });
      }
      const photo = next("ph");
      photos.add(photo);
      return ok(res, { id: photo });
    }
    if (id === FAKE_IDS.page && edge === "feed" && req.method === "GET") {
      const subattachments = (photos: string[]) => ({
        data: photos.map((photo) => ({ target: { id: photo } })),
      });
      return ok(res, {
        data: [...pagePosts]
          .reverse()
          .slice(0, Number(params.get("limit") ?? 25))
          .map(([postId, post]) => ({
            id: postId,
            attachments: { data: [{ subattachments: subattachments(post.photos) }] },
          })),
      });
    }
    if (id === FAKE_IDS.page && edge === "feed") {
      const attached = [...params]
        .filter(([key]) => key.startsWith("attached_media"))
        .map(([, value]) => (JSON.parse(value) as { media_fbid: string }).media_fbid);
      if (attached.some((p) => !photos.has(p)))
        return fail(res, 400, { message: "Bad photo", code: 100 });
      const postId = `${FAKE_IDS.page}_${next("p")}`;
      pagePosts.set(postId, {
        permalink: `https://www.facebook.com/${postId}`,
        message: params.get("message") ?? "",
        photos: attached,
      });
      return ok(res, { id: postId });
    }
    if (id && !edge && req.method === "GET") {
      const container = containers.get(id);
      if (container) {
        container.reads++;
        const code = container.published
          ? "PUBLISHED"
          : (state.hold && container.caption !== undefined) ||
              container.reads <= state.inProgressReads
            ? "IN_PROGRESS"
            : "FINISHED";
        return ok(res, { id, status_code: code });
      }
      const item = media.get(id);
      if (item) return ok(res, { id, permalink: item.permalink });
      const post = pagePosts.get(id);
      if (post) return ok(res, { id, permalink_url: post.permalink });
    }
    return fail(res, 404, { message: `Unknown path ${path}`, code: 803 });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => fail(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    /** The variables that point the app at this fake. */
    env: {
      META_APP_ID: "1234",
      META_APP_SECRET: "fake-app-secret",
      META_GRAPH_URL: baseUrl,
      META_OAUTH_URL: baseUrl,
    },
    state,
    /** How the next login goes: declined, permissions unticked, two Pages. */
    login,
    tokens,
    containers,
    media,
    pagePosts,
    fetched,
    calls,
    /** The next call whose path matches fails with this status (and error). */
    failNext(path: RegExp, status: number, error?: object) {
      failures.push({ path, status, error });
    },
    /** The next call whose path matches is done, but its answer is lost (a 500 instead). */
    loseAnswer(path: RegExp) {
      lost.push(path);
    },
    revoke(token: string) {
      revoked.add(token);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
