import { and, count, eq, gt, inArray, min, sql } from "drizzle-orm";
import {
  LINK_FEEDBACK_LIMIT_MESSAGE,
  MAX_FEEDBACK_PER_LINK_PER_DAY,
  MAX_FEEDBACK_PER_POST_PER_DAY,
  POST_FEEDBACK_LIMIT_MESSAGE,
} from "../../shared/approval.ts";
import type { Database } from "../db/client.ts";
import { postFeedback } from "../db/schema/index.ts";
import { AppError } from "../lib/errors.ts";

const DAY_SECONDS = 24 * 60 * 60;
const lastDay = gt(postFeedback.createdAt, sql`now() - make_interval(secs => ${DAY_SECONDS})`);

/** 429 until the oldest message counted leaves the day, as Retry-After says. */
function capReached(message: string, oldest: Date | null) {
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil(((oldest?.getTime() ?? Date.now()) + DAY_SECONDS * 1000 - Date.now()) / 1000),
  );
  return new AppError(429, "FEEDBACK_LIMIT", message, { retryAfterSeconds });
}

/**
 * Refuses `postIds.length` more client messages through link `linkId` when they would pass the
 * link's cap of the last 24 hours, or when one of the posts has had its day's share (from any
 * link). Call with the link's row and the posts' rows locked, so the counts hold until written.
 */
export async function withinFeedbackCaps(tx: Database, linkId: string, postIds: string[]) {
  const [link] = await tx
    .select({ count: count(), oldest: min(postFeedback.createdAt) })
    .from(postFeedback)
    .where(and(eq(postFeedback.linkId, linkId), lastDay));
  if ((link?.count ?? 0) + postIds.length > MAX_FEEDBACK_PER_LINK_PER_DAY) {
    throw capReached(LINK_FEEDBACK_LIMIT_MESSAGE, link?.oldest ?? null);
  }
  const [post] = await tx
    .select({ count: count(), oldest: min(postFeedback.createdAt) })
    .from(postFeedback)
    .where(and(inArray(postFeedback.postId, postIds), eq(postFeedback.author, "client"), lastDay))
    .groupBy(postFeedback.postId)
    .having(sql`count(*) >= ${MAX_FEEDBACK_PER_POST_PER_DAY}`)
    .limit(1);
  if (post) throw capReached(POST_FEEDBACK_LIMIT_MESSAGE, post.oldest);
}
