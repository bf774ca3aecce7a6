import { and, eq } from "drizzle-orm";
import { PLAN_NOT_FOUND, POST_NOT_FOUND } from "../../shared/plans.ts";
import type { Database } from "../db/client.ts";
import { planPosts, plans } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { isUuid } from "../lib/ids.ts";
import { visibleIn } from "../scoped/visibility.ts";
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
  const query = db
    .select({
      id: plans.id,
      title: plans.title,
      brandId: plans.brandId,
      brandName: plans.brandName,
    })
    .from(plans)
    .where(and(eq(plans.id, planId), visibleIn(access, plans)));
  const [plan] = await (forUpdate ? query.for("update") : query);
  if (!plan) throw errors.notFound(PLAN_NOT_FOUND);
  return plan;
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
  const query = db
    .select({ id: planPosts.id, status: planPosts.status, version: planPosts.version })
    .from(planPosts)
    .where(and(eq(planPosts.id, postId), eq(planPosts.planId, planId)));
  const [post] = await (forUpdate ? query.for("update") : query);
  if (!post) throw errors.notFound(POST_NOT_FOUND);
  return post;
}
