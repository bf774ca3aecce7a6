import { eq, inArray, sql } from "drizzle-orm";
import type { TeamWithBrands } from "../../shared/workspace-requests.ts";
import { BRANDS_NOT_IN_WORKSPACE, ONLY_FROM_PERSONAL } from "../../shared/workspaces.ts";
import type { Database } from "../db/client.ts";
import { aiUsageMonths, subscriptions, workspaces } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { scoped } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "./access.ts";
import { insertTeam } from "./service.ts";

/**
 * "Nova equipe com marcas" (decision 058), the complement of "Transformar em equipe": a new team
 * takes chosen brands of its owner's personal workspace in one transaction, each with its plans
 * and their posts, versions, threads, approval links, follows and feeds, its history and versions,
 * and its lines of the activity log; with `takeSubscription`, the Pro subscription too (a stored
 * subscription keeps the workspace it is moved to: webhooks never move it back) with the AI
 * usage counted against it. From a personal
 * workspace only: nobody else works there, so no one's task, follow or feed is left behind. The
 * seat limit (decision 039) is the team's, as for any team.
 */
export async function newTeamWithBrands(
  db: Database,
  access: WorkspaceAccess,
  { name, brandIds, takeSubscription }: TeamWithBrands,
) {
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select({ personalOf: workspaces.personalOf })
      .from(workspaces)
      .where(eq(workspaces.id, access.workspaceId));
    if (source?.personalOf !== access.userId) throw errors.conflict(ONLY_FROM_PERSONAL);
    const from = scoped(access);
    const chosen = await tx
      .select({ id: from.brands.t.id })
      .from(from.brands.t)
      .where(from.brands.where(inArray(from.brands.t.id, brandIds)))
      .for("update");
    if (chosen.length !== brandIds.length) throw errors.unprocessable(BRANDS_NOT_IN_WORKSPACE);

    const team = await insertTeam(tx, access.userId, name);
    const to = { workspaceId: team.id };
    await tx
      .update(from.brands.t)
      .set(to)
      .where(from.brands.where(inArray(from.brands.t.id, brandIds)));
    const plans = await tx
      .update(from.plans.t)
      .set(to)
      .where(from.plans.where(inArray(from.plans.t.brandId, brandIds)))
      .returning({ id: from.plans.t.id });
    const planIds = plans.map((plan) => plan.id);
    if (planIds.length > 0) {
      // These rows name the workspace and the plan; versions and approval links go with theirs.
      for (const rows of [from.workspacePosts, from.feedback, from.follows, from.feeds]) {
        await tx
          .update(rows.t)
          .set(to)
          .where(rows.where(inArray(rows.t.planId, planIds)));
      }
    }
    await tx
      .update(from.history.t)
      .set(to)
      .where(from.history.where(inArray(from.history.t.brandId, brandIds)));
    await tx
      .update(from.activity.t)
      .set(to)
      .where(from.activity.where(inArray(from.activity.t.brandId, brandIds)));
    if (takeSubscription) {
      await tx
        .update(subscriptions)
        .set({ ...to, updatedAt: sql`now()` })
        .where(eq(subscriptions.workspaceId, access.workspaceId));
      // The AI used under this subscription goes with it: a new team is no new allowance.
      await tx
        .update(aiUsageMonths)
        .set({ accountId: team.id })
        .where(eq(aiUsageMonths.accountId, access.workspaceId));
    }
    return { ...team, brands: chosen.length };
  });
}
