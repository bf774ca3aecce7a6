import { randomUUID } from "node:crypto";
import type { AppDeps } from "../app-env.ts";
import type { connectedAccounts } from "../db/schema/index.ts";
import { secretsOf } from "./accounts.ts";
import { type GraphClient, GraphError } from "./graph.ts";
import { type Publication, store } from "./lease.ts";
import { mediaUrl } from "./media.ts";

/*
 * A publication's steps on each network (decision 063), each step's id stored before the next
 * call so that a retried or restarted attempt goes on from what is stored: Instagram's items,
 * carousel, status polled until FINISHED, the limit, the publish; a Page's photos, then one
 * post with the caption, looked for on the Page first when an earlier attempt got that far.
 */

type Deps = Pick<AppDeps, "db" | "env" | "authSecret">;
type Account = typeof connectedAccounts.$inferSelect;
export type Steps = Omit<
  GraphClient,
  "dialogUrl" | "exchangeCode" | "longLived" | "pages" | "missingPermissions"
>;
/** One attempt: the publication, its account and token, and the post's caption and slides. */
export type Run = {
  deps: Deps;
  steps: Steps;
  publication: Publication;
  account: Account;
  token: string;
  content: { caption: string; slides: number };
};

/** How an attempt that raised nothing ended. */
export type StepsEnd = { kind: "published"; mediaId: string | null } | { kind: "waiting_limit" };

const POLL_MS = 1000;
const POLLS = 120;

/** The "Conta de teste": every step answers as the network would, and nothing leaves the app. */
export function simulated(link: string): Steps {
  const id = () => `teste_${randomUUID()}`;
  return {
    imageContainer: async () => id(),
    carouselContainer: async () => id(),
    containerStatus: async () => ({ code: "FINISHED", detail: "" }),
    publishContainer: async () => id(),
    permalink: async () => link,
    publishingLimit: async () => ({ used: 0, total: 100 }),
    pagePhoto: async () => id(),
    pagePost: async () => id(),
    pagePostWithPhoto: async () => null,
  };
}

/** Polls a container until Meta has fetched and processed its image(s). */
async function finished(
  deps: Deps,
  steps: Steps,
  publication: Publication,
  id: string,
  token: string,
) {
  for (let poll = 0; poll < POLLS; poll++) {
    const status = await steps.containerStatus(id, token);
    if (status.code === "FINISHED" || status.code === "PUBLISHED") return status.code;
    if (status.code === "ERROR" || status.code === "EXPIRED") {
      throw new GraphError(
        "refused",
        `O Instagram não processou a imagem (${status.detail || status.code}). Revise a arte e agende de novo.`,
      );
    }
    await store(deps.db, publication.id, {});
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new GraphError("transient", "O Instagram ainda processa as imagens; tentaremos de novo.");
}

export async function publishInstagram(run: Run): Promise<StepsEnd> {
  const { deps, steps, publication, account, token, content } = run;
  const { db } = deps;
  // Published, only its permalink missing (the attempt failed reading it).
  if (publication.mediaId) return { kind: "published", mediaId: publication.mediaId };
  const secrets = secretsOf(deps);
  const urlOf = (n: number) => mediaUrl(deps, secrets, publication.id, n);
  let { childIds, containerId } = publication;
  if (!containerId) {
    if (content.slides > 1) {
      for (let n = childIds.length + 1; n <= content.slides; n++) {
        const child = await steps.imageContainer(account.externalId, token, urlOf(n));
        childIds = [...childIds, child];
        await store(db, publication.id, { childIds });
      }
      for (const child of childIds) await finished(deps, steps, publication, child, token);
      containerId = await steps.carouselContainer(
        account.externalId,
        token,
        childIds,
        content.caption,
      );
    } else {
      containerId = await steps.imageContainer(
        account.externalId,
        token,
        urlOf(1),
        content.caption,
      );
    }
    await store(db, publication.id, { containerId });
  }
  const state = await finished(deps, steps, publication, containerId, token);
  // Published by an attempt that died before storing the media's id: never again.
  if (state === "PUBLISHED") return { kind: "published", mediaId: null };
  const limit = await steps.publishingLimit(account.externalId, token);
  if (limit.used >= limit.total) return { kind: "waiting_limit" };
  const mediaId = await steps.publishContainer(account.externalId, token, containerId);
  await store(db, publication.id, { mediaId });
  return { kind: "published", mediaId };
}

export async function publishPage(run: Run): Promise<StepsEnd> {
  const { deps, steps, publication, account, token, content } = run;
  const { db } = deps;
  const secrets = secretsOf(deps);
  let { childIds, mediaId } = publication;
  if (!mediaId) {
    // Every photo stored by an earlier attempt: it may have made the post and died before
    // storing its id (the feed has no idempotency key), so the Page's recent posts are looked
    // at for one attaching our first photo, which no other post can hold.
    const postedBefore =
      childIds.length === content.slides && childIds[0]
        ? await steps.pagePostWithPhoto(account.externalId, token, childIds[0])
        : null;
    for (let n = childIds.length + 1; n <= content.slides; n++) {
      const url = mediaUrl(deps, secrets, publication.id, n);
      childIds = [...childIds, await steps.pagePhoto(account.externalId, token, url)];
      await store(db, publication.id, { childIds });
    }
    mediaId =
      postedBefore ?? (await steps.pagePost(account.externalId, token, content.caption, childIds));
    await store(db, publication.id, { mediaId });
  }
  return { kind: "published", mediaId };
}
