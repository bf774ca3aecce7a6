import { and, eq, ne } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Context } from "hono";
import type { WorkspaceSwitch } from "../../shared/workspace-switch.ts";
import type { AppEnv } from "../app-env.ts";
import { getViewer } from "../auth/guards.ts";
import { loadViewer } from "../auth/viewer.ts";
import type { Database } from "../db/client.ts";
import {
  brands,
  contentHistory,
  plans,
  profiles,
  workspaceMembers,
  workspaces,
} from "../db/schema/index.ts";
import { isUuid } from "../lib/ids.ts";
import { memberSeesBrand } from "../scoped/members.ts";
import { membershipOf } from "./access.ts";

/*
 * A link to an item (a plan, a brand, a history item) opens it in whichever of the user's
 * workspaces holds it: the page's request switches the current workspace first, then reads the
 * viewer, the page's data and /api/me as usual, and the page says it switched. A workspace the
 * user is not in, or a brand they may not see there, switches nothing: the page's API answers
 * 404 as it always has (docs/decisions/038-plan-followers-and-member-feeds.md).
 */

type ItemTable = { from: PgTable; id: PgColumn; workspaceId: PgColumn; brand: PgColumn };

const item = (from: typeof plans | typeof brands | typeof contentHistory, brand: PgColumn) => ({
  from,
  id: from.id,
  workspaceId: from.workspaceId,
  brand,
});
const PLAN = item(plans, plans.brandId);
const BRAND = item(brands, brands.id);
const HISTORY_ITEM = item(contentHistory, contentHistory.brandId);

/** The item a page's address names, by the page's module (src/shared/routes.ts). */
function linkedItem(module: string, url: URL): { table: ItemTable; id: string } | null {
  // Not decoded: an id is a uuid, which needs no escaping (and a bad escape must not throw).
  const segment = url.pathname.split("/")[2] ?? "";
  const of = (table: ItemTable, id: string | null) => (id && isUuid(id) ? { table, id } : null);
  if (module === "plan") return of(PLAN, segment);
  if (module === "brand") return of(BRAND, segment);
  if (module === "history") return of(HISTORY_ITEM, url.searchParams.get("item"));
  return null;
}

/** The other workspace of the user's that holds the item where they may see it, if any. */
async function workspaceOfItem(
  db: Database,
  user: { id: string; workspaceId: string },
  { table, id }: { table: ItemTable; id: string },
) {
  const [found] = await db
    .select({ id: workspaces.id, name: workspaces.name })
    .from(table.from)
    .innerJoin(workspaceMembers, membershipOf(table.workspaceId, user.id))
    .innerJoin(workspaces, eq(workspaces.id, table.workspaceId))
    .where(
      and(
        eq(table.id, id),
        ne(table.workspaceId, user.workspaceId),
        memberSeesBrand(workspaceMembers, table.brand),
      ),
    );
  return found ?? null;
}

/**
 * Before a signed-in page is sent: if its address names an item of another of the user's
 * workspaces, that one becomes their current workspace (remembered, like the switcher's), the
 * request's viewer is read again, and the workspace's name is returned for the page to say.
 */
export async function switchToLinkedItem(
  c: Context<AppEnv>,
  module: string,
): Promise<WorkspaceSwitch | null> {
  const linked = linkedItem(module, new URL(c.req.url));
  if (!linked) return null;
  const viewer = await getViewer(c);
  if (!viewer) return null;
  const { db } = c.get("deps");
  const target = await workspaceOfItem(
    db,
    { id: viewer.id, workspaceId: viewer.workspace.id },
    linked,
  );
  if (!target) return null;
  await db
    .update(profiles)
    .set({ currentWorkspaceId: target.id })
    .where(eq(profiles.id, viewer.id));
  // The cached viewer is dropped by the profile's notification for the next requests; this
  // one reads it again now.
  c.set("viewer", await loadViewer(db, viewer.sessionToken));
  return { name: target.name };
}
