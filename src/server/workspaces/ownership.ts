import { and, asc, eq, ne, sql } from "drizzle-orm";
import {
  OFFER_NOT_FOUND,
  OFFER_PENDING,
  OFFER_TO_YOURSELF,
  type OwnershipOffer,
  type OwnershipOfferToMe,
  PERSONAL_WORKSPACE_KEPT,
} from "../../shared/ownership.ts";
import { MEMBER_NOT_FOUND, WORKSPACE_NOT_FOUND } from "../../shared/workspaces.ts";
import { recordActivity } from "../activity/recorder.ts";
import type { Database } from "../db/client.ts";
import { ownershipOffers, profiles, workspaceMembers, workspaces } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import type { WorkspaceAccess } from "./access.ts";
import { ensureMayOwnAnother } from "./owner-locks.ts";

/*
 * Ownership moves only by an offer the new owner accepts: the Proprietário offers it to a
 * member (one pending offer per workspace), may cancel it, and the member accepts or declines.
 * The subscription's payer does not change (decision 040).
 */

/** The display name of the offer's member or owner (a correlated subquery, qualified by hand). */
const nameOf = (column: "to_user_id" | "from_user_id") =>
  sql<string>`(select coalesce(nullif(p.full_name, ''), u.name) from users u left join profiles p on p.id = u.id where u.id = ${sql.raw(`ownership_offers.${column}`)})`;

/** A team workspace (a personal one is its account's alone: never transferred or left). */
export async function ensureTeamWorkspace(db: Database, workspaceId: string) {
  const [workspace] = await db
    .select({ personalOf: workspaces.personalOf, name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  if (!workspace) throw errors.notFound(WORKSPACE_NOT_FOUND);
  if (workspace.personalOf !== null) throw errors.conflict(PERSONAL_WORKSPACE_KEPT);
  return workspace;
}

/** The Proprietário offers the workspace to one of its members. */
export async function offerOwnership(db: Database, access: WorkspaceAccess, toUserId: string) {
  if (toUserId === access.userId) throw errors.conflict(OFFER_TO_YOURSELF);
  await ensureTeamWorkspace(db, access.workspaceId);
  const [member] = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, access.workspaceId),
        eq(workspaceMembers.userId, toUserId),
      ),
    );
  if (!member) throw errors.notFound(MEMBER_NOT_FOUND);
  const made = await db
    .insert(ownershipOffers)
    .values({ workspaceId: access.workspaceId, toUserId, fromUserId: access.userId })
    .onConflictDoNothing()
    .returning({ workspaceId: ownershipOffers.workspaceId });
  if (made.length === 0) throw errors.conflict(OFFER_PENDING);
  const offer = await pendingOffer(db, access);
  if (!offer) throw errors.notFound(MEMBER_NOT_FOUND);
  return offer;
}

/** The workspace's pending offer, as its owner sees it on "Equipe". */
export async function pendingOffer(
  db: Database,
  access: WorkspaceAccess,
): Promise<OwnershipOffer | null> {
  const [row] = await db
    .select({
      toUserId: ownershipOffers.toUserId,
      toName: nameOf("to_user_id"),
      createdAt: ownershipOffers.createdAt,
    })
    .from(ownershipOffers)
    .where(eq(ownershipOffers.workspaceId, access.workspaceId));
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}

export async function cancelOffer(db: Database, access: WorkspaceAccess) {
  const gone = await db
    .delete(ownershipOffers)
    .where(eq(ownershipOffers.workspaceId, access.workspaceId))
    .returning({ workspaceId: ownershipOffers.workspaceId });
  if (gone.length === 0) throw errors.notFound(OFFER_NOT_FOUND);
}

/** The offers made to the user, in any of their workspaces (whichever one they work in). */
export async function offersTo(db: Database, userId: string): Promise<OwnershipOfferToMe[]> {
  const rows = await db
    .select({
      workspaceId: ownershipOffers.workspaceId,
      workspaceName: workspaces.name,
      fromName: nameOf("from_user_id"),
      createdAt: ownershipOffers.createdAt,
    })
    .from(ownershipOffers)
    .innerJoin(workspaces, eq(workspaces.id, ownershipOffers.workspaceId))
    .where(eq(ownershipOffers.toUserId, userId))
    .orderBy(asc(ownershipOffers.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * Accepting, in one transaction: the offer (locked, so a second click or a cancel racing it
 * finds nothing) makes the member the owner and the owner an Administrador, with every brand;
 * the new owner then works in the workspace. Both members' next requests read their new role
 * (the membership triggers, decision 032). The workspace's row is locked first, so a deletion
 * of it already under way finishes (and the offer goes with it) or waits for this.
 */
export async function acceptOffer(db: Database, userId: string, workspaceId: string) {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .for("update");
    const [offer] = await tx
      .select({ fromUserId: ownershipOffers.fromUserId, toName: nameOf("to_user_id") })
      .from(ownershipOffers)
      .where(
        and(eq(ownershipOffers.workspaceId, workspaceId), eq(ownershipOffers.toUserId, userId)),
      )
      .for("update");
    if (!offer) throw errors.notFound(OFFER_NOT_FOUND);
    // The same limit as creating one, counted under the same lock.
    await ensureMayOwnAnother(tx, userId);
    await tx
      .update(workspaceMembers)
      .set({ role: "admin", brandIds: null })
      .where(
        and(
          eq(workspaceMembers.workspaceId, workspaceId),
          eq(workspaceMembers.role, "owner"),
          ne(workspaceMembers.userId, userId),
        ),
      );
    await tx
      .update(workspaceMembers)
      .set({ role: "owner", brandIds: null })
      .where(
        and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)),
      );
    await tx.delete(ownershipOffers).where(eq(ownershipOffers.workspaceId, workspaceId));
    // The log says it as the previous owner's act: "transferiu a propriedade para …".
    await recordActivity(
      tx,
      { workspaceId, userId: offer.fromUserId },
      { kind: "ownership_transferred", subject: offer.toName },
    );
    await tx
      .update(profiles)
      .set({ currentWorkspaceId: workspaceId })
      .where(eq(profiles.id, userId));
  });
}

export async function declineOffer(db: Database, userId: string, workspaceId: string) {
  const gone = await db
    .delete(ownershipOffers)
    .where(and(eq(ownershipOffers.workspaceId, workspaceId), eq(ownershipOffers.toUserId, userId)))
    .returning({ workspaceId: ownershipOffers.workspaceId });
  if (gone.length === 0) throw errors.notFound(OFFER_NOT_FOUND);
}
