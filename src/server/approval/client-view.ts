import { asc, count, eq, inArray, max, min } from "drizzle-orm";
import { APPROVAL_PAGE_SIZE, type ApprovalPost, type ApprovalView } from "../../shared/approval.ts";
import { approvalCounts, LINK_UNAVAILABLE } from "../../shared/approval-rules.ts";
import { windowCovering } from "../../shared/plans.ts";
import type { AppDeps } from "../app-env.ts";
import { errors } from "../lib/errors.ts";
import { postSubjectColumns } from "../plans/post-columns.ts";
import { scopedToLink } from "../scoped/held.ts";
import { changesSinceRequests } from "./changes.ts";
import type { ActiveLink } from "./link-by-token.ts";
import { latestThreads } from "./thread.ts";

/**
 * Past this many characters of JSON a page ends early (with one post at least): twenty posts
 * of the longest texts, with their diffs and threads, would be megabytes (decision 044).
 */
export const APPROVAL_PAGE_MAX_CHARS = 256 * 1024;

export type ReaderDeps = Pick<AppDeps, "db" | "caches">;
type Which = { postIds: string[] } | { offset: number; limit: number };
type LinkScope = ReturnType<typeof scopedToLink>;

/** The posts the client sees, with their latest threads and what changed since their requests. */
export async function clientPosts({ db, caches }: ReaderDeps, link: ActiveLink, which: Which) {
  const scope = scopedToLink(link);
  const { posts, history } = scope;
  const query = db
    // Exactly what the client's page shows of a post: its script, but nothing else of the account.
    .select({ ...postSubjectColumns, script: history.t.content })
    .from(posts.t)
    .leftJoin(history.t, history.where(eq(history.t.id, posts.t.scriptHistoryId)))
    .where(posts.where("postIds" in which ? inArray(posts.t.id, which.postIds) : undefined))
    // The id breaks ties, so that pages never share or skip a post of the same day and time.
    .orderBy(asc(posts.t.date), asc(posts.t.createdAt), asc(posts.t.id))
    .$dynamic();
  const rows = await ("offset" in which ? query.limit(which.limit).offset(which.offset) : query);
  const ids = rows.map((row) => row.id);
  const threads = await latestThreads(db, scope, ids);
  const changes = await changesSinceRequests(db, scope, caches.approvalDiffs, rows);
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
const postsByStatus = (db: ReaderDeps["db"], { posts }: LinkScope) =>
  db
    .select({
      status: posts.t.status,
      count: count(),
      first: min(posts.t.date),
      last: max(posts.t.date),
    })
    .from(posts.t)
    .where(posts.where())
    .groupBy(posts.t.status);

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
  const scope = scopedToLink(link);
  const { plans, brands, link: visited } = scope;
  const [plan] = await db
    .select({
      brandName: plans.t.brandName,
      brandColor: brands.t.color,
      startDate: plans.t.startDate,
      endDate: plans.t.endDate,
    })
    .from(plans.t)
    .leftJoin(brands.t, brands.where(eq(brands.t.id, plans.t.brandId)))
    .where(plans.where());
  if (!plan) throw errors.notFound(LINK_UNAVAILABLE);
  // A visit opens the first page; the next pages are the same visit, and write nothing.
  if (offset === 0) {
    await db.update(visited.t).set({ lastVisitAt: new Date() }).where(visited.where());
  }
  const byStatus = await postsByStatus(db, scope);
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
