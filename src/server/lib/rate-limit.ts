import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rateLimits } from "../db/schema/index.ts";
import { errors } from "./errors.ts";
import { sweepAtMostEvery } from "./sweep.ts";

export type RateLimitRule = { limit: number; windowSeconds: number };

/** The longest window a rule may have: a row older than this has no use left. */
export const MAX_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * Deletes the rows past the longest window, at most once a minute per instance, on a hit,
 * so the table holds only keys hit in the last day (SECURITY.md gives the bound).
 */
const sweepExpired = sweepAtMostEvery(60_000, (db) =>
  db.execute(
    sql`delete from rate_limits where window_start < now() - make_interval(secs => ${MAX_WINDOW_SECONDS})`,
  ),
);

/**
 * Counts one hit against `key` in a fixed window kept in the database, so every app
 * instance shares the count; null while within the limit, else the seconds to wait.
 */
export async function countHit(db: Database, key: string, rule: RateLimitRule) {
  if (rule.windowSeconds > MAX_WINDOW_SECONDS) {
    throw new Error(`rate-limit windows end within ${MAX_WINDOW_SECONDS} s (${key})`);
  }
  await sweepExpired(db);
  // In the update, the table's columns are the stored row's; in `returning`, the new row's.
  const windowOver = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${windowOver} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${rule.windowSeconds}) - now())))::int`,
    });
  return row && row.count > rule.limit ? Math.max(1, row.retryAfter) : null;
}

/** countHit that throws the Portuguese 429 once the limit is passed. */
export async function hitRateLimit(db: Database, key: string, rule: RateLimitRule) {
  const retryAfter = await countHit(db, key, rule);
  if (retryAfter !== null) throw errors.tooManyRequests(retryAfter);
}
