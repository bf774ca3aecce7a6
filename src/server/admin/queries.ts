import { and, count, desc, eq, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import {
  ADMIN_PAGE_SIZE,
  type AdminContentDetail,
  type AdminContentPage,
  type AdminContentQuery,
  type AdminStats,
  type AdminUser,
  type AdminUsersPage,
  type AdminUsersQuery,
  type AuditPage,
  type EstimatedCount,
} from "../../shared/admin.ts";
import { grantsAccessSql } from "../billing/access.ts";
import { type Database, parseRows } from "../db/client.ts";
import { containsPattern } from "../db/like.ts";
import {
  auditLog,
  contentHistory,
  profiles,
  subscriptions,
  userRoles,
  users,
  workspaces,
} from "../db/schema/index.ts";

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

// Both drivers hand timestamps back as Date, but nothing types a raw row: parse, then format.
const isoTime = z.coerce.date().transform((date) => date.toISOString());

const userRow = z
  .object({
    id: z.string(),
    email: z.string(),
    fullName: z.string().nullable(),
    role: z.enum(["admin", "user"]).nullable(),
    isBanned: z.boolean().nullable(),
    bannedAt: isoTime.nullable(),
    bannedReason: z.string().nullable(),
    isLocked: z.boolean().nullable(),
    lockedAt: isoTime.nullable(),
    lockedReason: z.string().nullable(),
    createdAt: isoTime,
    subStatus: z.string().nullable(),
    subKind: z.enum(["subscription", "prepaid"]).nullable(),
    planName: z.string().nullable(),
    currentPeriodEnd: isoTime.nullable(),
    grantsAccess: z.boolean().nullable(),
    workspaces: count32,
    ownedWorkspaces: z.array(
      z.object({ name: z.string(), personal: z.boolean(), members: count32 }),
    ),
  })
  .transform(
    ({ subStatus, subKind, planName, currentPeriodEnd, grantsAccess, ...user }): AdminUser => ({
      ...user,
      role: user.role ?? "user",
      isBanned: user.isBanned ?? false,
      isLocked: user.isLocked ?? false,
      subscription:
        subStatus !== null && planName !== null
          ? {
              status: subStatus,
              planName,
              currentPeriodEnd,
              kind: subKind ?? "subscription",
              grantsAccess: grantsAccess === true,
            }
          : null,
    }),
  );

/**
 * The user rows of the panel for the users `selected` picks (already ordered and limited),
 * so profile, role and subscription are joined for 25 users only, never for all of them.
 */
function userRows(selected: SQL) {
  const grants = grantsAccessSql({
    status: sql`x.status`,
    currentPeriodEnd: sql`x.current_period_end`,
  });
  return sql`
    with picked as (${selected})
    select u.id, u.email, u.created_at as "createdAt",
           coalesce(nullif(p.full_name, ''), nullif(u.name, '')) as "fullName",
           r.role, p.is_banned as "isBanned", p.banned_at as "bannedAt",
           p.banned_reason as "bannedReason", p.is_locked as "isLocked",
           p.locked_at as "lockedAt", p.locked_reason as "lockedReason",
           sub.status as "subStatus", sub.kind as "subKind", sub.plan_name as "planName",
           sub.current_period_end as "currentPeriodEnd", sub.grants as "grantsAccess",
           ws.workspaces, ws.owned as "ownedWorkspaces"
    from picked
    join users u on u.id = picked.id
    left join profiles p on p.id = u.id
    left join user_roles r on r.user_id = u.id
    left join lateral (
      select x.status, x.kind, sp.name as plan_name, x.current_period_end, ${grants} as grants
      from subscriptions x join subscription_plans sp on sp.id = x.plan_id
      where x.user_id = u.id
      order by ${grants} desc, x.current_period_end desc nulls last
      limit 1
    ) sub on true
    -- Their memberships (by the member index), and each workspace they own with its member
    -- count (by the primary key): at most 11 owned, so a page stays one bounded query.
    left join lateral (
      select count(*)::int as workspaces,
             coalesce(
               json_agg(json_build_object(
                 'name', w.name,
                 'personal', w.personal_of is not null,
                 'members', (select count(*) from workspace_members o where o.workspace_id = w.id)
               ) order by w.personal_of is null, w.name) filter (where m.role = 'owner'),
               '[]'
             ) as owned
      from workspace_members m join workspaces w on w.id = m.workspace_id
      where m.user_id = u.id
    ) ws on true
    order by u.created_at desc, u.id desc
  `;
}

// The name is kept in users.name too (the profile saves both), so search reads one table.
// One lower()+like over both columns costs about half of two ilikes on a full scan; the
// expression is the one the trigram index is built on (migration 0002).
const userSearch = (q: string) =>
  q ? sql`where lower(u.name || ' ' || u.email) like lower(${containsPattern(q)})` : sql``;

export const usersPageSql = (query: AdminUsersQuery) =>
  userRows(sql`
    select u.id from users u ${userSearch(query.q)}
    order by u.created_at desc, u.id desc
    limit ${ADMIN_PAGE_SIZE} offset ${(query.page - 1) * ADMIN_PAGE_SIZE}`);

export const usersCountSql = (query: AdminUsersQuery) =>
  sql`select count(*)::int as total from users u ${userSearch(query.q)}`;

const totalRow = z.object({ total: count32 });

export async function listUsers(db: Database, query: AdminUsersQuery): Promise<AdminUsersPage> {
  const [items, [count]] = await Promise.all([
    parseRows(db, userRow, usersPageSql(query)),
    parseRows(db, totalRow, usersCountSql(query)),
  ]);
  return { items, page: query.page, pageSize: ADMIN_PAGE_SIZE, total: count?.total ?? 0 };
}

export async function findAdminUser(db: Database, id: string): Promise<AdminUser | null> {
  const [user] = await parseRows(db, userRow, userRows(sql`select ${id}::text as id`));
  return user ?? null;
}

// "desc nulls last" matches the indexes' order (the columns are never null), so PostgreSQL
// reads the first rows from the index instead of sorting the whole table.
const newestContentFirst = [
  sql`${contentHistory.createdAt} desc nulls last`,
  desc(contentHistory.id),
];

const contentColumns = {
  id: contentHistory.id,
  title: contentHistory.title,
  contentType: contentHistory.contentType,
  createdAt: contentHistory.createdAt,
  userId: contentHistory.userId,
  userName: sql<
    string | null
  >`coalesce(nullif(${profiles.fullName}, ''), nullif(${users.name}, ''))`,
  userEmail: users.email,
  brandName: contentHistory.brandName,
};

/** A page of the content list, with one row past it that tells whether there is a next one. */
export function contentPageQuery(db: Database, query: AdminContentQuery) {
  const conditions: SQL[] = [];
  if (query.type !== "all") conditions.push(eq(contentHistory.contentType, query.type));
  if (query.cursor) {
    const [at, id] = query.cursor.split("|");
    conditions.push(
      sql`(${contentHistory.createdAt}, ${contentHistory.id}) < (${at}::timestamptz, ${id}::uuid)`,
    );
  }
  const picked = db.$with("picked").as(
    db
      .select({ id: contentHistory.id })
      .from(contentHistory)
      .where(and(...conditions))
      .orderBy(...newestContentFirst)
      .limit(ADMIN_PAGE_SIZE + 1),
  );
  return db
    .with(picked)
    .select({
      ...contentColumns,
      // The cursor keeps PostgreSQL's microseconds, which a JavaScript Date would drop.
      cursor: sql<string>`to_char(${contentHistory.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || ${contentHistory.id}`,
    })
    .from(picked)
    .innerJoin(contentHistory, eq(contentHistory.id, picked.id))
    .leftJoin(users, eq(users.id, contentHistory.userId))
    .leftJoin(profiles, eq(profiles.id, contentHistory.userId))
    .orderBy(...newestContentFirst);
}

export async function listContent(
  db: Database,
  query: AdminContentQuery,
): Promise<AdminContentPage> {
  const rows = await contentPageQuery(db, query);
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  return {
    items: page.map(({ cursor, ...item }) => ({
      ...item,
      createdAt: item.createdAt.toISOString(),
    })),
    nextCursor: rows.length > ADMIN_PAGE_SIZE ? (page.at(-1)?.cursor ?? null) : null,
  };
}

export async function findContent(db: Database, id: string): Promise<AdminContentDetail | null> {
  const [row] = await db
    .select({ ...contentColumns, content: contentHistory.content })
    .from(contentHistory)
    .leftJoin(users, eq(users.id, contentHistory.userId))
    .leftJoin(profiles, eq(profiles.id, contentHistory.userId))
    .where(eq(contentHistory.id, id));
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}

export async function listAudit(db: Database, page: number): Promise<AuditPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorEmail: auditLog.actorEmail,
        action: auditLog.action,
        targetUserId: auditLog.targetUserId,
        targetEmail: auditLog.targetEmail,
        reason: auditLog.reason,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .orderBy(sql`${auditLog.createdAt} desc nulls last`, desc(auditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(auditLog),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    total: total?.value ?? 0,
  };
}
