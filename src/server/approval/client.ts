import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  ALREADY_PUBLISHED,
  type ApprovalPost,
  type FeedbackDecision,
} from "../../shared/approval.ts";
import { approvalStateOf, isWaiting, LINK_UNAVAILABLE } from "../../shared/approval-rules.ts";
import { POST_STATUS_VALUES, type PostStatus } from "../../shared/plans.ts";
import { lineOf } from "../activity/recorder.ts";
import type { AppDeps } from "../app-env.ts";
import type { Database } from "../db/client.ts";
import {
  approvalLinks,
  planPosts,
  plans,
  postFeedback,
  profiles,
  workspaceActivity,
} from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { hashSecretToken, looksLikeSecretToken } from "../lib/secret-token.ts";
import { postOfPlan } from "../plans/owned.ts";
import { clientPosts } from "./client-view.ts";
import { reportToFollowers } from "./digest.ts";
import { withinFeedbackCaps } from "./feedback-caps.ts";
import { isActive } from "./shares.ts";

/** A link that opens its plan; `userId`: who shared it (null once their account is gone). */
export type ActiveLink = { id: string; planId: string; workspaceId: string; userId: string | null };

/**
 * The link a token opens, or null: revoked, expired, unknown and malformed alike, and any link
 * of a banned owner (as their calendar feeds: plans/feed.ts).
 */
export async function findActiveLink(db: Database, token: string): Promise<ActiveLink | null> {
  if (!looksLikeSecretToken(token)) return null;
  const [link] = await db
    .select({
      id: approvalLinks.id,
      planId: approvalLinks.planId,
      workspaceId: plans.workspaceId,
      userId: approvalLinks.userId,
    })
    .from(approvalLinks)
    .innerJoin(plans, eq(plans.id, approvalLinks.planId))
    .leftJoin(profiles, eq(profiles.id, approvalLinks.userId))
    .where(
      and(
        eq(approvalLinks.tokenHash, hashSecretToken(token)),
        isActive(approvalLinks),
        sql`not coalesce(${profiles.isBanned}, false)`,
      ),
    );
  return link ?? null;
}

export async function activeLink(db: Database, token: string): Promise<ActiveLink> {
  const link = await findActiveLink(db, token);
  if (!link) throw errors.notFound(LINK_UNAVAILABLE);
  return link;
}

const STATUS_OF: Record<FeedbackDecision, PostStatus> = {
  approve: "aprovado",
  changes: "ajustes_pedidos",
};

type Decision = { name: string; decision: FeedbackDecision; comment: string };
type Deps = Pick<AppDeps, "db" | "mailer" | "env" | "caches">;

/**
 * Runs `work` with the link's row locked: decisions through one link take turns, so its
 * daily cap and the owner's e-mail see each other's rows (digest.ts locks the same row).
 */
async function withLinkLocked<T>(
  db: Database,
  link: ActiveLink,
  work: (tx: Database) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: approvalLinks.id })
      .from(approvalLinks)
      .where(eq(approvalLinks.id, link.id))
      .for("update");
    return work(tx);
  });
}

/**
 * Records the client's decisions on `postIds` and moves each post to its status (a new
 * version for the calendar files), then adds them to the followers' e-mails, inside the caller's
 * transaction; refused with 429 past the daily caps, and then nothing is written.
 */
async function record(
  tx: Database,
  { mailer, env }: Deps,
  link: ActiveLink,
  postIds: string[],
  { name, decision, comment }: Decision,
) {
  await withinFeedbackCaps(tx, link, postIds);
  // The version each decision is about is the row's as this update locks it: the server's
  // word, never the page's, and no text save can slip between the two.
  const moved = await tx
    .update(planPosts)
    .set({
      status: STATUS_OF[decision],
      sequence: sql`${planPosts.sequence} + 1`,
      updatedAt: new Date(),
    })
    .where(inArray(planPosts.id, postIds))
    .returning({ id: planPosts.id, version: planPosts.version });
  const versionOf = new Map(moved.map((post) => [post.id, post.version]));
  const rows = await tx
    .insert(postFeedback)
    .values(
      postIds.map((postId) => ({
        postId,
        postVersion: versionOf.get(postId),
        planId: link.planId,
        workspaceId: link.workspaceId,
        userId: link.userId,
        linkId: link.id,
        author: "client" as const,
        clientName: name,
        body: comment,
        decision,
      })),
    )
    .returning({ id: postFeedback.id });
  await logAnswer(tx, link, postIds, decision);
  return reportToFollowers(
    tx,
    { delivery: mailer.delivery, appUrl: env.APP_URL },
    { linkId: link.id, decision, feedbackIds: rows.map((row) => row.id) },
  );
}

/**
 * The client's answer in the workspace's activity log, as "Cliente": a line for the post, or
 * one for the plan when many were approved at once ("Aprovar todos os restantes").
 */
async function logAnswer(
  tx: Database,
  link: ActiveLink,
  postIds: string[],
  decision: FeedbackDecision,
) {
  const [postId] = postIds;
  const one = postIds.length === 1 ? postId : undefined;
  const line = lineOf({
    workspaceId: plans.workspaceId,
    userId: sql`null`,
    kind: decision === "approve" ? "client_approved" : "client_changes",
    brandId: plans.brandId,
    brandName: plans.brandName,
    planId: plans.id,
    postId: one ? planPosts.id : undefined,
    subject: one ? planPosts.theme : plans.title,
    detail: one ? undefined : sql`${String(postIds.length)}`,
  });
  const lines = tx.select(line).from(plans).$dynamic();
  await tx
    .insert(workspaceActivity)
    .select(
      one
        ? lines
            .innerJoin(planPosts, eq(planPosts.planId, plans.id))
            .where(and(eq(plans.id, link.planId), eq(planPosts.id, one)))
        : lines.where(eq(plans.id, link.planId)),
    );
}

/**
 * The decision changes nothing: approving an approved (or published) post, or asking again
 * for the very changes the post is waiting on, about the same version (a double tap, a resent
 * request; the same words about a newer version are a new request: the answer fell short).
 */
async function isRepeat(
  tx: Database,
  post: { id: string; status: PostStatus; version: number },
  decision: Decision,
) {
  if (decision.decision === "approve") return approvalStateOf(post.status) === "approved";
  if (post.status !== "ajustes_pedidos") return false;
  const [last] = await tx
    .select({
      decision: postFeedback.decision,
      body: postFeedback.body,
      postVersion: postFeedback.postVersion,
    })
    .from(postFeedback)
    .where(and(eq(postFeedback.postId, post.id), eq(postFeedback.author, "client")))
    .orderBy(desc(postFeedback.createdAt), desc(postFeedback.id))
    .limit(1);
  return (
    last?.decision === "changes" &&
    last.body === decision.comment &&
    (last.postVersion ?? post.version) === post.version
  );
}

/**
 * "Aprovar" and "Pedir ajustes" on one post of the link's plan. A repeated decision records
 * nothing; a published post takes no more requests.
 */
export async function decideOnPost(
  deps: Deps,
  link: ActiveLink,
  postId: string,
  decision: Decision,
): Promise<ApprovalPost> {
  const queued = await withLinkLocked(deps.db, link, async (tx) => {
    const post = await postOfPlan(tx, link.planId, postId, { forUpdate: true });
    if (decision.decision === "changes" && post.status === "publicado") {
      throw errors.conflict(ALREADY_PUBLISHED);
    }
    if (await isRepeat(tx, post, decision)) return [];
    return record(tx, deps, link, [postId], decision);
  });
  for (const row of queued) deps.mailer.announce(row);
  const [updated] = await clientPosts(deps, link, { postIds: [postId] });
  return updated!;
}

/** "Aprovar todos os restantes": every post still waiting (not those with changes asked). */
export async function approveRest(deps: Deps, link: ActiveLink, name: string) {
  const { approved, queued } = await withLinkLocked(deps.db, link, async (tx) => {
    const waiting = await tx
      .select({ id: planPosts.id })
      .from(planPosts)
      .where(
        and(
          eq(planPosts.planId, link.planId),
          inArray(planPosts.status, POST_STATUS_VALUES.filter(isWaiting)),
        ),
      )
      // One order for every locker of many posts: two at once cannot wait on each other.
      .orderBy(planPosts.id)
      .for("update");
    if (waiting.length === 0) return { approved: 0, queued: [] };
    const ids = waiting.map((row) => row.id);
    const decision = { name, decision: "approve" as const, comment: "" };
    return { approved: ids.length, queued: await record(tx, deps, link, ids, decision) };
  });
  for (const row of queued) deps.mailer.announce(row);
  return { approved };
}
