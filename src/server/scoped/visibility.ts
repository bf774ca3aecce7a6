import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { plans } from "../db/schema/index.ts";
import { isUuid } from "../lib/ids.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";

/*
 * The SQL of who sees which rows of a workspace's content, as src/server/workspaces/access.ts
 * decides it (`seesBrand`): written once, here, and applied by the scoped layer (scope.ts).
 * Outside the layer only the modules check-boundaries lists as not yet behind it use these.
 */

/** SQL: the brand column names a brand the member may see (always true with every brand). */
export function brandVisible(access: WorkspaceAccess, brandId: PgColumn): SQL | undefined {
  if (access.brandIds === null) return undefined;
  if (access.brandIds.length === 0) return sql`false`;
  return inArray(brandId, [...access.brandIds]);
}

/** SQL: a row of the member's workspace, of a brand they may see. */
export const visibleIn = (
  access: WorkspaceAccess,
  row: { workspaceId: PgColumn; brandId: PgColumn },
): SQL => and(eq(row.workspaceId, access.workspaceId), brandVisible(access, row.brandId)) as SQL;

/**
 * The member's brands as one SQL parameter, for statements prepared once for every member:
 * null for every brand, else a uuid[] literal.
 */
export const brandListParam = (access: WorkspaceAccess) =>
  access.brandIds === null ? null : `{${access.brandIds.filter(isUuid).join(",")}}`;

/** SQL: the brand column names a brand in the list (a brandListParam; null: every brand passes). */
export const brandAllowed = (brandId: PgColumn, brands: SQL) =>
  sql`(${brands}::uuid[] is null or ${brandId} = any(${brands}::uuid[]))`;

/** SQL: the plan is of a brand in the list (a brandListParam; null: every brand passes). */
export const planBrandAllowed = (planId: PgColumn, brands: SQL) =>
  sql`(${brands}::uuid[] is null or exists (select 1 from ${plans} where ${plans.id} = ${planId} and ${plans.brandId} = any(${brands}::uuid[])))`;
