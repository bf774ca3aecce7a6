import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  approvalLinks,
  brands,
  contentHistory,
  planFeeds,
  planFollowers,
  planPosts,
  plans,
  postFeedback,
  postVersions,
  workspaceMembers,
} from "../db/schema/index.ts";
import { membershipOf } from "../workspaces/access.ts";
import { memberSeesBrand } from "./members.ts";
import { scopeOf, type TableScope } from "./table-scope.ts";

/*
 * What is reached by holding something other than a member's session (decision 045): a plan a
 * route has already read, an approval link, a calendar feed's token, a row kept for a member,
 * or a day's due posts for the morning summary. Each scope names what it holds; none of them
 * takes a viewer's access, so each says in its own words why its rows are the holder's.
 */

/**
 * What one plan reaches, for a viewer who holds the plan rather than a workspace's access: an
 * approval link's client, or a route that has just read the plan through `scoped(access)`.
 */
export function scopedToPlan(planId: string) {
  return {
    posts: scopeOf(planPosts, eq(planPosts.planId, planId)),
    /** The plan's threads: the client's messages and the team's answers. */
    feedback: scopeOf(postFeedback, eq(postFeedback.planId, planId)),
    /** The members who follow the plan (scopedForMember says which of them may still read it). */
    followers: scopeOf(planFollowers, eq(planFollowers.planId, planId)),
    /** A post's versions go with their post. */
    postVersions: scopeOf(
      postVersions,
      sql`exists (select 1 from ${planPosts} where ${planPosts.id} = ${postVersions.postId} and ${planPosts.planId} = ${planId})`,
    ),
  };
}

/**
 * One plan of a workspace with its posts and brand, for work done for no viewer on a row that
 * names them (a publication, decision 063): the same reads as a link's client makes.
 */
export function scopedToWorkspacePlan(place: { planId: string; workspaceId: string }) {
  return {
    posts: scopeOf(
      planPosts,
      and(eq(planPosts.planId, place.planId), eq(planPosts.workspaceId, place.workspaceId)) as SQL,
    ),
    plans: scopeOf(
      plans,
      and(eq(plans.id, place.planId), eq(plans.workspaceId, place.workspaceId)) as SQL,
    ),
    brands: scopeOf(brands, eq(brands.workspaceId, place.workspaceId)),
  };
}

/**
 * What an approval link's client reaches: the rows of its plan, the plan itself with its brand,
 * the link's own row, and the scripts its posts name (items of the plan's workspace).
 */
export function scopedToLink(link: { id: string; planId: string; workspaceId: string }) {
  return {
    ...scopedToPlan(link.planId),
    plans: scopeOf(plans, eq(plans.id, link.planId)),
    brands: scopeOf(brands, eq(brands.workspaceId, link.workspaceId)),
    history: scopeOf(contentHistory, eq(contentHistory.workspaceId, link.workspaceId)),
    link: scopeOf(approvalLinks, eq(approvalLinks.id, link.id)),
  };
}

/** A post's thread as one viewer reaches it: through `scoped(access)` or `scopedToPlan(id)`. */
export type ThreadScope = {
  posts: TableScope<typeof planPosts>;
  feedback: TableScope<typeof postFeedback>;
};

/**
 * The feed a calendar app's secret URL opens, for a viewer who holds its token (its hash)
 * rather than a session: `scopedForMember` then says what its member may see of its plan now.
 */
export function scopedToFeedToken(tokenHash: string) {
  return { feeds: scopeOf(planFeeds, eq(planFeeds.tokenHash, tokenHash)) };
}

/**
 * What a row kept for a member (a plan's feed, a follow) reaches when no request of theirs is
 * there: its plan, as the member's membership row (`membership`, to join) lets them see it now.
 */
export function scopedForMember(kept: { workspaceId: PgColumn; userId: PgColumn }) {
  return {
    membership: membershipOf(kept.workspaceId, kept.userId),
    plans: scopeOf(
      plans,
      and(
        eq(plans.workspaceId, kept.workspaceId),
        memberSeesBrand(workspaceMembers, plans.brandId),
      ) as SQL,
    ),
  };
}

/**
 * The posts each member has to publish on a day, for the morning summary (no viewer): a post
 * given to them, or one nobody took of a plan they wrote, of a brand their membership (joined
 * with `membership`) lets them see now, not yet published.
 */
export function scopedDuePosts(day: string) {
  const owner = sql`coalesce(${planPosts.assigneeId}, ${plans.userId})`;
  return {
    membership: and(
      eq(workspaceMembers.workspaceId, planPosts.workspaceId),
      sql`${workspaceMembers.userId} = ${owner}`,
    ) as SQL,
    plans: scopeOf(plans, eq(plans.id, planPosts.planId)),
    posts: scopeOf(
      planPosts,
      and(
        eq(planPosts.date, day),
        sql`${planPosts.status} <> 'publicado'`,
        memberSeesBrand(workspaceMembers, plans.brandId),
      ) as SQL,
    ),
  };
}
