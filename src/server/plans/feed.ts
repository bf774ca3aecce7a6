import { asc, eq, sql } from "drizzle-orm";
import { PLAN_NOT_FOUND } from "../../shared/plans.ts";
import type { Database } from "../db/client.ts";
import { profiles, workspaceMembers } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { hashSecretToken, looksLikeSecretToken, newSecretToken } from "../lib/secret-token.ts";
import { scopedForMember, scopedToFeedToken, scopedToPlan } from "../scoped/held.ts";
import { columns, scoped } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";
import type { ExportedPost } from "./calendar-files.ts";
import { visiblePlan } from "./owned.ts";
import { postColumns } from "./post-columns.ts";

/*
 * The plan's exports and its calendar feed: a secret URL calendar apps poll without a
 * session (docs/decisions/018-plan-calendar-feed.md).
 */

/** Only this is stored: a leaked table (or backup) holds no working feed URL. */
export const hashFeedToken = hashSecretToken;

/** The public path of a feed; APP_URL in front makes its https URL. */
export const feedPath = (token: string) => `/feed/${token}.ics`;

/** The post with the SEQUENCE calendar apps compare versions by. */
const exportedColumns = { ...postColumns, sequence: columns.posts.sequence };

/** A plan's posts in calendar order (the plan-and-date index serves it). */
const postsOf = (db: Database, planId: string): Promise<ExportedPost[]> => {
  const post = scopedToPlan(planId).posts;
  return db
    .select(exportedColumns)
    .from(post.t)
    .where(post.where())
    .orderBy(asc(post.t.date), asc(post.t.createdAt));
};

/** What a download writes: the plan's title and its posts as they are now. */
export async function planForExport(db: Database, access: WorkspaceAccess, planId: string) {
  const plan = await visiblePlan(db, access, planId);
  return { title: plan.title, posts: await postsOf(db, plan.id) };
}

export async function feedStatus(db: Database, access: WorkspaceAccess, planId: string) {
  const plan = await visiblePlan(db, access, planId);
  const own = scoped(access).feeds;
  const [feed] = await db
    .select({ createdAt: own.t.createdAt })
    .from(own.t)
    .where(own.where(eq(own.t.planId, plan.id)));
  return { active: feed !== undefined, createdAt: feed?.createdAt.toISOString() ?? null };
}

/**
 * Publishes the member's feed of the plan under a new secret, replacing their earlier one
 * (whose URL then stops working); other members' feeds are theirs. The token leaves the server
 * only in this answer.
 */
export async function publishFeed(
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  appUrl: string,
) {
  const plan = await visiblePlan(db, access, planId);
  const token = newSecretToken();
  const fresh = { tokenHash: hashFeedToken(token), createdAt: sql`now()` };
  const own = scoped(access).feeds;
  const [row] = await db
    .insert(own.t)
    .values(own.values({ planId: plan.id, ...fresh }))
    .onConflictDoUpdate({ target: [own.t.planId, own.t.userId], set: fresh })
    .returning({ createdAt: own.t.createdAt });
  if (!row) throw errors.notFound(PLAN_NOT_FOUND);
  const url = `${appUrl}${feedPath(token)}`;
  return {
    url,
    // The scheme calendar apps open as "subscribe", not "download once".
    webcalUrl: url.replace(/^https?:/, "webcal:"),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function revokeFeed(db: Database, access: WorkspaceAccess, planId: string) {
  const plan = await visiblePlan(db, access, planId);
  const own = scoped(access).feeds;
  await db.delete(own.t).where(own.where(eq(own.t.planId, plan.id)));
}

/**
 * The plan a feed token opens, with its posts, or null: an unknown, revoked or replaced token,
 * a member removed or limited away from the plan's brand, or banned. One lookup by the hash's
 * unique index (joined with the membership and profile), then the posts.
 */
export async function planOfFeedToken(db: Database, token: string) {
  if (!looksLikeSecretToken(token)) return null;
  const feed = scopedToFeedToken(hashFeedToken(token)).feeds;
  // Its row goes with the membership; the brand access is checked as it is now.
  const member = scopedForMember(feed.t);
  const plan = member.plans;
  const [found] = await db
    .select({ id: plan.t.id, title: plan.t.title, isBanned: profiles.isBanned })
    .from(feed.t)
    .innerJoin(plan.t, eq(plan.t.id, feed.t.planId))
    .innerJoin(workspaceMembers, member.membership)
    .leftJoin(profiles, eq(profiles.id, feed.t.userId))
    .where(feed.where(plan.where()));
  if (!found || found.isBanned) return null;
  return { title: found.title, posts: await postsOf(db, found.id) };
}
