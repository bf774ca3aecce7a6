import { desc, eq, inArray } from "drizzle-orm";
import type { AdminPublishingFailure } from "../../shared/publishing.ts";
import type { Database } from "../db/client.ts";
import { brands, connectedAccounts, postPublications, workspaces } from "../db/schema/index.ts";

/** How many of the latest failures the panel lists. */
const FAILURES_SHOWN = 50;

/**
 * Publishing failures across the platform (decision 063): the latest publications that failed
 * or wait for a reconnection, with Meta's reason as their members read it. No token, no caption.
 */
export async function publishingFailures(db: Database): Promise<AdminPublishingFailure[]> {
  const rows = await db
    .select({
      id: postPublications.id,
      workspaceName: workspaces.name,
      brandName: brands.name,
      network: postPublications.network,
      status: postPublications.status,
      reason: postPublications.reason,
      attempts: postPublications.attempts,
      scheduledFor: postPublications.scheduledFor,
      updatedAt: postPublications.updatedAt,
    })
    .from(postPublications)
    .innerJoin(workspaces, eq(workspaces.id, postPublications.workspaceId))
    .innerJoin(connectedAccounts, eq(connectedAccounts.id, postPublications.accountId))
    .leftJoin(brands, eq(brands.id, connectedAccounts.brandId))
    .where(inArray(postPublications.status, ["failed", "reconnect"]))
    .orderBy(desc(postPublications.updatedAt))
    .limit(FAILURES_SHOWN);
  return rows.map((row) => ({
    ...row,
    scheduledFor: row.scheduledFor.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
