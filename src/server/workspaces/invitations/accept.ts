import { and, eq, inArray, sql } from "drizzle-orm";
import {
  INVITATION_INVALID,
  type InvitationPreview,
  JOINING_NEEDS_PRO,
  MEMBERS_LIMIT_AT_JOIN,
  VERIFY_BEFORE_JOINING,
  wrongAccountMessage,
} from "../../../shared/invitations.ts";
import { recordActivity } from "../../activity/recorder.ts";
import type { Database } from "../../db/client.ts";
import {
  brands,
  profiles,
  users,
  workspaceInvitations,
  workspaceMembers,
  workspaces,
} from "../../db/schema/index.ts";
import { errors } from "../../lib/errors.ts";
import { hashSecretToken, looksLikeSecretToken } from "../../lib/secret-token.ts";
import { noticeOfTeamChange } from "../../notifications/events.ts";
import { isFull, lockWorkspace, stillPending, workspaceIsPro } from "./rules.ts";

/** One answer for an unknown, expired, used or revoked link. */
const invalid = () => errors.notFound(INVITATION_INVALID);

const byHash = (token: string) => eq(workspaceInvitations.tokenHash, hashSecretToken(token));
const byToken = (token: string) => and(byHash(token), stillPending);

/**
 * The invitation a link's token opens, pending or not (a used one is kept, expired, so its
 * member is led back in), or null (also for a token of another shape).
 */
async function invitationOfToken(db: Database, token: string) {
  if (!looksLikeSecretToken(token)) return null;
  const [row] = await db
    .select({
      id: workspaceInvitations.id,
      workspaceId: workspaceInvitations.workspaceId,
      workspaceName: workspaces.name,
      email: workspaceInvitations.email,
      role: workspaceInvitations.role,
      brandIds: workspaceInvitations.brandIds,
      inviterName: users.name,
      pending: sql<boolean>`${stillPending}`,
    })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .leftJoin(users, eq(users.id, workspaceInvitations.invitedBy))
    .where(byHash(token));
  return row ?? null;
}

/** The pending invitation a link's token opens, or null. */
export async function pendingInvitation(db: Database, token: string) {
  const row = await invitationOfToken(db, token);
  return row?.pending ? row : null;
}

export async function accountWithEmail(db: Database, email: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user ?? null;
}

type Invitation = NonNullable<Awaited<ReturnType<typeof invitationOfToken>>>;

/** The account the link was sent to is already in its workspace: the link leads back in. */
async function openedByItsMember(
  db: Database,
  invitation: Invitation,
  viewer: { id: string; email: string } | null,
) {
  if (!viewer || invitation.email !== viewer.email.toLowerCase()) return false;
  const [member] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, invitation.workspaceId),
        eq(workspaceMembers.userId, viewer.id),
      ),
    );
  return member !== undefined;
}

/**
 * What the link's page shows: the link's holder received it at the invited address. Opened
 * again by the member it made, it says so, whether the link is still pending or used.
 */
export async function previewInvitation(
  db: Database,
  token: string,
  viewer: { id: string; email: string } | null,
): Promise<InvitationPreview> {
  const invitation = await invitationOfToken(db, token);
  if (!invitation) throw invalid();
  const alreadyMember = await openedByItsMember(db, invitation, viewer);
  if (!invitation.pending && !alreadyMember) throw invalid();
  return {
    workspaceName: invitation.workspaceName,
    inviterName: invitation.inviterName,
    email: invitation.email,
    role: invitation.role,
    accountExists: (await accountWithEmail(db, invitation.email)) !== null,
    alreadyMember,
  };
}

/** Whether the workspace may take one more member now (refusals in Portuguese). */
export async function ensureRoomFor(tx: Database, workspaceId: string) {
  if (!(await workspaceIsPro(tx, workspaceId))) throw errors.conflict(JOINING_NEEDS_PRO);
  if (await isFull(tx, workspaceId)) throw errors.conflict(MEMBERS_LIMIT_AT_JOIN);
}

export type Joiner = { id: string; email: string; emailVerified: boolean };

/**
 * The signed-in account joins with the invitation's role and brand access (the brands deleted
 * since left out), the workspace becomes its current one, and the link stops working.
 * `needsVerified`: with SMTP on, as sign-in, only a proven address joins.
 */
export async function acceptInvitation(
  db: Database,
  joiner: Joiner,
  token: string,
  { needsVerified }: { needsVerified: boolean },
) {
  const found = await invitationOfToken(db, token);
  if (!found) throw invalid();
  if (await openedByItsMember(db, found, joiner)) {
    await enter(db, joiner.id, found.workspaceId);
    return { workspaceId: found.workspaceId, workspaceName: found.workspaceName };
  }
  if (!found.pending) throw invalid();
  if (found.email !== joiner.email.toLowerCase()) {
    throw errors.forbidden(wrongAccountMessage(found.email));
  }
  if (needsVerified && !joiner.emailVerified) throw errors.forbidden(VERIFY_BEFORE_JOINING);
  return db.transaction(async (tx) => {
    await lockWorkspace(tx, found.workspaceId);
    // Read again under the lock: a resend, a revoke or another accept may have come first.
    const [invitation] = await tx
      .select({ id: workspaceInvitations.id, brandIds: workspaceInvitations.brandIds })
      .from(workspaceInvitations)
      .where(and(eq(workspaceInvitations.id, found.id), byToken(token)));
    if (!invitation) throw invalid();
    const [member] = await tx
      .select({ role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(
        and(
          eq(workspaceMembers.workspaceId, found.workspaceId),
          eq(workspaceMembers.userId, joiner.id),
        ),
      );
    // Joined meanwhile (a second tab): in already.
    if (member) return { workspaceId: found.workspaceId, workspaceName: found.workspaceName };
    await ensureRoomFor(tx, found.workspaceId);
    await tx.insert(workspaceMembers).values({
      workspaceId: found.workspaceId,
      userId: joiner.id,
      role: found.role,
      brandIds: await brandsStillThere(tx, found.workspaceId, invitation.brandIds),
    });
    // Used, the link stops working for anyone else; kept, expired, to lead its member back in.
    await tx
      .update(workspaceInvitations)
      .set({ expiresAt: sql`now()` })
      .where(eq(workspaceInvitations.id, invitation.id));
    await recordActivity(
      tx,
      { workspaceId: found.workspaceId, userId: joiner.id },
      { kind: "joined" },
    );
    await noticeOfTeamChange(tx, found.workspaceId, { userId: joiner.id }, "joined");
    await enter(tx, joiner.id, found.workspaceId);
    return { workspaceId: found.workspaceId, workspaceName: found.workspaceName };
  });
}

/** The workspace becomes the member's current one. */
const enter = (db: Database, userId: string, workspaceId: string) =>
  db.update(profiles).set({ currentWorkspaceId: workspaceId }).where(eq(profiles.id, userId));

async function brandsStillThere(tx: Database, workspaceId: string, ids: string[] | null) {
  if (ids === null || ids.length === 0) return ids;
  const rows = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.workspaceId, workspaceId), inArray(brands.id, ids)));
  const kept = new Set(rows.map((row) => row.id));
  return ids.filter((id) => kept.has(id));
}
