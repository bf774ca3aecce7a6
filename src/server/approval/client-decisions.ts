import { desc, eq, inArray, sql } from "drizzle-orm";
import {
  ALREADY_PUBLISHED,
  type ApprovalPost,
  type FeedbackDecision,
} from "../../shared/approval.ts";
import { approvalStateOf, isWaiting } from "../../shared/approval-rules.ts";
import { POST_STATUS_VALUES, type PostStatus } from "../../shared/plans.ts";
import { lineOf, recordLines } from "../activity/recorder.ts";
import type { AppDeps } from "../app-env.ts";
import type { Database } from "../db/client.ts";
import { errors } from "../lib/errors.ts";
import { noticeOfClientDecision, pushSoon } from "../notifications/events.ts";
import { postOfPlan } from "../plans/owned.ts";
import { scopedToLink } from "../scoped/held.ts";
import { clientPosts } from "./client-view.ts";
import { reportToFollowers } from "./digest.ts";
import { withinFeedbackCaps } from "./feedback-caps.ts";
import { digestRecipients } from "./followers.ts";
import type { ActiveLink } from "./link-by-token.ts";

const STATUS_OF: Record<FeedbackDecision, PostStatus> = {
  approve: "aprovado",
  changes: "ajustes_pedidos",
};

type Decision = { name: string; decision: FeedbackDecision; comment: string };
type Deps = Pick<AppDeps, "db" | "mailer" | "env" | "caches" | "jobs">;

/**
 * Runs `work` with the link's row locked: decisions through one link take turns, so its
 * daily cap and the owner's e-mail see each other's rows (digest.ts locks the same row).
 */
async function withLinkLocked<T>(
  db: Database,
  link: ActiveLink,
  work: (tx: Database) => Promise<T>,
) {
  const { link: locked } = scopedToLink(link);
  return db.transaction(async (tx) => {
    await tx.select({ id: locked.t.id }).from(locked.t).where(locked.where()).for("update");
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
  const { posts, feedback } = scopedToLink(link);
  // The version each decision is about is the row's as this update locks it: the server's
  // word, never the page's, and no text save can slip between the two.
  const moved = await tx
    .update(posts.t)
    .set({
      status: STATUS_OF[decision],
      sequence: sql`${posts.t.sequence} + 1`,
      updatedAt: new Date(),
    })
    .where(posts.where(inArray(posts.t.id, postIds)))
    .returning({ id: posts.t.id, version: posts.t.version });
  const versionOf = new Map(moved.map((post) => [post.id, post.version]));
  const rows = await tx
    .insert(feedback.t)
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
    .returning({ id: feedback.t.id });
  await logAnswer(tx, link, postIds, { decision, name });
  await tellFollowers(tx, link, { postIds, decision, name, comment });
  return reportToFollowers(
    tx,
    { delivery: mailer.delivery, appUrl: env.APP_URL },
    { link, decision, feedbackIds: rows.map((row) => row.id) },
  );
}

/** The plan's followers who may read it are told of the answer (decision 061). */
async function tellFollowers(
  tx: Database,
  link: ActiveLink,
  answer: Decision & { postIds: string[] },
) {
  const { plans: plan, posts } = scopedToLink(link);
  const [read] = await tx
    .select({ id: plan.t.id, title: plan.t.title, brandId: plan.t.brandId, theme: posts.t.theme })
    .from(plan.t)
    .innerJoin(posts.t, posts.where(eq(posts.t.id, answer.postIds[0] ?? "")))
    .where(plan.where());
  if (!read) return;
  const followers = await digestRecipients(tx, link.planId);
  await noticeOfClientDecision(
    tx,
    { ...read, workspaceId: link.workspaceId },
    { ...answer, theme: read.theme },
    followers.map((follower) => follower.userId),
  );
}

/**
 * The client's answer in the workspace's activity log, by the name they gave ("Carla Cliente
 * aprovou…"): a line for the post, or one for the plan when many were approved at once
 * ("Aprovar todos os restantes").
 */
async function logAnswer(
  tx: Database,
  link: ActiveLink,
  postIds: string[],
  { decision, name }: Pick<Decision, "decision" | "name">,
) {
  const [postId] = postIds;
  const one = postIds.length === 1 ? postId : undefined;
  const { plans: plan, posts } = scopedToLink(link);
  const line = lineOf({
    workspaceId: plan.t.workspaceId,
    userId: sql`null`,
    kind: decision === "approve" ? "client_approved" : "client_changes",
    brandId: plan.t.brandId,
    brandName: plan.t.brandName,
    planId: plan.t.id,
    postId: one ? posts.t.id : undefined,
    subject: one ? posts.t.theme : plan.t.title,
    detail: one ? undefined : sql`${String(postIds.length)}`,
    actorName: sql`${name}`,
  });
  await recordLines(
    tx,
    one
      ? tx
          .select(line)
          .from(plan.t)
          .innerJoin(posts.t, posts.where(eq(posts.t.id, one)))
          .where(plan.where())
      : tx.select(line).from(plan.t).where(plan.where()),
  );
}

/**
 * The decision changes nothing: approving an approved (or published) post, or asking again
 * for the very changes the post is waiting on, about the same version (a double tap, a resent
 * request; the same words about a newer version are a new request: the answer fell short).
 */
async function isRepeat(
  tx: Database,
  link: ActiveLink,
  post: { id: string; status: PostStatus; version: number },
  decision: Decision,
) {
  if (decision.decision === "approve") return approvalStateOf(post.status) === "approved";
  if (post.status !== "ajustes_pedidos") return false;
  const { feedback } = scopedToLink(link);
  const { t } = feedback;
  const [last] = await tx
    .select({ decision: t.decision, body: t.body, postVersion: t.postVersion })
    .from(feedback.t)
    .where(feedback.where(eq(t.postId, post.id), eq(t.author, "client")))
    .orderBy(desc(t.createdAt), desc(t.id))
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
    if (await isRepeat(tx, link, post, decision)) return [];
    return record(tx, deps, link, [postId], decision);
  });
  for (const row of queued) deps.mailer.announce(row);
  pushSoon(deps.jobs);
  const [updated] = await clientPosts(deps, link, { postIds: [postId] });
  return updated!;
}

/** "Aprovar todos os restantes": every post still waiting (not those with changes asked). */
export async function approveRest(deps: Deps, link: ActiveLink, name: string) {
  const { approved, queued } = await withLinkLocked(deps.db, link, async (tx) => {
    const { posts } = scopedToLink(link);
    const waiting = await tx
      .select({ id: posts.t.id })
      .from(posts.t)
      .where(posts.where(inArray(posts.t.status, POST_STATUS_VALUES.filter(isWaiting))))
      // One order for every locker of many posts: two at once cannot wait on each other.
      .orderBy(posts.t.id)
      .for("update");
    if (waiting.length === 0) return { approved: 0, queued: [] };
    const ids = waiting.map((row) => row.id);
    const decision = { name, decision: "approve" as const, comment: "" };
    return { approved: ids.length, queued: await record(tx, deps, link, ids, decision) };
  });
  for (const row of queued) deps.mailer.announce(row);
  if (approved > 0) pushSoon(deps.jobs);
  return { approved };
}
