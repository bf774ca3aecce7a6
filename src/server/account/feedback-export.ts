import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { planPosts, plans, postFeedback } from "../db/schema/index.ts";

/**
 * The threads of the owner's plans for their LGPD export: what their clients wrote (names
 * and comments) and the owner's answers, with the post each is about.
 */
export function feedbackForExport(db: Database, userId: string) {
  return db
    .select({
      plan: plans.title,
      postDate: planPosts.date,
      postTheme: planPosts.theme,
      author: postFeedback.author,
      clientName: postFeedback.clientName,
      decision: postFeedback.decision,
      comment: postFeedback.body,
      // Which version of the post the client read (decision 044); null before it was kept.
      postVersion: postFeedback.postVersion,
      createdAt: postFeedback.createdAt,
    })
    .from(postFeedback)
    .innerJoin(planPosts, eq(planPosts.id, postFeedback.postId))
    .innerJoin(plans, eq(plans.id, postFeedback.planId))
    .where(eq(postFeedback.userId, userId))
    .orderBy(asc(postFeedback.createdAt));
}
