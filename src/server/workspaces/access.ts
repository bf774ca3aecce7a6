import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import {
  CHOOSE_YOUR_BRAND,
  LIMITED_TO_BRANDS,
  ROLE_FORBIDDEN,
  roleLimitable,
  roleMay,
  WORKSPACE_ROLES,
  type WorkspaceAction,
  type WorkspaceRole,
} from "../../shared/workspaces.ts";
import type { AppEnv } from "../app-env.ts";
import type { Viewer } from "../auth/viewer.ts";
import { plans, workspaceMembers } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { isUuid } from "../lib/ids.ts";
import { getViewer, viewerOf } from "../middleware/guards.ts";

/*
 * The one place that decides who may do what to a workspace's content: the member's role
 * (src/shared/workspaces.ts) and the brands they may see. A brand they may not see is absent:
 * its items answer 404 like an unknown id, and no list, count or search holds them.
 */

/** Who acts, where, and what they may see there; what they make is authored by `userId`. */
export type WorkspaceAccess = {
  workspaceId: string;
  userId: string;
  role: WorkspaceRole;
  /** null: every brand of the workspace. */
  brandIds: readonly string[] | null;
};

export const accessOfViewer = (viewer: Viewer): WorkspaceAccess => ({
  workspaceId: viewer.workspace.id,
  userId: viewer.id,
  role: viewer.workspace.role,
  brandIds: viewer.workspace.brandIds,
});

/** The access of the request's viewer, behind `requireUser` (or `may`). */
export const accessOf = (c: Context<AppEnv>) => accessOfViewer(viewerOf(c));

/** Signed in, and the role in the current workspace may do `action` (else 403, nothing done). */
export const may = (action: WorkspaceAction) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const viewer = await getViewer(c);
    if (!viewer) throw errors.unauthorized();
    ensureMay(accessOfViewer(viewer), action);
    await next();
  });

export function ensureMay(access: WorkspaceAccess, action: WorkspaceAction) {
  if (!roleMay(access.role, action)) throw errors.forbidden(ROLE_FORBIDDEN);
}

/** Whether the member may see what belongs to this brand (null: content of no brand). */
export const seesBrand = (access: WorkspaceAccess, brandId: string | null) =>
  access.brandIds === null || (brandId !== null && access.brandIds.includes(brandId));

/** SQL: the brand column names a brand the member may see (always true with every brand). */
export function brandVisible(access: WorkspaceAccess, brandId: PgColumn): SQL | undefined {
  if (access.brandIds === null) return undefined;
  if (access.brandIds.length === 0) return sql`false`;
  return inArray(brandId, [...access.brandIds]);
}

const LIMITABLE_ROLES = WORKSPACE_ROLES.filter(roleLimitable);

/**
 * SQL: a membership row read in a query (not the request's viewer) sees what belongs to the
 * brand column, as `seesBrand` decides: owners and admins every brand, others their list (null:
 * every brand), content of no brand only with every brand. For the feeds and digests, which
 * reach a member without a request of theirs.
 */
export const memberSeesBrand = (
  member: { role: PgColumn; brandIds: PgColumn },
  brandId: PgColumn,
): SQL =>
  sql`(${member.role} not in (${sql.join(
    LIMITABLE_ROLES.map((role) => sql`${role}`),
    sql`, `,
  )}) or ${member.brandIds} is null or ${member.brandIds} @> jsonb_build_array(${brandId}::text))`;

/** SQL: the membership row of a workspace and user (columns or values), to join a row to it. */
export const membershipOf = (workspaceId: PgColumn | string, userId: PgColumn | string): SQL =>
  and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)) as SQL;

/** SQL: a row of the member's workspace, of a brand they may see. */
export const visibleIn = (
  access: WorkspaceAccess,
  row: { workspaceId: PgColumn; brandId: PgColumn },
): SQL => and(eq(row.workspaceId, access.workspaceId), brandVisible(access, row.brandId)) as SQL;

/** A key of what the member may see, for answers cached per workspace and access. */
export const accessKey = (access: WorkspaceAccess) =>
  `${access.workspaceId}/${access.brandIds === null ? "*" : [...access.brandIds].sort().join(",")}`;

/**
 * Creating a brand: a member limited to some brands would make one they cannot see, so only
 * members who see every brand may.
 */
export function ensureEveryBrand(access: WorkspaceAccess) {
  if (access.brandIds !== null) throw errors.forbidden(LIMITED_TO_BRANDS);
}

/** A member limited to some brands works within them: what they make names one of them. */
export function ensureMayGoWithoutBrand(access: WorkspaceAccess) {
  if (access.brandIds !== null) throw errors.unprocessable(CHOOSE_YOUR_BRAND);
}

/**
 * The member's brands as one SQL parameter, for statements prepared once for every member:
 * null for every brand, else a uuid[] literal.
 */
export const brandListParam = (access: WorkspaceAccess) =>
  access.brandIds === null ? null : `{${access.brandIds.filter(isUuid).join(",")}}`;

/** SQL: the plan is of a brand in the list (a brandListParam; null: every brand passes). */
export const planBrandAllowed = (planId: PgColumn, brands: SQL) =>
  sql`(${brands}::uuid[] is null or exists (select 1 from ${plans} where ${plans.id} = ${planId} and ${plans.brandId} = any(${brands}::uuid[])))`;
