import { and, asc, count, eq, inArray, max, min } from "drizzle-orm";
import { APPROVAL_PAGE_SIZE, type ApprovalPost, type ApprovalView } from "../../shared/approval.ts";
import { approvalCounts, LINK_UNAVAILABLE } from "../../shared/approval-rules.ts";
import { windowCovering } from "../../shared/plans.ts";
import type { AppDeps } from "../app-env.ts";
import { approvalLinks, brands, contentHistory, planPosts, plans } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { postSubjectColumns } from "../plans/post-columns.ts";
import { scopedToPlan } from "../scoped/scope.ts";
import { changesSinceRequests } from "./changes.ts";
import type { ActiveLink } from "./client.ts";
import { latestThreads } from "./thread.ts";

// Exactly what the client's page shows of a post: its script, but nothing else of the account.
const postColumns = { ...postSubjectColumns, script: contentHistory.content };

/**
 * Past this many characters of JSON a page ends early (with one post at least): twenty posts
 * of the longest texts, with their diffs and threads, would be megabytes (decision 044).
 */
export const APPROVAL_PAGE_MAX_CHARS = 256 * 1024;

export type ReaderDeps = Pick<AppDeps, "db" | "caches">;
type Which = { postIds: string[] } | { offset: number; limit: number };

/** The posts the client sees, with their latest threads and what changed since their requests. */
export async function clientPosts({ db, caches }: ReaderDeps, link: ActiveLink, which: Which) {
  const query = db
    .select(postColumns)
    .from(planPosts)
    .leftJoin(
      contentHistory,
      and(
        eq(contentHistory.id, planPosts.scriptHistoryId),
        eq(contentHistory.workspaceId, link.workspaceId),
      ),
    )
    .where(
      and(
        eq(planPosts.planId, link.planId),
        "postIds" in which ? inArray(planPosts.id, which.postIds) : undefined,
      ),
    )
    // The id breaks ties, so that pages never share or skip a post of the same day and time.
    .orderBy(asc(planPosts.date), asc(planPosts.createdAt), asc(planPosts.id))
    .$dynamic();
  const rows = await ("offset" in which ? query.limit(which.limit).offset(which.offset) : query);
  const ids = rows.map((row) => row.id);
  const plan = scopedToPlan(link.planId);
  const threads = await latestThreads(db, plan, ids);
  const changes = await changesSinceRequests(db, plan, caches.approvalDiffs, rows);
  return rows.map(
    (row): ApprovalPost => ({
      ...row,
      thread: threads.get(row.id)!,
      changesSinceRequest: changes.get(row.id) ?? null,
    }),
  );
}

/** The posts that fit one page's characters: the first always, the next while they fit. */
function withinPageSize(posts: ApprovalPost[]) {
  let chars = 0;
  const kept = posts.findIndex((post, i) => {
    chars += JSON.stringify(post).length;
    return i > 0 && chars > APPROVAL_PAGE_MAX_CHARS;
  });
  return kept === -1 ? posts : posts.slice(0, kept);
}

/** The plan's posts by status, and their first and last dates: one pass over its posts. */
const postsByStatus = (db: ReaderDeps["db"], planId: string) =>
  db
    .select({
      status: planPosts.status,
      count: count(),
      first: min(planPosts.date),
      last: max(planPosts.date),
    })
    .from(planPosts)
    .where(eq(planPosts.planId, planId))
    .groupBy(planPosts.status);

/**
 * A page of the client's page, from `offset`: the brand, the window (covering every post), the
 * counts of every post by state and this page's posts; each visit (its first page) is noted
 * for the owner.
 */
export async function approvalView(
  deps: ReaderDeps,
  link: ActiveLink,
  offset = 0,
): Promise<ApprovalView> {
  const { db } = deps;
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
  // A visit opens the first page; the next pages are the same visit, and write nothing.
  if (offset === 0) {
    await db
      .update(approvalLinks)
      .set({ lastVisitAt: new Date() })
      .where(eq(approvalLinks.id, link.id));
  }
  const byStatus = await postsByStatus(db, link.planId);
  const posts = withinPageSize(
    await clientPosts(deps, link, { offset, limit: APPROVAL_PAGE_SIZE }),
  );
  const counts = approvalCounts(byStatus);
  const next = offset + posts.length;
  return {
    ...plan,
    ...windowCovering(
      plan,
      byStatus.flatMap((row) => [row.first!, row.last!]),
    ),
    brandColor: plan.brandColor ?? null,
    counts,
    posts,
    nextOffset: next < counts.approved + counts.changes + counts.waiting ? next : null,
  };
}
