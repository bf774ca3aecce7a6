import { eq, inArray, sql } from "drizzle-orm";
import { PLAN_NOT_FOUND } from "../../shared/plans.ts";
import { EncodedJson } from "../cache/cached-json.ts";
import type { VersionedCache } from "../cache/versioned-cache.ts";
import type { Database } from "../db/client.ts";
import { brands, plans } from "../db/schema/index.ts";
import { batchedReads } from "../lib/batched-reads.ts";
import { errors } from "../lib/errors.ts";
import { isUuid } from "../lib/ids.ts";
import { visibleRow } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";
import { getPlan } from "./plan-reads.ts";
import { preparedPer } from "./prepared.ts";

type PlanVersion = { workspaceId: string; brandId: string | null; version: string };

/**
 * What a plan's page is read from, as one version: the row versions (`xmin`, a new one on every
 * committed update) of the plan and of its brand (whose colour the page shows). Any change to a
 * post touches its plan's row (migration 0007), so it is a new plan version too. The plans
 * asked for at once are read together: one query serves every request waiting for it.
 */
const planVersions = preparedPer((db) =>
  batchedReads(async (ids: string[]) => {
    const rows = await db
      .select({
        id: plans.id,
        workspaceId: plans.workspaceId,
        brandId: plans.brandId,
        version: sql<string>`${plans}.xmin::text || '/' || coalesce(${brands}.xmin::text, '')`,
      })
      .from(plans)
      .leftJoin(brands, eq(brands.id, plans.brandId))
      .where(inArray(plans.id, ids));
    return new Map(rows.map(({ id, ...version }): [string, PlanVersion] => [id, version]));
  }),
);

/**
 * The plan's page as sent (encoded JSON): from the cache while the plan's version is the one
 * it was read at, else read (two queries) and kept. Under load a request costs a share of one
 * small query instead of reading and serialising every post (docs/decisions/024).
 */
export async function cachedPlanPage(
  db: Database,
  pages: VersionedCache<EncodedJson>,
  access: WorkspaceAccess,
  id: string,
) {
  if (!isUuid(id)) throw errors.notFound(PLAN_NOT_FOUND);
  const current = await planVersions(db)(id);
  // The workspace and brand access are checked on every read, on the row the batch returns: a
  // page kept for one member is served to another only if they may see it too.
  if (!current || !visibleRow(access, current)) {
    throw errors.notFound(PLAN_NOT_FOUND);
  }
  const cached = pages.get(id, current.version);
  if (cached) return cached;
  // Read after its version: if the plan changed meanwhile, the next request sees a new version.
  const page = new EncodedJson(await getPlan(db, access, id));
  pages.set(id, current.version, page);
  return page;
}
