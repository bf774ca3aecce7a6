import { and, desc, eq, sql } from "drizzle-orm";
import {
  ALREADY_INVITED,
  ALREADY_MEMBER_INVITE,
  INVITATION_DAYS,
  INVITATION_NOT_FOUND,
  INVITATION_PATH,
  INVITATIONS_NEED_PRO,
  type InvitableRole,
  type InvitationList,
  MAX_PENDING_INVITATIONS,
  MEMBERS_LIMIT,
  PENDING_LIMIT,
  PERSONAL_NO_INVITATIONS,
  type PendingInvitation,
  roleLabel,
} from "../../../shared/invitations.ts";
import { roleLimitable, WORKSPACE_NOT_FOUND } from "../../../shared/workspaces.ts";
import { recordActivity } from "../../activity/recorder.ts";
import type { AppDeps } from "../../app-env.ts";
import type { Viewer } from "../../auth/viewer.ts";
import type { Database } from "../../db/client.ts";
import { users, workspaceInvitations, workspaceMembers } from "../../db/schema/index.ts";
import { queueEmail } from "../../emails/queue.ts";
import { invitationEmail } from "../../emails/templates.ts";
import { AppError, errors } from "../../lib/errors.ts";
import { hashSecretToken, newSecretToken } from "../../lib/secret-token.ts";
import { accessOfViewer } from "../access.ts";
import { ensureBrandsOfWorkspace } from "../service.ts";
import {
  countInvitationEmail,
  isFull,
  lockWorkspace,
  memberCount,
  pendingCount,
  stillPending,
} from "./rules.ts";

const columns = {
  id: workspaceInvitations.id,
  email: workspaceInvitations.email,
  role: workspaceInvitations.role,
  brandIds: workspaceInvitations.brandIds,
  invitedBy: sql<
    string | null
  >`(select ${users.name} from ${users} where ${users.id} = ${workspaceInvitations.invitedBy})`,
  expiresAt: workspaceInvitations.expiresAt,
  sentAt: workspaceInvitations.sentAt,
};

type Row = {
  id: string;
  email: string;
  role: InvitableRole;
  brandIds: string[] | null;
  invitedBy: string | null;
  expiresAt: Date;
  sentAt: Date;
};

const toPending = (row: Row): PendingInvitation => ({
  ...row,
  expiresAt: row.expiresAt.toISOString(),
  sentAt: row.sentAt.toISOString(),
});

const inWorkspace = (workspaceId: string, id: string) =>
  and(eq(workspaceInvitations.workspaceId, workspaceId), eq(workspaceInvitations.id, id));

/** The team page's pending invitations, newest first, and how many members there are. */
export async function listInvitations(db: Database, workspaceId: string): Promise<InvitationList> {
  const rows = await db
    .select(columns)
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), stillPending))
    .orderBy(desc(workspaceInvitations.sentAt), desc(workspaceInvitations.id));
  return { items: rows.map(toPending), members: await memberCount(db, workspaceId) };
}

/** Invitations are a team's, and a team beyond its owner is Pro's (decision 039). */
function ensureMayInvite(viewer: Viewer) {
  if (viewer.workspace.personal) throw errors.forbidden(PERSONAL_NO_INVITATIONS);
  if (viewer.subscription === null) {
    throw new AppError(402, "SUBSCRIPTION_REQUIRED", INVITATIONS_NEED_PRO);
  }
}

/** An address already in the team is sent no link (an accepted invitation's row is kept). */
async function ensureNotMember(tx: Database, workspaceId: string, email: string) {
  const [member] = await tx
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(users.email, email)));
  if (member) throw errors.conflict(ALREADY_MEMBER_INVITE);
}

const newLink = () => {
  const token = newSecretToken();
  return {
    token,
    tokenHash: hashSecretToken(token),
    sentAt: new Date(),
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
  };
};

/** Queues the invitation's e-mail in the transaction; the caller announces it after commit. */
function queueInvitationEmail(
  tx: Database,
  deps: AppDeps,
  viewer: Viewer,
  invitation: { email: string; role: InvitableRole; token: string },
) {
  const email = invitationEmail({
    workspaceName: viewer.workspace.name,
    inviterName: viewer.fullName || viewer.name,
    role: roleLabel(invitation.role),
    url: `${deps.env.APP_URL}${INVITATION_PATH}/${invitation.token}`,
  });
  return queueEmail(tx, { ...email, to: invitation.email }, deps.mailer.delivery);
}

/**
 * Invites the address to the viewer's current workspace: refused, changing nothing, past any
 * limit. An expired invitation to the same address is replaced; a pending one is a resend's.
 */
export async function createInvitation(
  deps: AppDeps,
  viewer: Viewer,
  input: { email: string; role: InvitableRole; brandIds: string[] | null },
) {
  ensureMayInvite(viewer);
  const workspaceId = viewer.workspace.id;
  const brandIds = roleLimitable(input.role) ? input.brandIds : null;
  if (brandIds) await ensureBrandsOfWorkspace(deps.db, accessOfViewer(viewer), brandIds);
  const link = newLink();
  const { invitation, queued } = await deps.db.transaction(async (tx) => {
    if (!(await lockWorkspace(tx, workspaceId))) throw errors.notFound(WORKSPACE_NOT_FOUND);
    await ensureNotMember(tx, workspaceId, input.email);
    const [existing] = await tx
      .select({ pending: sql<boolean>`${stillPending}` })
      .from(workspaceInvitations)
      .where(
        and(
          eq(workspaceInvitations.workspaceId, workspaceId),
          eq(workspaceInvitations.email, input.email),
        ),
      );
    if (existing?.pending) throw errors.conflict(ALREADY_INVITED);
    if (await isFull(tx, workspaceId)) throw errors.conflict(MEMBERS_LIMIT);
    if ((await pendingCount(tx, workspaceId)) >= MAX_PENDING_INVITATIONS) {
      throw errors.conflict(PENDING_LIMIT);
    }
    await countInvitationEmail(tx, workspaceId);
    const values = {
      role: input.role,
      brandIds,
      invitedBy: viewer.id,
      tokenHash: link.tokenHash,
      sentAt: link.sentAt,
      expiresAt: link.expiresAt,
    };
    const [row] = await tx
      .insert(workspaceInvitations)
      .values({ workspaceId, email: input.email, ...values })
      .onConflictDoUpdate({
        target: [workspaceInvitations.workspaceId, workspaceInvitations.email],
        set: values,
      })
      .returning({ id: workspaceInvitations.id });
    if (!row) throw new Error("invitation insert returned no row");
    const queued = await queueInvitationEmail(tx, deps, viewer, { ...input, token: link.token });
    await recordActivity(
      tx,
      { workspaceId, userId: viewer.id },
      { kind: "invited", subject: input.email },
    );
    return { invitation: row, queued };
  });
  deps.mailer.announce(queued);
  return pendingById(deps.db, workspaceId, invitation.id);
}

async function pendingById(db: Database, workspaceId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(workspaceInvitations)
    .where(inWorkspace(workspaceId, id));
  if (!row) throw errors.notFound(INVITATION_NOT_FOUND);
  return toPending(row);
}

/**
 * A new e-mail with a new link, valid 7 days again; the old link stops working at once. An
 * expired invitation may be resent too. Each resend counts against the day's e-mails.
 */
export async function resendInvitation(deps: AppDeps, viewer: Viewer, id: string) {
  const workspaceId = viewer.workspace.id;
  const link = newLink();
  const queued = await deps.db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    const [invitation] = await tx
      .select({ email: workspaceInvitations.email, role: workspaceInvitations.role })
      .from(workspaceInvitations)
      .where(inWorkspace(workspaceId, id));
    if (!invitation) throw errors.notFound(INVITATION_NOT_FOUND);
    ensureMayInvite(viewer);
    await ensureNotMember(tx, workspaceId, invitation.email);
    if (await isFull(tx, workspaceId)) throw errors.conflict(MEMBERS_LIMIT);
    await countInvitationEmail(tx, workspaceId);
    await tx
      .update(workspaceInvitations)
      .set({
        tokenHash: link.tokenHash,
        sentAt: link.sentAt,
        expiresAt: link.expiresAt,
        invitedBy: viewer.id,
      })
      .where(inWorkspace(workspaceId, id));
    return queueInvitationEmail(tx, deps, viewer, { ...invitation, token: link.token });
  });
  deps.mailer.announce(queued);
  return pendingById(deps.db, workspaceId, id);
}

/**
 * "Copiar link" and "Enviar pelo WhatsApp": the invitation's link, for the inviter to pass on
 * themself. Only its hash is kept, so this issues a new one in place of the old (as a resend
 * does), without an e-mail: it counts nothing against the day's e-mails.
 */
export async function shareInvitationLink(deps: AppDeps, viewer: Viewer, id: string) {
  const workspaceId = viewer.workspace.id;
  const link = newLink();
  const updated = await deps.db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    const [invitation] = await tx
      .select({ email: workspaceInvitations.email })
      .from(workspaceInvitations)
      .where(inWorkspace(workspaceId, id));
    if (!invitation) throw errors.notFound(INVITATION_NOT_FOUND);
    ensureMayInvite(viewer);
    await ensureNotMember(tx, workspaceId, invitation.email);
    return tx
      .update(workspaceInvitations)
      .set({ tokenHash: link.tokenHash, sentAt: link.sentAt, expiresAt: link.expiresAt })
      .where(inWorkspace(workspaceId, id))
      .returning({ id: workspaceInvitations.id });
  });
  if (updated.length === 0) throw errors.notFound(INVITATION_NOT_FOUND);
  return { url: `${deps.env.APP_URL}${INVITATION_PATH}/${link.token}` };
}

/** The link stops working; another workspace's invitation is a 404 like an unknown one. */
export async function revokeInvitation(db: Database, workspaceId: string, id: string) {
  const deleted = await db
    .delete(workspaceInvitations)
    .where(inWorkspace(workspaceId, id))
    .returning({ id: workspaceInvitations.id });
  if (deleted.length === 0) throw errors.notFound(INVITATION_NOT_FOUND);
}
