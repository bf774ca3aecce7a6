import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { TeamsToTransfer } from "../../shared/ownership.ts";
import type { MemberUpdate } from "../../shared/workspace-requests.ts";
import {
  BRANDS_NOT_IN_WORKSPACE,
  MEMBER_NOT_FOUND,
  OWNER_BY_TRANSFER,
  OWNER_MUST_TRANSFER,
  roleLimitable,
  WORKSPACE_NOT_FOUND,
  type WorkspaceList,
  type WorkspaceMember,
} from "../../shared/workspaces.ts";
import { recordActivity } from "../activity/recorder.ts";
import type { Database } from "../db/client.ts";
import { profiles, users, workspaceMembers, workspaces } from "../db/schema/index.ts";
import { AppError, errors } from "../lib/errors.ts";
import { noticeOfTeamChange } from "../notifications/events.ts";
import { scoped } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "./access.ts";
import { lockWorkspace } from "./invitations/rules.ts";
import { ensureMayOwnAnother, lockPerson } from "./owner-locks.ts";

/** The workspaces the user belongs to, their personal one first, and the one they work in. */
export async function listWorkspaces(
  db: Database,
  userId: string,
  currentId: string,
): Promise<WorkspaceList> {
  const items = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      personal: sql<boolean>`${workspaces.personalOf} is not null`,
      role: workspaceMembers.role,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(sql`${workspaces.personalOf} is null`, asc(workspaces.name), asc(workspaces.id));
  return { currentId, items };
}

/**
 * "Criar espaço de trabalho": a team workspace the user owns and now works in. Their profile's
 * row is locked while counting, so two tabs (or a tab accepting an ownership offer) cannot pass
 * the limit between them.
 */
export const createWorkspace = (db: Database, userId: string, name: string) =>
  db.transaction((tx) => insertTeam(tx, userId, name));

/**
 * A new team owned by the user, who then works in it, in the caller's transaction (the owner's
 * lock held while their teams are counted).
 */
export async function insertTeam(tx: Database, userId: string, name: string) {
  await ensureMayOwnAnother(tx, userId);
  const [workspace] = await tx
    .insert(workspaces)
    .values({ name })
    .returning({ id: workspaces.id, name: workspaces.name });
  if (!workspace) throw new Error("workspace insert returned no row");
  await tx.insert(workspaceMembers).values({ workspaceId: workspace.id, userId, role: "owner" });
  await tx
    .update(profiles)
    .set({ currentWorkspaceId: workspace.id })
    .where(eq(profiles.id, userId));
  return { ...workspace, personal: false, role: "owner" as const };
}

/** Remembers the workspace the user works in; one they do not belong to is a 404. */
export async function switchWorkspace(db: Database, userId: string, workspaceId: string) {
  const [membership] = await db
    .select({ workspaceId: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.workspaceId, workspaceId)));
  if (!membership) throw errors.notFound(WORKSPACE_NOT_FOUND);
  await db.update(profiles).set({ currentWorkspaceId: workspaceId }).where(eq(profiles.id, userId));
}

const memberColumns = {
  userId: workspaceMembers.userId,
  name: sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`,
  email: users.email,
  role: workspaceMembers.role,
  brandIds: workspaceMembers.brandIds,
  joinedAt: workspaceMembers.joinedAt,
};

const toMember = (row: {
  userId: string;
  name: string;
  email: string;
  role: WorkspaceMember["role"];
  brandIds: string[] | null;
  joinedAt: Date;
}): WorkspaceMember => ({ ...row, joinedAt: row.joinedAt.toISOString() });

/** "Equipe": the workspace's members, oldest first (the owner who made it leads). */
export async function listMembers(db: Database, access: WorkspaceAccess) {
  const rows = await db
    .select(memberColumns)
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .leftJoin(profiles, eq(profiles.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, access.workspaceId))
    .orderBy(asc(workspaceMembers.joinedAt), asc(workspaceMembers.userId));
  return { items: rows.map(toMember) };
}

/** The member of the workspace named, never its owner (whose role moves only by transfer). */
async function memberBelowOwner(db: Database, access: WorkspaceAccess, userId: string) {
  const [member] = await db
    .select({ role: workspaceMembers.role, brandIds: workspaceMembers.brandIds, name: users.name })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(
      and(
        eq(workspaceMembers.workspaceId, access.workspaceId),
        eq(workspaceMembers.userId, userId),
      ),
    );
  if (!member) throw errors.notFound(MEMBER_NOT_FOUND);
  if (member.role === "owner") throw errors.conflict(OWNER_BY_TRANSFER);
  return member;
}

/** The brands given must all be the workspace's, as the member giving them sees them. */
export async function ensureBrandsOfWorkspace(
  db: Database,
  access: WorkspaceAccess,
  ids: string[],
) {
  if (ids.length === 0) return;
  const brand = scoped(access).brands;
  const [found] = await db
    .select({ value: count() })
    .from(brand.t)
    .where(brand.where(inArray(brand.t.id, ids)));
  if ((found?.value ?? 0) !== ids.length) throw errors.badRequest(BRANDS_NOT_IN_WORKSPACE);
}

/**
 * A new role or brand access, in effect on the member's next request (the session check is
 * dropped by the database's notification, decision 028). Administrators see every brand.
 */
export async function updateMember(
  db: Database,
  access: WorkspaceAccess,
  userId: string,
  input: MemberUpdate,
) {
  const current = await memberBelowOwner(db, access, userId);
  const role = input.role ?? current.role;
  const requested = input.brandIds === undefined ? current.brandIds : input.brandIds;
  const brandIds = roleLimitable(role) ? requested : null;
  if (brandIds) await ensureBrandsOfWorkspace(db, access, brandIds);
  await db.transaction(async (tx) => {
    await tx
      .update(workspaceMembers)
      .set({ role, brandIds })
      .where(
        and(
          eq(workspaceMembers.workspaceId, access.workspaceId),
          eq(workspaceMembers.userId, userId),
        ),
      );
    // A new role is said with the role; a new brand access alone, as a change of access.
    await recordActivity(tx, access, {
      kind: "role_changed",
      subject: current.name,
      detail: role === current.role ? null : role,
    });
  });
  const members = await listMembers(db, access);
  const member = members.items.find((m) => m.userId === userId);
  if (!member) throw errors.notFound(MEMBER_NOT_FOUND);
  return member;
}

/** Removed at once: their next request, on any instance, reaches nothing of the workspace. */
export async function removeMember(db: Database, access: WorkspaceAccess, userId: string) {
  const member = await memberBelowOwner(db, access, userId);
  await db.transaction(async (tx) => {
    // Removals and leavings of one workspace take turns: each tells the members left, whose
    // rows the other is deleting (two at once would wait on each other's rows).
    await lockWorkspace(tx, access.workspaceId);
    const removed = await tx
      .delete(workspaceMembers)
      .where(
        and(
          eq(workspaceMembers.workspaceId, access.workspaceId),
          eq(workspaceMembers.userId, userId),
          // Checked again in the statement: an owner is never removed.
          sql`${workspaceMembers.role} <> 'owner'`,
        ),
      )
      .returning({ userId: workspaceMembers.userId });
    if (removed.length > 0) {
      await recordActivity(tx, access, { kind: "removed", subject: member.name });
      await noticeOfTeamChange(
        tx,
        access.workspaceId,
        { userId, name: member.name },
        "left",
        access.userId,
      );
    }
  });
}

/** The team workspaces (not personal) the user owns, with how many others belong to each. */
const ownedTeams = (db: Database, userId: string) =>
  db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      others: sql<number>`(select count(*) from ${workspaceMembers} o where o.workspace_id = ${workspaces.id} and o.user_id <> ${userId})::int`,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(
      and(
        eq(workspaceMembers.userId, userId),
        eq(workspaceMembers.role, "owner"),
        isNull(workspaces.personalOf),
      ),
    );

/** The same workspaces' rows locked: nobody joins them while the account is deleted. */
const lockOwnedTeams = (tx: Database, userId: string) =>
  ownedTeams(tx, userId).for("update", { of: workspaces });

/** The team workspaces the user owns that others belong to: what keeps the account alive. */
export async function teamsToTransfer(db: Database, userId: string): Promise<TeamsToTransfer> {
  const shared = (await ownedTeams(db, userId)).filter((team) => team.others > 0);
  return {
    workspaces: shared.map(({ id, name, others }) => ({ id, name, members: others + 1 })),
  };
}

/**
 * Before an account is deleted: a team workspace it owns that others belong to must first be
 * transferred or deleted (409, naming them), so no team is left without an owner.
 */
export async function ensureNoTeamLeftWithoutOwner(db: Database, userId: string) {
  const blocking = await teamsToTransfer(db, userId);
  if (blocking.workspaces.length > 0) {
    throw new AppError(409, "OWNER_MUST_TRANSFER", OWNER_MUST_TRANSFER, blocking);
  }
}

/**
 * With the account, in its transaction: the team workspaces only it belonged to. Under the
 * person's teams' and then the person's locks, the rule is checked again first: a member who joined one
 * of them, or an ownership the person accepted, since the check before Stripe is seen (409).
 */
export async function deleteOwnedTeams(tx: Database, userId: string) {
  await lockOwnedTeams(tx, userId);
  await lockPerson(tx, userId);
  await ensureNoTeamLeftWithoutOwner(tx, userId);
  const alone = (await ownedTeams(tx, userId)).filter((team) => team.others === 0);
  if (alone.length > 0) {
    await tx.delete(workspaces).where(
      inArray(
        workspaces.id,
        alone.map((team) => team.id),
      ),
    );
  }
}
