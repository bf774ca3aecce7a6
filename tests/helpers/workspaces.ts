import { eq } from "drizzle-orm";
import type { Database } from "../../src/server/db/client.ts";
import { profiles, workspaceMembers } from "../../src/server/db/schema/index.ts";
import { personalAccess } from "../../src/server/workspaces/personal.ts";
import type { WorkspaceRole } from "../../src/shared/workspaces.ts";

/** The id of the personal workspace the database made with the user. */
export const personalWorkspaceOf = async (db: Database, userId: string) =>
  (await personalAccess(db, userId)).workspaceId;

/**
 * Makes the user a member of the workspace, straight in the database (invitations are another
 * phase's work), and the workspace their current one.
 */
export async function addMember(
  db: Database,
  workspaceId: string,
  userId: string,
  role: WorkspaceRole,
  brandIds: string[] | null = null,
) {
  await db.insert(workspaceMembers).values({ workspaceId, userId, role, brandIds });
  await db.update(profiles).set({ currentWorkspaceId: workspaceId }).where(eq(profiles.id, userId));
}
