import { count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { FeedbackEntry, ThreadPage, UnseenFeedback } from "../../shared/approval.ts";
import type { Database } from "../db/client.ts";
import type { postFeedback } from "../db/schema/index.ts";
import { postOfPlan, visiblePlan } from "../plans/owned.ts";
import type { ThreadScope } from "../scoped/held.ts";
import { scoped } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";

type FeedbackRow = typeof postFeedback.$inferSelect;

export const toFeedbackEntry = (row: FeedbackRow): FeedbackEntry => ({
  id: row.id,
  author: row.author,
  clientName: row.clientName,
  body: row.body,
  decision: row.decision,
  postVersion: row.postVersion,
  createdAt: row.createdAt.toISOString(),
});

// A thread shows its latest messages; "Ver mensagens anteriores" brings older ones in pages.
// Bounded pages keep a plan's read light however much was written (issue 27).
export const THREAD_PAGE_SIZE = 5;
export const OLDER_PAGE_SIZE = 20;

const newestFirst = ({ t }: ThreadScope["feedback"]) => [desc(t.createdAt), desc(t.id)];

/** Rows read newest first, one more than a page: the page, oldest first, and whether more exist. */
function toPage(rows: FeedbackRow[], size: number): ThreadPage {
  return {
    entries: rows.slice(0, size).reverse().map(toFeedbackEntry),
    hasOlder: rows.length > size,
  };
}

/**
 * The latest page of each of these posts' threads, as `scope`'s viewer reaches them: one index
 * range per post (a lateral join).
 */
export async function latestThreads(db: Database, scope: ThreadScope, postIds: string[]) {
  const threads = new Map<string, ThreadPage>();
  if (postIds.length === 0) return threads;
  const { posts, feedback } = scope;
  const latest = db
    .select()
    .from(feedback.t)
    .where(feedback.where(eq(feedback.t.postId, posts.t.id)))
    .orderBy(...newestFirst(feedback))
    .limit(THREAD_PAGE_SIZE + 1)
    .as("latest");
  const rows = await db
    .select({ postId: posts.t.id, row: latest._.selectedFields })
    .from(posts.t)
    .innerJoinLateral(latest, sql`true`)
    .where(posts.where(inArray(posts.t.id, postIds)))
    .orderBy(posts.t.id, desc(latest.createdAt), desc(latest.id));
  const byPost = Map.groupBy(rows, (r) => r.postId);
  for (const postId of postIds) {
    threads.set(
      postId,
      toPage(
        (byPost.get(postId) ?? []).map((r) => r.row),
        THREAD_PAGE_SIZE,
      ),
    );
  }
  return threads;
}

/** A post's latest messages, or the page of those before message `before`. */
export async function threadPage(
  db: Database,
  scope: ThreadScope,
  postId: string,
  before?: string,
) {
  if (!before) return (await latestThreads(db, scope, [postId])).get(postId)!;
  const { feedback } = scope;
  const { t } = feedback;
  const rows = await db
    .select()
    .from(feedback.t)
    .where(
      feedback.where(
        eq(t.postId, postId),
        sql`(${t.createdAt}, ${t.id}) < (select created_at, id from post_feedback where id = ${before} and post_id = ${postId})`,
      ),
    )
    .orderBy(...newestFirst(feedback))
    .limit(OLDER_PAGE_SIZE + 1);
  return toPage(rows, OLDER_PAGE_SIZE);
}

export async function postThread(
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  postId: string,
  before?: string,
) {
  await visiblePlan(db, access, planId);
  await postOfPlan(db, planId, postId);
  return threadPage(db, scoped(access), postId, before);
}

/** A member's answer, which the client sees under their comment. */
export async function replyToClient(
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  postId: string,
  body: string,
) {
  await visiblePlan(db, access, planId);
  await postOfPlan(db, planId, postId);
  const { posts, feedback } = scoped(access);
  const [row] = await db
    .insert(feedback.t)
    .values(
      feedback.values({
        postId,
        planId,
        author: "owner" as const,
        body,
        seenAt: new Date(),
        postVersion: sql<number>`(select ${posts.t.version} from ${posts.t} where ${posts.where(eq(posts.t.id, postId))})`,
      }),
    )
    .returning();
  if (!row) throw new Error("feedback insert returned no row");
  return toFeedbackEntry(row);
}

/** A member opened the post's thread: its client messages leave the badge. */
export async function markThreadSeen(
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  postId: string,
) {
  await visiblePlan(db, access, planId);
  await postOfPlan(db, planId, postId);
  const feedback = scoped(access).feedback;
  await db
    .update(feedback.t)
    .set({ seenAt: new Date() })
    .where(
      feedback.where(
        eq(feedback.t.postId, postId),
        eq(feedback.t.planId, planId),
        isNull(feedback.t.seenAt),
      ),
    );
}

export async function unseenFeedback(
  db: Database,
  access: WorkspaceAccess,
): Promise<UnseenFeedback> {
  const feedback = scoped(access).feedback;
  const rows = await db
    .select({ planId: feedback.t.planId, count: count() })
    .from(feedback.t)
    .where(feedback.where(isNull(feedback.t.seenAt)))
    .groupBy(feedback.t.planId);
  return { total: rows.reduce((sum, row) => sum + row.count, 0), plans: rows };
}
