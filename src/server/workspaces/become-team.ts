import { and, eq } from "drizzle-orm";
import { ALREADY_A_TEAM } from "../../shared/workspaces.ts";
import type { Database } from "../db/client.ts";
import { profiles, users, workspaceMembers, workspaces } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import type { WorkspaceAccess } from "./access.ts";
import { ensureMayOwnAnother } from "./owner-locks.ts";

/**
 * "Transformar em equipe" (decision 053): the personal workspace, where an owner's brands,
 * plans, history, links and Pro subscription already are, becomes a team workspace under the
 * name given, in one statement that moves nothing (every row keeps its workspace). The account
 * gets a new, empty personal workspace, as every account has one. So an agency pays once and
 * invites where its work is.
 */
export async function becomeTeam(db: Database, access: WorkspaceAccess, name: string) {
  return db.transaction(async (tx) => {
    // It now counts among the teams its owner may own (the personal one did not).
    await ensureMayOwnAnother(tx, access.userId);
    const [team] = await tx
      .update(workspaces)
      .set({ name, personalOf: null })
      .where(and(eq(workspaces.id, access.workspaceId), eq(workspaces.personalOf, access.userId)))
      .returning({ id: workspaces.id, name: workspaces.name });
    if (!team) throw errors.conflict(ALREADY_A_TEAM);
    const [user] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, access.userId));
    const [personal] = await tx
      .insert(workspaces)
      .values({ name: `Espaço de ${user?.name ?? "você"}`, personalOf: access.userId })
      .returning({ id: workspaces.id });
    if (!personal) throw new Error("personal workspace insert returned no row");
    await tx
      .insert(workspaceMembers)
      .values({ workspaceId: personal.id, userId: access.userId, role: "owner" });
    // Kept as the one they work in (an account that never chose one works in its personal).
    await tx
      .update(profiles)
      .set({ currentWorkspaceId: team.id })
      .where(eq(profiles.id, access.userId));
    return { ...team, personal: false, role: "owner" as const };
  });
}
