import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import type { FeedbackEntry, UnseenFeedback } from "../../shared/approval.ts";
import type { Database } from "../db/client.ts";
import { postFeedback } from "../db/schema/index.ts";
import { ownedPlan, postOfPlan } from "../plans/owned.ts";

type FeedbackRow = typeof postFeedback.$inferSelect;

export const toFeedbackEntry = (row: FeedbackRow): FeedbackEntry => ({
  id: row.id,
  author: row.author,
  clientName: row.clientName,
  body: row.body,
  decision: row.decision,
  createdAt: row.createdAt.toISOString(),
});

/** The threads of these posts, oldest message first, keyed by post. */
export async function threadsOf(db: Database, postIds: string[]) {
  const threads = new Map<string, FeedbackEntry[]>();
  if (postIds.length === 0) return threads;
  const rows = await db
    .select()
    .from(postFeedback)
    .where(inArray(postFeedback.postId, postIds))
    .orderBy(asc(postFeedback.createdAt), asc(postFeedback.id));
  for (const row of rows) {
    const list = threads.get(row.postId) ?? [];
    list.push(toFeedbackEntry(row));
    threads.set(row.postId, list);
  }
  return threads;
}

export async function postThread(db: Database, userId: string, planId: string, postId: string) {
  await ownedPlan(db, userId, planId);
  await postOfPlan(db, planId, postId);
  return (await threadsOf(db, [postId])).get(postId) ?? [];
}

/** The owner's answer, which the client sees under their comment. */
export async function replyToClient(
  db: Database,
  userId: string,
  planId: string,
  postId: string,
  body: string,
) {
  await ownedPlan(db, userId, planId);
  await postOfPlan(db, planId, postId);
  const [row] = await db
    .insert(postFeedback)
    .values({ postId, planId, userId, author: "owner", body, seenAt: new Date() })
    .returning();
  if (!row) throw new Error("feedback insert returned no row");
  return toFeedbackEntry(row);
}

/** The owner opened the post's thread: its client messages leave the badge. */
export async function markThreadSeen(db: Database, userId: string, planId: string, postId: string) {
  await ownedPlan(db, userId, planId);
  await postOfPlan(db, planId, postId);
  await db
    .update(postFeedback)
    .set({ seenAt: new Date() })
    .where(
      and(
        eq(postFeedback.postId, postId),
        eq(postFeedback.planId, planId),
        isNull(postFeedback.seenAt),
      ),
    );
}

export async function unseenFeedback(db: Database, userId: string): Promise<UnseenFeedback> {
  const rows = await db
    .select({ planId: postFeedback.planId, count: count() })
    .from(postFeedback)
    .where(and(eq(postFeedback.userId, userId), isNull(postFeedback.seenAt)))
    .groupBy(postFeedback.planId);
  return { total: rows.reduce((sum, row) => sum + row.count, 0), plans: rows };
}
