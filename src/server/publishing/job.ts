import { and, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { JobWithMetadata } from "pg-boss";
import { textForNetwork } from "../../shared/generation/captions.ts";
import type { AppDeps } from "../app-env.ts";
import type { Database } from "../db/client.ts";
import { connectedAccounts, postPublications } from "../db/schema/index.ts";
import type { JobKind } from "../jobs/queue.ts";
import { scopedToWorkspacePlan } from "../scoped/held.ts";
import { secretsOf } from "./accounts.ts";
import { GraphError, graphClient } from "./graph.ts";
import { claim, duePublications, type Publication } from "./lease.ts";
import {
  failed,
  MISSING_CONTENT_REASON,
  needsReconnect,
  settle,
  settleFailure,
  told,
} from "./outcome.ts";
import { publishInstagram, publishPage, simulated } from "./steps.ts";

/*
 * Publishing as jobs (decision 063): a job takes a due publication with a lease (lease.ts),
 * walks its network's steps storing each step's id (steps.ts), and ends by the class of what
 * happened (outcome.ts). A retried or restarted job reads what is stored and goes on from it.
 */

export const PUBLISH_QUEUE = "publish-post";
export const PUBLISHING_DUE = "publishing-due";
export const TOKEN_REFRESH = "publishing-tokens";

type Deps = Pick<AppDeps, "db" | "env" | "authSecret" | "logger" | "jobs">;

/** The publication's post, with what its notices name: its theme and its plan's brand. */
async function postOf(db: Database, publication: Publication) {
  const { posts, plans } = scopedToWorkspacePlan(publication);
  const [post] = await db
    .select({
      caption: posts.t.caption,
      art: posts.t.art,
      theme: posts.t.theme,
      brandId: plans.t.brandId,
    })
    .from(posts.t)
    .innerJoin(plans.t, plans.where(eq(plans.t.id, posts.t.planId)))
    .where(posts.where(eq(posts.t.id, publication.postId)));
  return post;
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
  const attempt = {
    publication,
    theme: post?.theme ?? "",
    brandId: post?.brandId ?? null,
    test: account?.test ?? true,
  };
  const slides = post?.art?.slides.length ?? 0;
  if (!account || !post?.caption || slides === 0) {
    await failed(deps, attempt, MISSING_CONTENT_REASON);
    return;
  }
  const link = `${env.APP_URL}/planos/${publication.planId}`;
  const steps = account.test || !env.meta ? simulated(link) : graphClient(env.meta);
  const token = account.tokenSealed ? secretsOf(deps).open(account.tokenSealed) : "";
  const content = { caption: textForNetwork(post.caption), slides };
  const instagram = account.network === "instagram";
  try {
    const publish = instagram ? publishInstagram : publishPage;
    const end = await publish({ deps, steps, publication, account, token, content });
    const field = instagram ? "permalink" : "permalink_url";
    const permalink =
      end.kind === "published" && end.mediaId
        ? await steps.permalink(end.mediaId, token, field)
        : null;
    await settle(deps, attempt, end, permalink);
  } catch (error) {
    await settleFailure(deps, attempt, error);
  }
}

/**
 * Sends a job for every publication due and not held: those scheduled by "Publicar quando o
 * cliente aprovar" (no job was sent), those waiting for the limit, those whose worker died.
 */
async function sendDue(deps: Deps) {
  for (const id of await duePublications(deps.db)) {
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
      await told(deps, (tx) => needsReconnect(tx, account.id));
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
