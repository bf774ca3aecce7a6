import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { roleLimitable, WORKSPACE_ROLES } from "../../shared/workspaces.ts";
import { workspaceMembers } from "../db/schema/index.ts";

/*
 * Who of a workspace may see a brand, as SQL on their membership rows: for what reaches members
 * without a request of theirs (feeds, digests, notifications). It imports nothing of the
 * workspaces' access module (the request's viewer), so the modules that tell members of events
 * (notifications/notify.ts), which the workspaces' own services call, stay out of its graph.
 */

const LIMITABLE_ROLES = WORKSPACE_ROLES.filter(roleLimitable);

/**
 * SQL: a membership row read in a query (not the request's viewer) sees what belongs to the
 * brand column, as `seesBrand` decides: owners and admins every brand, others their list (null:
 * every brand), content of no brand only with every brand. For the feeds and digests, which
 * reach a member without a request of theirs.
 */
export const memberSeesBrand = (
  member: { role: PgColumn; brandIds: PgColumn },
  brandId: PgColumn | SQL,
): SQL =>
  sql`(${member.role} not in (${sql.join(
    LIMITABLE_ROLES.map((role) => sql`${role}`),
    sql`, `,
  )}) or ${member.brandIds} is null or ${member.brandIds} @> jsonb_build_array(${brandId}::text))`;

/**
 * Who hears of an event of a workspace (decision 061), for no viewer: its members, each as
 * their membership lets them see the event's brand now (null: of no brand, which every member
 * hears of). `members(...)` is the SQL on `workspace_members`; `told` the same decision on a
 * notification kept for a member, applied again when it is read, e-mailed or pushed (their
 * access may have narrowed since).
 */
export function scopedForNotice() {
  return {
    members: (workspaceId: string, brandId: string | null) =>
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        brandId === null ? undefined : memberSeesBrand(workspaceMembers, sql`${brandId}`),
      ) as SQL,
    told: (kept: { workspaceId: PgColumn; userId: PgColumn; brandId: PgColumn }) =>
      and(
        eq(workspaceMembers.workspaceId, kept.workspaceId),
        eq(workspaceMembers.userId, kept.userId),
        sql`(${kept.brandId} is null or ${memberSeesBrand(workspaceMembers, kept.brandId)})`,
      ) as SQL,
  };
}
