import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../db/client.ts";
import { errors } from "./errors.ts";

export type RateLimitRule = { limit: number; windowSeconds: number };

/**
 * Counts one hit against `key` in a fixed window kept in the database, so every app
 * instance shares the count. Throws the Portuguese 429 once the limit is passed.
 */
export async function hitRateLimit(db: Database, key: string, rule: RateLimitRule) {
  const [row] = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   then now() else rate_limits.window_start end
    returning count,
      ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after
  `,
  );
  if (row && row.count > rule.limit) throw errors.tooManyRequests(Math.max(1, row.retry_after));
}
