import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { workspaces } from "../db/schema/index.ts";
import type { WorkspaceAccess } from "./access.ts";

/**
 * A user's access to their personal workspace (the database makes it with the user): what
 * scripts and seeds act with when they work as that user.
 */
export async function personalAccess(db: Database, userId: string): Promise<WorkspaceAccess> {
  const [workspace] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.personalOf, userId));
  if (!workspace) throw new Error(`user ${userId} has no personal workspace`);
  return { workspaceId: workspace.id, userId, role: "owner", brandIds: null };
}
