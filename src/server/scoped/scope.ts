import { and, eq, getTableColumns, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  approvalLinks,
  brands,
  connectedAccounts,
  contentHistory,
  contentVersions,
  planFeeds,
  planFollowers,
  planPosts,
  plans,
  postFeedback,
  postPublications,
  postVersions,
  publicationAttempts,
  workspaceActivity,
} from "../db/schema/index.ts";
import { seesBrand, type WorkspaceAccess } from "../workspaces/access.ts";
import { scopeOf } from "./table-scope.ts";
import {
  brandAllowed,
  brandListParam,
  brandVisible,
  planBrandAllowed,
  visibleIn,
} from "./visibility.ts";

/*
 * The scoped layer (decision 045): a workspace's content tables, reachable only through the
 * viewer's access. `scoped(access).history` is the history's table (`t`, for columns in a
 * selection, a condition or an order) with `where(...)`, the rows this viewer may touch among
 * those matching the conditions, and `values(...)`, a new row of their workspace by them. A
 * statement on `x.t` outside this folder must carry `x.where(...)` (or `x.values(...)` for an
 * insert): scripts/check-boundaries.ts refuses it otherwise, and refuses the raw tables.
 */

/** What a new row of the viewer's workspace is made with: its workspace and its author. */
const authored = (access: WorkspaceAccess) => ({
  workspaceId: access.workspaceId,
  userId: access.userId,
});

/** A new row's values, stamped with the viewer's workspace and authorship. */
const stamped =
  (access: WorkspaceAccess) =>
  <V extends object>(values: V) => ({ ...values, ...authored(access) });

/** SQL: the row's history item is one the viewer may see (a version goes with its item). */
const itemVisible = (access: WorkspaceAccess, historyId: PgColumn) =>
  sql`exists (select 1 from ${contentHistory} where ${contentHistory.id} = ${historyId} and ${visibleIn(access, contentHistory)})`;

/** SQL: the post is of the viewer's workspace and of a plan of a brand they may see. */
const postVisible = (access: WorkspaceAccess) =>
  and(
    eq(planPosts.workspaceId, access.workspaceId),
    planBrandAllowed(planPosts.planId, sql`${brandListParam(access)}`),
  ) as SQL;

/**
 * The columns of the tables a module names in a selection, a condition or an order made once
 * for every viewer (a post's columns as each reader sees them, a RETURNING's): columns reach no
 * rows by themselves; a statement starts from a scope's `t` and carries its `where(...)`.
 */
export const columns = {
  brands: getTableColumns(brands),
  plans: getTableColumns(plans),
  posts: getTableColumns(planPosts),
  history: getTableColumns(contentHistory),
};

/** The content tables of the viewer's workspace, each filtered to what they may touch. */
export function scoped(access: WorkspaceAccess) {
  return {
    brands: {
      ...scopeOf(
        brands,
        and(eq(brands.workspaceId, access.workspaceId), brandVisible(access, brands.id)) as SQL,
      ),
      values: stamped(access),
    },
    history: {
      ...scopeOf(contentHistory, visibleIn(access, contentHistory)),
      values: stamped(access),
    },
    versions: scopeOf(contentVersions, itemVisible(access, contentVersions.historyId)),
    activity: scopeOf(workspaceActivity, visibleIn(access, workspaceActivity)),
    plans: scopeOf(plans, visibleIn(access, plans)),
    /** A post goes with its plan's brand (one parameter: the statement plans the same for all). */
    posts: scopeOf(planPosts, postVisible(access)),
    /**
     * The workspace's posts and plans, seen or not: only for the check that must tell a post
     * hidden from the member (a 404, decided by visibleRow on the row) from one gone
     * (ensurePostOfBrand). Every other read takes `posts` and `plans`.
     */
    workspacePosts: scopeOf(planPosts, eq(planPosts.workspaceId, access.workspaceId)),
    workspacePlans: scopeOf(plans, eq(plans.workspaceId, access.workspaceId)),
    /** The member's own follows (the plan's brand is checked where it is followed, and read). */
    follows: {
      ...scopeOf(
        planFollowers,
        and(
          eq(planFollowers.workspaceId, access.workspaceId),
          eq(planFollowers.userId, access.userId),
        ) as SQL,
      ),
      values: stamped(access),
    },
    /** A plan's approval links go with their plan. */
    links: scopeOf(
      approvalLinks,
      sql`exists (select 1 from ${plans} where ${plans.id} = ${approvalLinks.planId} and ${visibleIn(access, plans)})`,
    ),
    /** A post's thread (the client's messages and the team's answers) goes with its plan. */
    feedback: {
      ...scopeOf(
        postFeedback,
        and(
          eq(postFeedback.workspaceId, access.workspaceId),
          planBrandAllowed(postFeedback.planId, sql`${brandListParam(access)}`),
        ) as SQL,
      ),
      values: stamped(access),
    },
    /** The member's own calendar feeds (decision 038): each member who may read a plan has theirs. */
    feeds: {
      ...scopeOf(
        planFeeds,
        and(
          eq(planFeeds.workspaceId, access.workspaceId),
          eq(planFeeds.userId, access.userId),
        ) as SQL,
      ),
      values: stamped(access),
    },
    /** A post's versions go with their post. */
    postVersions: scopeOf(
      postVersions,
      sql`exists (select 1 from ${planPosts} where ${planPosts.id} = ${postVersions.postId} and ${postVisible(access)})`,
    ),
    /** A brand's connected accounts (decision 063) go with their brand. */
    accounts: scopeOf(
      connectedAccounts,
      and(
        eq(connectedAccounts.workspaceId, access.workspaceId),
        brandVisible(access, connectedAccounts.brandId),
      ) as SQL,
    ),
    /** A post's publications go with their post. */
    publications: scopeOf(
      postPublications,
      sql`exists (select 1 from ${planPosts} where ${planPosts.id} = ${postPublications.postId} and ${postVisible(access)})`,
    ),
    /** A publication's attempts go with its post. */
    attempts: scopeOf(
      publicationAttempts,
      sql`exists (select 1 from ${postPublications} join ${planPosts} on ${planPosts.id} = ${postPublications.postId} where ${postPublications.id} = ${publicationAttempts.publicationId} and ${postVisible(access)})`,
    ),
  };
}

/** The viewer of a prepared statement, as SQL: their workspace and brands (a brandListParam). */
export type ViewerSql = { workspaceId: SQLWrapper; brands: SQLWrapper };

/**
 * The viewer's scope for statements prepared once for every member (the plan page's reads, a
 * post's PATCH): the viewer is two placeholders, `workspaceId` and `brands` (one parameter, as
 * brandListParam writes it), that `preparedViewer(access)` fills when the statement runs. A
 * statement that serves several members at once (a batch of post edits) gives each row's
 * viewer as columns of its own instead.
 */
export function scopedPrepared(
  viewer: ViewerSql = {
    workspaceId: sql.placeholder("workspaceId"),
    brands: sql.placeholder("brands"),
  },
) {
  const workspaceId = viewer.workspaceId;
  const list = sql`${viewer.brands}`;
  const postVisible = and(
    eq(planPosts.workspaceId, workspaceId),
    planBrandAllowed(planPosts.planId, list),
  ) as SQL;
  return {
    /** A post goes with its plan's brand: the same SQL as `scoped(access).posts`. */
    posts: scopeOf(planPosts, postVisible),
    /** A post's versions go with their post. */
    postVersions: scopeOf(
      postVersions,
      sql`exists (select 1 from ${planPosts} where ${planPosts.id} = ${postVersions.postId} and ${postVisible})`,
    ),
    activity: scopeOf(
      workspaceActivity,
      and(
        eq(workspaceActivity.workspaceId, workspaceId),
        brandAllowed(workspaceActivity.brandId, list),
      ) as SQL,
    ),
    /**
     * The workspace's whole log, whatever brands the viewer sees: where a post's change finds
     * the log's newest line, which it merges into only through `activity` (post-edit.ts).
     */
    log: scopeOf(workspaceActivity, eq(workspaceActivity.workspaceId, workspaceId)),
    brands: scopeOf(
      brands,
      and(eq(brands.workspaceId, workspaceId), brandAllowed(brands.id, list)) as SQL,
    ),
    plans: scopeOf(
      plans,
      and(eq(plans.workspaceId, workspaceId), brandAllowed(plans.brandId, list)) as SQL,
    ),
  };
}

/**
 * Whether a row read for no one viewer (a read batched across members' requests) is one this
 * viewer may see: the decision every scope's where(...) writes in SQL, applied to the row.
 */
export const visibleRow = (
  access: WorkspaceAccess,
  row: { workspaceId: string; brandId: string | null },
) => row.workspaceId === access.workspaceId && seesBrand(access, row.brandId);

/** The values of scopedPrepared's placeholders for one viewer. */
export const preparedViewer = (access: WorkspaceAccess) => ({
  workspaceId: access.workspaceId,
  brands: brandListParam(access),
});
