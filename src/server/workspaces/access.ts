import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import {
  ASSIGN_FORBIDDEN,
  ASSIGNEE_NOT_ALLOWED,
  type AssignmentChange,
  CHOOSE_YOUR_BRAND,
  LIMITED_TO_BRANDS,
  mayAssign,
  mayBeAssigned,
  ROLE_FORBIDDEN,
  roleLimitable,
  roleMay,
  type WorkspaceAction,
  type WorkspaceRole,
} from "../../shared/workspaces.ts";
import type { AppEnv } from "../app-env.ts";
import { getViewer, viewerOf } from "../auth/guards.ts";
import type { Viewer } from "../auth/viewer.ts";
import { workspaceMembers } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";

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
export const seesBrand = (access: Pick<WorkspaceAccess, "brandIds">, brandId: string | null) =>
  access.brandIds === null || (brandId !== null && access.brandIds.includes(brandId));

/** SQL: the membership row of a workspace and user (columns or values), to join a row to it. */
export const membershipOf = (workspaceId: PgColumn | string, userId: PgColumn | string): SQL =>
  and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)) as SQL;

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
 * Changing who is responsible for a post (decision 058): the role's rule (`mayAssign`), else a
 * 403 that says what the member may do instead.
 */
export function ensureMayAssign(
  access: WorkspaceAccess,
  change: Omit<AssignmentChange, "actorId">,
) {
  if (!mayAssign(access.role, { actorId: access.userId, ...change })) {
    throw errors.forbidden(ASSIGN_FORBIDDEN);
  }
}

/**
 * The member made responsible for a post of this brand: one of the workspace (their membership
 * row, undefined when they are not) whose role produces content and who sees the brand; else a
 * 422 in Portuguese, the same for a stranger as for a member who may not (nothing said of who).
 */
export function ensureAssignable(
  member: { role: WorkspaceRole; brandIds: string[] | null } | undefined,
  brandId: string | null,
) {
  const sees =
    member !== undefined &&
    mayBeAssigned(member.role) &&
    seesBrand({ brandIds: roleLimitable(member.role) ? member.brandIds : null }, brandId);
  if (!sees) throw errors.unprocessable(ASSIGNEE_NOT_ALLOWED);
}
