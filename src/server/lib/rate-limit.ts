import { sql } from "drizzle-orm";
import { z } from "zod";
import { type Database, parseRows } from "../db/client.ts";
import { rateLimits } from "../db/schema/index.ts";
import { errors } from "./errors.ts";

export const hitRow = z.object({ count: z.coerce.number(), retryAfter: z.coerce.number() });

export type RateLimitRule = { limit: number; windowSeconds: number };

/** The longest window a rule may have: a row older than this has no use left. */
export const MAX_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * Deletes the rows past the longest window (the retention job, every few minutes, on one
 * instance), so the table holds only keys hit in the last day (SECURITY.md gives the bound).
 */
export const purgeExpiredRateLimits = (db: Database) =>
  db.execute(
    sql`delete from rate_limits where window_start < now() - make_interval(secs => ${MAX_WINDOW_SECONDS})`,
  );

/**
 * SQL: counts one hit against `key` in a fixed window kept in the database, so every app
 * instance shares the count; returns the key's `count` and the window's `retryAfter` seconds.
 * A statement of its own (countHit) or a step of a larger one (a generation's admission).
 */
export function hitStatement(key: string, rule: RateLimitRule) {
  if (rule.windowSeconds > MAX_WINDOW_SECONDS) {
    throw new Error(`rate-limit windows end within ${MAX_WINDOW_SECONDS} s (${key})`);
  }
  // In the update, the table's columns are the stored row's; in `returning`, the new row's.
  const windowOver = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${rule.windowSeconds})`;
  // A count does not wait for the disk (issue 47: this write is on the way to a generation's
  // first token, and a commit's flush was its slowest part): a database crash may lose the
  // last fraction of a second of hits, which lets a client that many more tries, once.
  return sql`insert into ${rateLimits} (key, window_start, count)
      select ${key}, now(), 1 from (select set_config('synchronous_commit', 'off', true)) as async_commit
      on conflict (key) do update set
        count = case when ${windowOver} then 1 else ${rateLimits.count} + 1 end,
        window_start = case when ${windowOver} then now() else ${rateLimits.windowStart} end
      returning count, ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int as "retryAfter"`;
}

/** The seconds to wait that a hit's row says, or null while within the limit. */
export const retryAfterOf = (row: z.infer<typeof hitRow> | undefined, rule: RateLimitRule) =>
  row && row.count > rule.limit ? Math.max(1, row.retryAfter) : null;

/** Counts one hit against `key`: null while within the limit, else the seconds to wait. */
export async function countHit(db: Database, key: string, rule: RateLimitRule) {
  const [row] = await parseRows(db, hitRow, hitStatement(key, rule));
  return retryAfterOf(row, rule);
}

/** countHit that throws the Portuguese 429 once the limit is passed. */
export async function hitRateLimit(db: Database, key: string, rule: RateLimitRule) {
  const retryAfter = await countHit(db, key, rule);
  if (retryAfter !== null) throw errors.tooManyRequests(retryAfter);
}
