import { type SQL, sql } from "drizzle-orm";
import {
  ADMIN_PAGE_SIZE,
  type AdminContentDetail,
  type AdminContentItem,
  type AdminContentPage,
  type AdminContentQuery,
  type AdminStats,
  type AdminUser,
  type AdminUsersPage,
  type AdminUsersQuery,
  type AuditEntry,
  type AuditPage,
} from "../../shared/admin.ts";
import { type Database, queryRows } from "../db/client.ts";

// Both drivers may hand timestamps back as Date or as text.
const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

/** A LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

export const statsSql = sql`
  select
    (select count(*) from users)::int as "totalUsers",
    (select count(*) from user_roles where role = 'admin')::int as "admins",
    (select count(*) from profiles where is_banned)::int as "banned",
    (select count(*) from profiles where is_locked)::int as "locked",
    (select count(distinct user_id) from subscriptions
      where status in ('active', 'trialing')
        and (current_period_end is null or current_period_end > now()))::int as "subscribers",
    (select count(*) from user_content_history)::int as "prompts"
`;

/** The six counts of the panel's cards, in one round trip. */
export async function adminStats(db: Database): Promise<AdminStats> {
  const [row] = await queryRows<AdminStats>(db, statsSql);
  return row!;
}

type UserRow = {
  id: string;
  email: string;
  full_name: string | null;
  role: "admin" | "user" | null;
  is_banned: boolean | null;
  banned_at: Date | string | null;
  banned_reason: string | null;
  is_locked: boolean | null;
  locked_at: Date | string | null;
  locked_reason: string | null;
  created_at: Date | string;
  sub_status: string | null;
  plan_name: string | null;
  current_period_end: Date | string | null;
};

const toAdminUser = (r: UserRow): AdminUser => ({
  id: r.id,
  email: r.email,
  fullName: r.full_name,
  role: r.role ?? "user",
  isBanned: r.is_banned ?? false,
  bannedAt: isoOrNull(r.banned_at),
  bannedReason: r.banned_reason,
  isLocked: r.is_locked ?? false,
  lockedAt: isoOrNull(r.locked_at),
  lockedReason: r.locked_reason,
  createdAt: iso(r.created_at),
  subscription:
    r.sub_status !== null && r.plan_name !== null
      ? {
          status: r.sub_status,
          planName: r.plan_name,
          currentPeriodEnd: isoOrNull(r.current_period_end),
        }
      : null,
});

/**
 * The user rows of the panel for the users `selected` picks (already ordered and limited),
 * so profile, role and subscription are joined for 25 users only, never for all of them.
 */
function userRows(selected: SQL) {
  return sql`
    with picked as (${selected})
    select u.id, u.email, u.created_at,
           coalesce(nullif(p.full_name, ''), nullif(u.name, '')) as full_name,
           r.role, p.is_banned, p.banned_at, p.banned_reason,
           p.is_locked, p.locked_at, p.locked_reason,
           sub.status as sub_status, sub.plan_name, sub.current_period_end
    from picked
    join users u on u.id = picked.id
    left join profiles p on p.id = u.id
    left join user_roles r on r.user_id = u.id
    left join lateral (
      select x.status, sp.name as plan_name, x.current_period_end
      from subscriptions x join subscription_plans sp on sp.id = x.plan_id
      where x.user_id = u.id
      order by (x.status in ('active', 'trialing')
                and (x.current_period_end is null or x.current_period_end > now())) desc,
               x.current_period_end desc nulls last
      limit 1
    ) sub on true
    order by u.created_at desc, u.id desc
  `;
}

// The name is kept in users.name too (the profile saves both), so search reads one table.
// One lower()+like over both columns costs about half of two ilikes on a full scan.
const userSearch = (q: string) =>
  q ? sql`where lower(u.name || ' ' || u.email) like lower(${containsPattern(q)})` : sql``;

export const usersPageSql = (query: AdminUsersQuery) =>
  userRows(sql`
    select u.id from users u ${userSearch(query.q)}
    order by u.created_at desc, u.id desc
    limit ${ADMIN_PAGE_SIZE} offset ${(query.page - 1) * ADMIN_PAGE_SIZE}`);

export const usersCountSql = (query: AdminUsersQuery) =>
  sql`select count(*)::int as total from users u ${userSearch(query.q)}`;

export async function listUsers(db: Database, query: AdminUsersQuery): Promise<AdminUsersPage> {
  const [rows, [count]] = await Promise.all([
    queryRows<UserRow>(db, usersPageSql(query)),
    queryRows<{ total: number }>(db, usersCountSql(query)),
  ]);
  return {
    items: rows.map(toAdminUser),
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
    total: count?.total ?? 0,
  };
}

export async function findAdminUser(db: Database, id: string): Promise<AdminUser | null> {
  const [row] = await queryRows<UserRow>(db, userRows(sql`select ${id}::text as id`));
  return row ? toAdminUser(row) : null;
}

type ContentRow = {
  id: string;
  title: string;
  content_type: AdminContentItem["contentType"];
  created_at: Date | string;
  cursor: string;
  user_id: string;
  user_name: string | null;
  user_email: string | null;
  content?: string;
};

const toContentItem = (r: ContentRow): AdminContentItem => ({
  id: r.id,
  title: r.title,
  contentType: r.content_type,
  createdAt: iso(r.created_at),
  userId: r.user_id,
  userName: r.user_name,
  userEmail: r.user_email,
});

// The cursor keeps PostgreSQL's microseconds, which a JavaScript Date would drop.
const contentColumns = sql`
  h.id, h.title, h.content_type, h.created_at, h.user_id,
  to_char(h.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || h.id as cursor,
  coalesce(nullif(p.full_name, ''), nullif(u.name, '')) as user_name, u.email as user_email`;

// "desc nulls last" matches the indexes' order (the columns are never null), so PostgreSQL
// reads the first rows from the index instead of sorting the whole table.
export function contentPageSql(query: AdminContentQuery) {
  const conditions: SQL[] = [];
  if (query.type !== "all") conditions.push(sql`h.content_type = ${query.type}`);
  if (query.cursor) {
    const [at, id] = query.cursor.split("|");
    conditions.push(sql`(h.created_at, h.id) < (${at}::timestamptz, ${id}::uuid)`);
  }
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  // One row past the page tells whether there is a next one.
  return sql`
    with picked as (
      select h.id from user_content_history h ${where}
      order by h.created_at desc nulls last, h.id desc
      limit ${ADMIN_PAGE_SIZE + 1}
    )
    select ${contentColumns}
    from picked
    join user_content_history h on h.id = picked.id
    join users u on u.id = h.user_id
    left join profiles p on p.id = h.user_id
    order by h.created_at desc nulls last, h.id desc
  `;
}

export async function listContent(
  db: Database,
  query: AdminContentQuery,
): Promise<AdminContentPage> {
  const rows = await queryRows<ContentRow>(db, contentPageSql(query));
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  return {
    items: page.map(toContentItem),
    nextCursor: rows.length > ADMIN_PAGE_SIZE ? (page.at(-1)?.cursor ?? null) : null,
  };
}

export async function findContent(db: Database, id: string): Promise<AdminContentDetail | null> {
  const [row] = await queryRows<ContentRow>(
    db,
    sql`
    select ${contentColumns}, h.content
    from user_content_history h
    join users u on u.id = h.user_id
    left join profiles p on p.id = h.user_id
    where h.id = ${id}::uuid
  `,
  );
  return row ? { ...toContentItem(row), content: row.content ?? "" } : null;
}

type AuditRow = {
  id: string;
  actor_email: string;
  action: AuditEntry["action"];
  target_user_id: string | null;
  target_email: string | null;
  reason: string | null;
  details: Record<string, unknown> | null;
  created_at: Date | string;
};

export async function listAudit(db: Database, page: number): Promise<AuditPage> {
  const [rows, [count]] = await Promise.all([
    queryRows<AuditRow>(
      db,
      sql`
      select id, actor_email, action, target_user_id, target_email, reason, details, created_at
      from audit_log order by created_at desc nulls last, id desc
      limit ${ADMIN_PAGE_SIZE} offset ${(page - 1) * ADMIN_PAGE_SIZE}
    `,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from audit_log`),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      actorEmail: r.actor_email,
      action: r.action,
      targetUserId: r.target_user_id,
      targetEmail: r.target_email,
      reason: r.reason,
      details: r.details,
      createdAt: iso(r.created_at),
    })),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    total: count?.total ?? 0,
  };
}
