import { count, eq, gt, inArray, min, sql } from "drizzle-orm";
import {
  LINK_FEEDBACK_LIMIT_MESSAGE,
  MAX_FEEDBACK_PER_LINK_PER_DAY,
  MAX_FEEDBACK_PER_POST_PER_DAY,
  POST_FEEDBACK_LIMIT_MESSAGE,
} from "../../shared/approval.ts";
import type { Database } from "../db/client.ts";
import { AppError } from "../lib/errors.ts";
import { scopedToPlan } from "../scoped/held.ts";

const DAY_SECONDS = 24 * 60 * 60;

/** 429 until the oldest message counted leaves the day, as Retry-After says. */
function capReached(message: string, oldest: Date | null) {
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil(((oldest?.getTime() ?? Date.now()) + DAY_SECONDS * 1000 - Date.now()) / 1000),
  );
  return new AppError(429, "FEEDBACK_LIMIT", message, { retryAfterSeconds });
}

/**
 * Refuses `postIds.length` more client messages through `link` when they would pass the
 * link's cap of the last 24 hours, or when one of the posts has had its day's share (from any
 * link). Call with the link's row and the posts' rows locked, so the counts hold until written.
 */
export async function withinFeedbackCaps(
  tx: Database,
  link: { id: string; planId: string },
  postIds: string[],
) {
  const feedback = scopedToPlan(link.planId).feedback;
  const { t } = feedback;
  const lastDay = gt(t.createdAt, sql`now() - make_interval(secs => ${DAY_SECONDS})`);
  const [ofLink] = await tx
    .select({ count: count(), oldest: min(t.createdAt) })
    .from(feedback.t)
    .where(feedback.where(eq(t.linkId, link.id), lastDay));
  if ((ofLink?.count ?? 0) + postIds.length > MAX_FEEDBACK_PER_LINK_PER_DAY) {
    throw capReached(LINK_FEEDBACK_LIMIT_MESSAGE, ofLink?.oldest ?? null);
  }
  const [post] = await tx
    .select({ count: count(), oldest: min(t.createdAt) })
    .from(feedback.t)
    .where(feedback.where(inArray(t.postId, postIds), eq(t.author, "client"), lastDay))
    .groupBy(t.postId)
    .having(sql`count(*) >= ${MAX_FEEDBACK_PER_POST_PER_DAY}`)
    .limit(1);
  if (post) throw capReached(POST_FEEDBACK_LIMIT_MESSAGE, post.oldest);
}
