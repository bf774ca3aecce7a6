import { eq } from "drizzle-orm";
import { PLAN_NOT_FOUND, POST_NOT_FOUND } from "../../shared/plans.ts";
import type { Database } from "../db/client.ts";
import { errors } from "../lib/errors.ts";
import { isUuid } from "../lib/ids.ts";
import { scopedToPlan } from "../scoped/held.ts";
import { scoped } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";

/**
 * The plan as the routes beside the plan's own see it (its exports and feed, its share links
 * and threads): a plan the member may see; any other, an unknown or a malformed id are the
 * same 404.
 */
export async function visiblePlan(
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  // Inside a transaction: the plan's row stays locked until it ends, so a count of the plan's
  // rows checked against a limit holds until what it allows is written.
  { forUpdate = false } = {},
) {
  if (!isUuid(planId)) throw errors.notFound(PLAN_NOT_FOUND);
  const plan = scoped(access).plans;
  const query = db
    .select({
      id: plan.t.id,
      title: plan.t.title,
      brandId: plan.t.brandId,
      brandName: plan.t.brandName,
    })
    .from(plan.t)
    .where(plan.where(eq(plan.t.id, planId)));
  const [found] = await (forUpdate ? query.for("update") : query);
  if (!found) throw errors.notFound(PLAN_NOT_FOUND);
  return found;
}

/** A post of that plan only: a post id of another plan is a 404, as an unknown one. */
export async function postOfPlan(
  db: Database,
  planId: string,
  postId: string,
  // Inside a transaction: the post's row stays locked until it ends (see visiblePlan).
  { forUpdate = false } = {},
) {
  if (!isUuid(postId)) throw errors.notFound(POST_NOT_FOUND);
  const post = scopedToPlan(planId).posts;
  const query = db
    .select({ id: post.t.id, status: post.t.status, version: post.t.version })
    .from(post.t)
    .where(post.where(eq(post.t.id, postId)));
  const [found] = await (forUpdate ? query.for("update") : query);
  if (!found) throw errors.notFound(POST_NOT_FOUND);
  return found;
}
