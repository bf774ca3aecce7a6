import { and, count, eq } from "drizzle-orm";
import {
  MAX_OWNED_WORKSPACES,
  OWNED_WORKSPACES_LIMIT,
  ROLE_FORBIDDEN,
} from "../../shared/workspaces.ts";
import type { Database } from "../db/client.ts";
import { profiles, workspaceMembers, workspaces } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import type { WorkspaceAccess } from "./access.ts";

/*
 * Who owns what changes in four places: creating a workspace, accepting an ownership offer,
 * deleting a workspace and deleting an account. Each checks, then writes; a check made before
 * its transaction, or without the lock the others take, lets two of them pass a rule together
 * (issue 39). So each locks first, in one order (the workspace's row, then the person's
 * profile row), and checks again inside its transaction.
 */

/** The person's profile row, locked: what they own is counted under it. */
export async function lockPerson(tx: Database, userId: string) {
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for("update");
}

/** Under the person's lock: they may own one more workspace (MAX_OWNED_WORKSPACES), else 409. */
export async function ensureMayOwnAnother(tx: Database, userId: string) {
  await lockPerson(tx, userId);
  const [owned] = await tx
    .select({ value: count() })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.role, "owner")));
  if ((owned?.value ?? 0) >= MAX_OWNED_WORKSPACES) throw errors.conflict(OWNED_WORKSPACES_LIMIT);
}

/**
 * The workspace's row locked (a transfer, a join or a deletion of it waits for the holder),
 * and the member acting on it still its Proprietário: the role a request began with may have
 * moved by a transfer since (403, as for a role that may not).
 */
export async function lockAsOwner(tx: Database, access: WorkspaceAccess) {
  await tx
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.id, access.workspaceId))
    .for("update");
  await ensureStillOwner(tx, access);
}

/** The member is the workspace's Proprietário now, whatever their session read (else 403). */
export async function ensureStillOwner(db: Database, access: WorkspaceAccess) {
  const [member] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, access.workspaceId),
        eq(workspaceMembers.userId, access.userId),
      ),
    );
  if (member?.role !== "owner") throw errors.forbidden(ROLE_FORBIDDEN);
}
