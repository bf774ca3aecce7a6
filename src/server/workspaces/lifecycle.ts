import { and, eq, sql } from "drizzle-orm";
import {
  NOT_CURRENT_WORKSPACE,
  OWNER_CANNOT_LEAVE,
  WORKSPACE_NAME_MISMATCH,
} from "../../shared/ownership.ts";
import { recordActivity } from "../activity/recorder.ts";
import type { AppDeps } from "../app-env.ts";
import { cancelOpenSubscriptions } from "../billing/cancel-open.ts";
import type { Database } from "../db/client.ts";
import { profiles, workspaceMembers, workspaces } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { noticeOfTeamChange } from "../notifications/events.ts";
import type { WorkspaceAccess } from "./access.ts";
import { lockWorkspace } from "./invitations/rules.ts";
import { ensureStillOwner, lockAsOwner } from "./owner-locks.ts";
import { ensureTeamWorkspace } from "./ownership.ts";

/**
 * "Sair do espaço de trabalho": a member below the owner leaves at once (their next request,
 * on any instance, reads the membership gone, decision 032) and works in their personal one
 * again. What they authored stays the team's. The owner transfers or deletes first.
 */
export async function leaveWorkspace(db: Database, access: WorkspaceAccess, workspaceId: string) {
  // A personal workspace's only owner is its account: the check below covers it.
  if (access.role === "owner") throw errors.conflict(OWNER_CANNOT_LEAVE);
  if (workspaceId !== access.workspaceId) throw errors.conflict(NOT_CURRENT_WORKSPACE);
  await db.transaction(async (tx) => {
    // Taking turns with removals: see removeMember.
    await lockWorkspace(tx, access.workspaceId);
    await tx.delete(workspaceMembers).where(
      and(
        eq(workspaceMembers.workspaceId, access.workspaceId),
        eq(workspaceMembers.userId, access.userId),
        // Checked again in the statement: an owner made meanwhile stays.
        sql`${workspaceMembers.role} <> 'owner'`,
      ),
    );
    await tx
      .update(profiles)
      .set({ currentWorkspaceId: null })
      .where(eq(profiles.id, access.userId));
    await recordActivity(tx, access, { kind: "left" });
    await noticeOfTeamChange(tx, access.workspaceId, { userId: access.userId }, "left");
  });
}

/**
 * The Proprietário deletes a team workspace, typing its name: its running subscription is
 * cancelled with Stripe first (nothing is deleted if Stripe cannot be reached), then the row
 * goes and everything it owns cascades (brands, plans and posts, history, links, usage,
 * subscriptions, memberships, a pending offer). Members work in their personal workspace from
 * their next request. The role the request began with is read again, before Stripe and in
 * the deletion's transaction under the workspace's lock: a transfer accepted since leaves the
 * workspace to its new owner (403).
 */
export async function deleteWorkspace(deps: AppDeps, access: WorkspaceAccess, typed: string) {
  const workspace = await ensureTeamWorkspace(deps.db, access.workspaceId);
  if (typed !== workspace.name) throw errors.badRequest(WORKSPACE_NAME_MISMATCH);
  await ensureStillOwner(deps.db, access);
  await cancelOpenSubscriptions(deps, { workspaceId: access.workspaceId });
  await deps.db.transaction(async (tx) => {
    await lockAsOwner(tx, access);
    await tx.delete(workspaces).where(eq(workspaces.id, access.workspaceId));
  });
  deps.logger.info({ workspaceId: access.workspaceId, userId: access.userId }, "workspace deleted");
}
