import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import {
  ADMIN_PAGE_SIZE,
  type AdminUser,
  type AdminUsersPage,
  type AdminUsersQuery,
} from "../../shared/admin.ts";
import { grantsAccessSql } from "../billing/access.ts";
import { type Database, parseRows } from "../db/client.ts";
import { containsPattern } from "../db/like.ts";

// The panel's users: a page of them (searched by name or e-mail), and one after an action.

const count32 = z.number().int();

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
