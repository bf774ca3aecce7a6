import { and, count, eq, type SQLWrapper } from "drizzle-orm";
import {
  MAX_POSTS_PER_PLAN,
  PLAN_NOT_FOUND,
  type PlanPost,
  POST_LIMIT_MESSAGE,
  POST_NOT_FOUND,
  type PostCreate,
  postDateTooFar,
  reachOf,
} from "../../shared/plans.ts";
import type { Database } from "../db/client.ts";
import { errors } from "../lib/errors.ts";
import { isUuid } from "../lib/ids.ts";
import { scopedToPlan } from "../scoped/held.ts";
import { columns, scoped } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";
import { postColumns } from "./post-columns.ts";
import { toPlanPost } from "./rows.ts";

/**
 * This post of this plan, among the posts a scope reaches (the member's workspace, of a brand
 * they may see): a wrong plan, workspace, brand or malformed id is the same 404.
 */
export const thePost = (planId: string | SQLWrapper, postId: string | SQLWrapper) =>
  and(eq(columns.posts.id, postId), eq(columns.posts.planId, planId));

/**
 * A post the member may see, with what its versions need (its latest number, its subject and
 * its plan's brand for the activity log) and its variations (its text and channel); else a 404.
 */
export async function visiblePost(
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  postId: string,
) {
  if (!isUuid(planId) || !isUuid(postId)) throw errors.notFound(POST_NOT_FOUND);
  const { posts, plans } = scoped(access);
  const [post] = await db
    .select({
      id: posts.t.id,
      planId: posts.t.planId,
      theme: posts.t.theme,
      format: posts.t.format,
      hook: posts.t.hook,
      callToAction: posts.t.callToAction,
      caption: posts.t.caption,
      channel: posts.t.channel,
      version: posts.t.version,
      brandId: plans.t.brandId,
      brandName: plans.t.brandName,
    })
    .from(posts.t)
    .innerJoin(plans.t, plans.where(eq(plans.t.id, posts.t.planId)))
    .where(posts.where(thePost(planId, postId)));
  if (!post) throw errors.notFound(POST_NOT_FOUND);
  return post;
}

/**
 * Adds a post within the plan's limit. The plan's row is locked while counting, so two tabs
 * adding at once cannot pass the limit between them.
 */
async function insertPost(
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  values: (tx: Database) => Promise<PostCreate & { scriptHistoryId?: null }>,
): Promise<PlanPost> {
  if (!isUuid(planId)) throw errors.notFound(PLAN_NOT_FOUND);
  const { plans, posts } = scoped(access);
  const row = await db.transaction(async (tx) => {
    const [plan] = await tx
      .select({ startDate: plans.t.startDate, endDate: plans.t.endDate })
      .from(plans.t)
      .where(plans.where(eq(plans.t.id, planId)))
      .for("update");
    if (!plan) throw errors.notFound(PLAN_NOT_FOUND);
    const post = await values(tx);
    if (!withinReach(post.date, plan)) throw errors.unprocessable(postDateTooFar(plan));
    // The plan was just read (and locked) through the member's scope: its posts are theirs.
    const ofPlan = scopedToPlan(planId).posts;
    const [existing] = await tx.select({ value: count() }).from(ofPlan.t).where(ofPlan.where());
    if ((existing?.value ?? 0) >= MAX_POSTS_PER_PLAN) throw errors.conflict(POST_LIMIT_MESSAGE);
    const [created] = await tx
      .insert(posts.t)
      .values({
        ...post,
        planId,
        workspaceId: access.workspaceId,
        userId: access.userId,
        // Added by hand, or a copy of one's text: either way its first text, version 1 (its row,
        // decision 060), is the member's, "manual" by default.
        versionBy: access.userId,
        // Added as published: by the member who adds it (its time is the trigger's).
        publishedBy: post.status === "publicado" ? access.userId : null,
      })
      .returning(postColumns);
    return created;
  });
  if (!row) throw new Error("post insert returned no row");
  return toPlanPost(row);
}

export const createPost = (
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  input: PostCreate,
) => insertPost(db, access, planId, async () => input);

/** A copy on the same day, back to "Ideia" and without the original's script. */
export const duplicatePost = (
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  postId: string,
) =>
  insertPost(db, access, planId, async (tx) => {
    if (!isUuid(postId)) throw errors.notFound(POST_NOT_FOUND);
    const { posts } = scoped(access);
    const [source] = await tx
      .select(postColumns)
      .from(posts.t)
      .where(posts.where(thePost(planId, postId)));
    if (!source) throw errors.notFound(POST_NOT_FOUND);
    const { date, channel, format, theme, hook, callToAction, commercialDate, notes } = source;
    return {
      ...{ date, channel, format, theme, hook, callToAction, commercialDate, notes },
      status: "ideia",
      scriptHistoryId: null,
      caption: source.caption,
      art: source.art,
    };
  });

export const withinReach = (date: string, window: { startDate: string; endDate: string }) => {
  const reach = reachOf(window);
  return date >= reach.startDate && date <= reach.endDate;
};

export async function deletePost(
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  postId: string,
) {
  if (!isUuid(planId) || !isUuid(postId)) throw errors.notFound(POST_NOT_FOUND);
  const { posts } = scoped(access);
  const deleted = await db
    .delete(posts.t)
    .where(posts.where(thePost(planId, postId)))
    .returning({ id: posts.t.id });
  if (deleted.length === 0) throw errors.notFound(POST_NOT_FOUND);
}
