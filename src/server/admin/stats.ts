import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { AdminStats, EstimatedCount } from "../../shared/admin.ts";
import { grantsAccessSql } from "../billing/access.ts";
import { type Database, parseRows } from "../db/client.ts";
import {
  contentHistory,
  profiles,
  subscriptions,
  userRoles,
  users,
  workspaces,
} from "../db/schema/index.ts";

// The panel's cards: seven counts, exact on a small table and estimated on a large one.

const count32 = z.number().int();

/**
 * From this many rows (the planner's estimate) a table's size on the panel is that estimate: an
 * exact count reads every row (1M content rows took 110-140 ms here), the estimate reads one row
 * of pg_class. Below it the count is exact and costs a few milliseconds.
 */
export const ESTIMATED_FROM = 100_000;

/**
 * The planner's own estimate of a table's rows: its rows per page at the last VACUUM or ANALYZE
 * times the pages it has now (0 before either ran, so a new table is counted exactly).
 */
const estimateOf = (table: PgTable) => sql`(
  select case when c.reltuples > 0 and c.relpages > 0
    then (c.reltuples / c.relpages * (pg_relation_size(c.oid) / current_setting('block_size')::int))::int
    else 0 end
  from pg_class c where c.oid = ${sql.raw(`'${getTableName(table)}'`)}::regclass)`;

/**
 * The seven counts; a large table's (users, content, and the workspaces, one per user) is the
 * planner's estimate, and `…Estimated` says so. The exact count is a subquery PostgreSQL runs
 * only when the estimate is under the bound.
 */
export const statsSql = (from: number) => sql`
  with sizes as (
    select ${estimateOf(users)} as users, ${estimateOf(contentHistory)} as content
  ), everyone as (
    select case when users >= ${from} then users
      else (select count(*)::int from ${users}) end as n,
      users >= ${from} as estimated
    from sizes
  )
  select
    (select n from everyone) as "totalUsers",
    (select count(*) from ${userRoles} where ${userRoles.role} = 'admin')::int as "admins",
    (select count(*) from ${profiles} where ${profiles.isBanned})::int as "banned",
    (select count(*) from ${profiles} where ${profiles.isLocked})::int as "locked",
    (select count(distinct ${subscriptions.userId}) from ${subscriptions}
      where ${grantsAccessSql(subscriptions)})::int as "subscribers",
    (select case when content >= ${from} then content
      else (select count(*)::int from ${contentHistory}) end from sizes) as "prompts",
    -- Every user has exactly one personal workspace (made with the user by migration 0011's
    -- trigger, unique, deleted with the user, never on its own): only the teams are counted,
    -- from the null entries of the personal_of index instead of a scan of every workspace.
    (select n from everyone) + (select count(*) from ${workspaces}
      where ${workspaces.personalOf} is null)::int as "workspaces",
    (select estimated from everyone) as "usersEstimated",
    (select content >= ${from} from sizes) as "promptsEstimated"
`;

const statsRow = z.object({
  totalUsers: count32,
  admins: count32,
  banned: count32,
  locked: count32,
  subscribers: count32,
  prompts: count32,
  workspaces: count32,
  usersEstimated: z.boolean(),
  promptsEstimated: z.boolean(),
});

/**
 * The seven counts of the panel's cards, in one round trip (decision 059): `estimated` names
 * the counts that are estimates, and is absent when every count is exact.
 */
export async function adminStats(
  db: Database,
  estimatedFrom = ESTIMATED_FROM,
): Promise<AdminStats> {
  const [row] = await parseRows(db, statsRow, statsSql(estimatedFrom));
  const { usersEstimated, promptsEstimated, ...counts } = row!;
  const estimated: EstimatedCount[] = [
    ...(usersEstimated ? (["totalUsers", "workspaces"] as const) : []),
    ...(promptsEstimated ? (["prompts"] as const) : []),
  ];
  return estimated.length > 0 ? { ...counts, estimated } : counts;
}
