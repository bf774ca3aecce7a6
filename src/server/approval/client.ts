import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  ALREADY_PUBLISHED,
  type ApprovalPost,
  type ApprovalView,
  type FeedbackDecision,
} from "../../shared/approval.ts";
import { approvalStateOf, isWaiting, LINK_UNAVAILABLE } from "../../shared/approval-rules.ts";
import { POST_STATUS_VALUES, type PostStatus, windowCovering } from "../../shared/plans.ts";
import type { AppDeps } from "../app-env.ts";
import type { Database } from "../db/client.ts";
import {
  approvalLinks,
  brands,
  contentHistory,
  planPosts,
  plans,
  postFeedback,
  profiles,
} from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { hashSecretToken, looksLikeSecretToken } from "../lib/secret-token.ts";
import { postOfPlan } from "../plans/owned.ts";
import { postSubjectColumns } from "../plans/post-columns.ts";
import { reportToOwner } from "./digest.ts";
import { isActive } from "./shares.ts";
import { threadsOf } from "./thread.ts";

export type ActiveLink = { id: string; planId: string; userId: string };

/**
 * The link a token opens, or null: revoked, expired, unknown and malformed alike, and any link
 * of a banned owner (as their calendar feeds: plans/feed.ts).
 */
export async function findActiveLink(db: Database, token: string): Promise<ActiveLink | null> {
  if (!looksLikeSecretToken(token)) return null;
  const [link] = await db
    .select({ id: approvalLinks.id, planId: approvalLinks.planId, userId: approvalLinks.userId })
    .from(approvalLinks)
    .leftJoin(profiles, eq(profiles.id, approvalLinks.userId))
    .where(
      and(
        eq(approvalLinks.tokenHash, hashSecretToken(token)),
        isActive(),
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

// Exactly what the client's page shows of a post: its script, but nothing else of the account.
const postColumns = { ...postSubjectColumns, script: contentHistory.content };

async function clientPosts(db: Database, link: ActiveLink, postIds?: string[]) {
  const rows = await db
    .select(postColumns)
    .from(planPosts)
    .leftJoin(
      contentHistory,
      and(eq(contentHistory.id, planPosts.scriptHistoryId), eq(contentHistory.userId, link.userId)),
    )
    .where(
      and(eq(planPosts.planId, link.planId), postIds ? inArray(planPosts.id, postIds) : undefined),
    )
    .orderBy(asc(planPosts.date), asc(planPosts.createdAt));
  const threads = await threadsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row): ApprovalPost => ({ ...row, thread: threads.get(row.id) ?? [] }));
}

/**
 * The client's page: the brand, the window (covering every post) and the posts; each visit is
 * noted for the owner.
 */
export async function approvalView(db: Database, link: ActiveLink): Promise<ApprovalView> {
  const [plan] = await db
    .select({
      brandName: plans.brandName,
      brandColor: brands.color,
      startDate: plans.startDate,
      endDate: plans.endDate,
    })
    .from(plans)
    .leftJoin(brands, eq(brands.id, plans.brandId))
    .where(eq(plans.id, link.planId));
  if (!plan) throw errors.notFound(LINK_UNAVAILABLE);
  await db
    .update(approvalLinks)
    .set({ lastVisitAt: new Date() })
    .where(eq(approvalLinks.id, link.id));
  const posts = await clientPosts(db, link);
  return {
    ...plan,
    ...windowCovering(
      plan,
      posts.map((post) => post.date),
    ),
    brandColor: plan.brandColor ?? null,
    posts,
  };
}

const STATUS_OF: Record<FeedbackDecision, PostStatus> = {
  approve: "aprovado",
  changes: "ajustes_pedidos",
};

type Decision = { name: string; decision: FeedbackDecision; comment: string };

/**
 * Records the client's decisions on `postIds` and moves each post to its status (a new
 * version for the calendar files), then adds them to the owner's e-mail, in one transaction.
 */
async function decide(
  { db, mailer, env }: Pick<AppDeps, "db" | "mailer" | "env">,
  link: ActiveLink,
  postIds: string[],
  { name, decision, comment }: Decision,
) {
  const queued = await db.transaction(async (tx) => {
    await tx
      .update(planPosts)
      .set({
        status: STATUS_OF[decision],
        sequence: sql`${planPosts.sequence} + 1`,
        updatedAt: new Date(),
      })
      .where(inArray(planPosts.id, postIds));
    const rows = await tx
      .insert(postFeedback)
      .values(
        postIds.map((postId) => ({
          postId,
          planId: link.planId,
          userId: link.userId,
          linkId: link.id,
          author: "client" as const,
          clientName: name,
          body: comment,
          decision,
        })),
      )
      .returning({ id: postFeedback.id });
    return reportToOwner(
      tx,
      { delivery: mailer.delivery, appUrl: env.APP_URL },
      link.id,
      rows.map((row) => row.id),
    );
  });
  if (queued) mailer.announce(queued);
}

/**
 * "Aprovar" and "Pedir ajustes" on one post of the link's plan. Approving an approved (or
 * published) post again changes nothing; a published post takes no more requests.
 */
export async function decideOnPost(
  deps: Pick<AppDeps, "db" | "mailer" | "env">,
  link: ActiveLink,
  postId: string,
  decision: Decision,
): Promise<ApprovalPost> {
  const post = await postOfPlan(deps.db, link.planId, postId);
  const state = approvalStateOf(post.status);
  if (decision.decision === "changes" && post.status === "publicado") {
    throw errors.conflict(ALREADY_PUBLISHED);
  }
  if (!(decision.decision === "approve" && state === "approved")) {
    await decide(deps, link, [postId], decision);
  }
  const [updated] = await clientPosts(deps.db, link, [postId]);
  return updated!;
}

/** "Aprovar todos os restantes": every post still waiting (not those with changes asked). */
export async function approveRest(
  deps: Pick<AppDeps, "db" | "mailer" | "env">,
  link: ActiveLink,
  name: string,
) {
  const waiting = await deps.db
    .select({ id: planPosts.id })
    .from(planPosts)
    .where(
      and(
        eq(planPosts.planId, link.planId),
        inArray(planPosts.status, POST_STATUS_VALUES.filter(isWaiting)),
      ),
    );
  if (waiting.length > 0) {
    await decide(
      deps,
      link,
      waiting.map((row) => row.id),
      { name, decision: "approve", comment: "" },
    );
  }
  return { approved: waiting.length };
}
