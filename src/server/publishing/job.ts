import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import type { JobWithMetadata } from "pg-boss";
import { textForNetwork } from "../../shared/generation/captions.ts";
import type { AppDeps } from "../app-env.ts";
import type { Database } from "../db/client.ts";
import { connectedAccounts, postPublications } from "../db/schema/index.ts";
import type { JobKind } from "../jobs/queue.ts";
import { scopedToWorkspacePlan } from "../scoped/scope.ts";
import { secretsOf } from "./accounts.ts";
import { type GraphClient, GraphError, graphClient, RECONNECT_REASON } from "./graph.ts";
import { mediaUrl } from "./media.ts";

/*
 * Publishing as jobs (decision 063). A worker takes a due publication with a lease, then walks
 * its steps, storing each step's id before the next call: the images' containers (a carousel's
 * items, then the carousel), their status polled until FINISHED, the limit read, the publish,
 * the permalink. A retried or restarted job reads what is stored and resumes from there: a
 * container is never made twice, a media never published twice. A Page gets its photos, then
 * one post with the caption.
 */

export const PUBLISH_QUEUE = "publish-post";
export const PUBLISHING_DUE = "publishing-due";
export const TOKEN_REFRESH = "publishing-tokens";

/** How long a worker holds a publication; it renews the hold while it polls. */
const LEASE_SECONDS = 30;
/** How long a post over the daily limit waits before the limit is read again. */
const LIMIT_WAIT_MINUTES = 15;
const POLL_MS = 1000;
const POLLS = 120;

export const LIMIT_REASON =
  "A conta atingiu o limite de publicações do Instagram nas últimas 24 horas: o post sai assim que houver vaga.";

type Deps = Pick<AppDeps, "db" | "env" | "authSecret" | "logger" | "jobs">;
type Publication = typeof postPublications.$inferSelect;
type Account = typeof connectedAccounts.$inferSelect;
type Steps = Omit<GraphClient, "dialogUrl" | "exchangeCode" | "longLived" | "pages">;

/** Another worker holds the publication: the job is tried again later. */
class Busy extends Error {}

/** The "Conta de teste": every step answers as the network would, and nothing leaves the app. */
function simulated(link: string): Steps {
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
  };
}

/** Takes the publication for this worker, if it is due and no live worker holds it. */
async function claim(db: Database, id: string) {
  const [row] = await db
    .update(postPublications)
    .set({
      status: "publishing",
      leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      attempts: sql`${postPublications.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(postPublications.id, id),
        inArray(postPublications.status, ["scheduled", "publishing", "waiting_limit"]),
        sql`${postPublications.scheduledFor} <= now()`,
        or(
          sql`${postPublications.leaseUntil} is null`,
          lt(postPublications.leaseUntil, sql`now()`),
        ),
      ),
    )
    .returning();
  if (row) return row;
  const [current] = await db.select().from(postPublications).where(eq(postPublications.id, id));
  const held =
    current?.status === "publishing" && current.leaseUntil && current.leaseUntil > new Date();
  if (held) throw new Busy("publication held by another worker");
  return null;
}

async function store(db: Database, id: string, values: Partial<Publication>) {
  await db
    .update(postPublications)
    .set({
      ...values,
      leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      updatedAt: sql`now()`,
    })
    .where(eq(postPublications.id, id));
}

const end = (db: Database, id: string, values: Partial<Publication>) =>
  db
    .update(postPublications)
    .set({ ...values, leaseUntil: null, updatedAt: sql`now()` })
    .where(eq(postPublications.id, id));

const published = (db: Database, id: string, permalink: string | null) =>
  end(db, id, { status: "published", permalink, reason: null, publishedAt: new Date() });

async function postOf(db: Database, publication: Publication) {
  const { posts } = scopedToWorkspacePlan(publication);
  const [post] = await db
    .select({ caption: posts.t.caption, art: posts.t.art })
    .from(posts.t)
    .where(posts.where(eq(posts.t.id, publication.postId)));
  return post;
}

/** Polls a container until Meta has fetched and processed its image(s). */
async function finished(
  db: Database,
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
    await store(db, publication.id, {});
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new GraphError("transient", "O Instagram ainda processa as imagens; tentaremos de novo.");
}

async function publishInstagram(
  deps: Deps,
  steps: Steps,
  publication: Publication,
  account: Account,
  token: string,
  content: { caption: string; slides: number },
) {
  const { db } = deps;
  const secrets = secretsOf(deps);
  const urlOf = (n: number) => mediaUrl(deps, secrets, publication.id, n);
  let { childIds, containerId } = publication;
  const carousel = content.slides > 1;
  if (!containerId) {
    if (carousel) {
      for (let n = childIds.length + 1; n <= content.slides; n++) {
        const child = await steps.imageContainer(account.externalId, token, urlOf(n));
        childIds = [...childIds, child];
        await store(db, publication.id, { childIds });
      }
      for (const child of childIds) await finished(db, steps, publication, child, token);
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
  const state = await finished(db, steps, publication, containerId, token);
  if (state === "PUBLISHED") {
    // Published by an attempt that died before storing the media's id: never again.
    await published(db, publication.id, null);
    return;
  }
  const limit = await steps.publishingLimit(account.externalId, token);
  if (limit.used >= limit.total) {
    await db
      .update(postPublications)
      .set({
        status: "waiting_limit",
        reason: LIMIT_REASON,
        leaseUntil: sql`now() + make_interval(mins => ${LIMIT_WAIT_MINUTES})`,
        updatedAt: sql`now()`,
      })
      .where(eq(postPublications.id, publication.id));
    return;
  }
  const mediaId = await steps.publishContainer(account.externalId, token, containerId);
  await store(db, publication.id, { mediaId });
  await published(db, publication.id, await steps.permalink(mediaId, token, "permalink"));
}

async function publishPage(
  deps: Deps,
  steps: Steps,
  publication: Publication,
  account: Account,
  token: string,
  content: { caption: string; slides: number },
) {
  const { db } = deps;
  const secrets = secretsOf(deps);
  let { childIds, mediaId } = publication;
  if (!mediaId) {
    for (let n = childIds.length + 1; n <= content.slides; n++) {
      const url = mediaUrl(deps, secrets, publication.id, n);
      childIds = [...childIds, await steps.pagePhoto(account.externalId, token, url)];
      await store(db, publication.id, { childIds });
    }
    mediaId = await steps.pagePost(account.externalId, token, content.caption, childIds);
    await store(db, publication.id, { mediaId });
  }
  await published(db, publication.id, await steps.permalink(mediaId, token, "permalink_url"));
}

/** One publication's run: safe to run again at any point (at-least-once delivery). */
export async function runPublication(deps: Deps, publicationId: string) {
  const { db, env } = deps;
  const publication = await claim(db, publicationId);
  if (!publication) return;
  const [account] = await db
    .select()
    .from(connectedAccounts)
    .where(eq(connectedAccounts.id, publication.accountId));
  const post = await postOf(db, publication);
  const slides = post?.art?.slides.length ?? 0;
  if (!account || !post?.caption || slides === 0) {
    await end(db, publication.id, {
      status: "failed",
      reason: "O post ficou sem arte ou sem legenda: complete-o e agende de novo.",
    });
    return;
  }
  const link = `${env.APP_URL}/planos/${publication.planId}`;
  const steps = account.test || !env.meta ? simulated(link) : graphClient(env.meta);
  const token = account.tokenSealed ? secretsOf(deps).open(account.tokenSealed) : "";
  const content = { caption: textForNetwork(post.caption), slides };
  const publish = account.network === "instagram" ? publishInstagram : publishPage;
  try {
    await publish(deps, steps, publication, account, token, content);
  } catch (error) {
    if (!(error instanceof GraphError) || error.kind === "transient") {
      // Let go at once, so the retry (with backoff) resumes from the stored steps.
      await db
        .update(postPublications)
        .set({ leaseUntil: null, reason: error instanceof GraphError ? error.reason : null })
        .where(eq(postPublications.id, publication.id));
      throw error;
    }
    if (error.kind === "token") {
      await db
        .update(connectedAccounts)
        .set({ status: "reconnect", updatedAt: sql`now()` })
        .where(eq(connectedAccounts.id, account.id));
      await end(db, publication.id, { status: "reconnect", reason: RECONNECT_REASON });
      return;
    }
    await end(db, publication.id, { status: "failed", reason: error.reason });
  }
}

/**
 * Sends a job for every publication due and not held: those scheduled by "Publicar quando o
 * cliente aprovar" (no job was sent), those waiting for the limit, those whose worker died.
 */
async function sendDue(deps: Deps) {
  const due = await deps.db
    .select({ id: postPublications.id })
    .from(postPublications)
    .where(
      and(
        inArray(postPublications.status, ["scheduled", "publishing", "waiting_limit"]),
        sql`${postPublications.scheduledFor} <= now()`,
        or(
          sql`${postPublications.leaseUntil} is null`,
          lt(postPublications.leaseUntil, sql`now()`),
        ),
      ),
    )
    .limit(100);
  for (const { id } of due) {
    await deps.jobs.boss.send(PUBLISH_QUEUE, { publicationId: id }, { singletonKey: id });
  }
}

/** Renews the long-lived tokens due to expire within ten days; a refused one asks to reconnect. */
async function refreshTokens(deps: Deps) {
  const { db, env } = deps;
  if (!env.meta) return;
  const graph = graphClient(env.meta);
  const secrets = secretsOf(deps);
  const due = await db
    .select()
    .from(connectedAccounts)
    .where(
      and(
        eq(connectedAccounts.status, "connected"),
        isNotNull(connectedAccounts.userTokenSealed),
        lt(connectedAccounts.tokenExpiresAt, sql`now() + interval '10 days'`),
      ),
    );
  for (const account of due) {
    try {
      const renewed = await graph.longLived(secrets.open(account.userTokenSealed ?? ""));
      await db
        .update(connectedAccounts)
        .set({
          userTokenSealed: secrets.seal(renewed.token),
          tokenExpiresAt: renewed.expiresAt,
          updatedAt: sql`now()`,
        })
        .where(eq(connectedAccounts.id, account.id));
    } catch (error) {
      if (!(error instanceof GraphError) || error.kind !== "token") throw error;
      await db
        .update(connectedAccounts)
        .set({ status: "reconnect", updatedAt: sql`now()` })
        .where(eq(connectedAccounts.id, account.id));
    }
  }
}

export function publishingJobKinds(deps: Deps): JobKind[] {
  return [
    {
      name: PUBLISH_QUEUE,
      // 429 and 5xx: tried again after 10 s, 20 s, 40 s... (pg-boss's backoff).
      retryLimit: 6,
      retryDelaySeconds: 10,
      retryBackoff: true,
      heartbeatSeconds: 10,
      expireInSeconds: 10 * 60,
      concurrency: 4,
      // A retry is not announced: an idle worker looks for one every 10 s.
      idleLookSeconds: 10,
      run: (job) =>
        runPublication(
          deps,
          (job as JobWithMetadata<{ publicationId: string }>).data.publicationId,
        ),
    },
    { name: PUBLISHING_DUE, cron: "* * * * *", run: () => sendDue(deps) },
    { name: TOKEN_REFRESH, cron: "17 5 * * *", run: () => refreshTokens(deps) },
  ];
}

/** The publication a signed media URL names: where its post is. */
export async function publicationPlace(db: Database, id: string) {
  const [row] = await db
    .select({
      workspaceId: postPublications.workspaceId,
      planId: postPublications.planId,
      postId: postPublications.postId,
    })
    .from(postPublications)
    .where(eq(postPublications.id, id));
  return row;
}
