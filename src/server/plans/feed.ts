import { asc, eq } from "drizzle-orm";
import { PLAN_NOT_FOUND } from "../../shared/plans.ts";
import type { Database } from "../db/client.ts";
import { planPosts, plans, profiles } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { hashSecretToken, looksLikeSecretToken, newSecretToken } from "../lib/secret-token.ts";
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
const exportedColumns = { ...postColumns, sequence: planPosts.sequence };

/** A plan's posts in calendar order (the plan-and-date index serves it). */
const postsOf = (db: Database, planId: string): Promise<ExportedPost[]> =>
  db
    .select(exportedColumns)
    .from(planPosts)
    .where(eq(planPosts.planId, planId))
    .orderBy(asc(planPosts.date), asc(planPosts.createdAt));

/** What a download writes: the plan's title and its posts as they are now. */
export async function planForExport(db: Database, access: WorkspaceAccess, planId: string) {
  const plan = await visiblePlan(db, access, planId);
  return { title: plan.title, posts: await postsOf(db, plan.id) };
}

export async function feedStatus(db: Database, access: WorkspaceAccess, planId: string) {
  const plan = await visiblePlan(db, access, planId);
  return {
    active: plan.feedCreatedAt !== null,
    createdAt: plan.feedCreatedAt?.toISOString() ?? null,
  };
}

/**
 * Publishes the plan's feed under a new secret, replacing any earlier one (whose URL then
 * stops working). The token leaves the server only in this answer.
 */
export async function publishFeed(
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  appUrl: string,
) {
  const plan = await visiblePlan(db, access, planId);
  const token = newSecretToken();
  const [row] = await db
    .update(plans)
    .set({ feedTokenHash: hashFeedToken(token), feedCreatedAt: new Date() })
    .where(eq(plans.id, plan.id))
    .returning({ createdAt: plans.feedCreatedAt });
  if (!row?.createdAt) throw errors.notFound(PLAN_NOT_FOUND);
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
  await db
    .update(plans)
    .set({ feedTokenHash: null, feedCreatedAt: null })
    .where(eq(plans.id, plan.id));
}

/**
 * The plan a feed token opens, with its posts, or null: an unknown, revoked or replaced
 * token, or a banned owner. One lookup by the hash's unique index, then the posts.
 */
export async function planOfFeedToken(db: Database, token: string) {
  if (!looksLikeSecretToken(token)) return null;
  const [plan] = await db
    .select({ id: plans.id, title: plans.title, isBanned: profiles.isBanned })
    .from(plans)
    .leftJoin(profiles, eq(profiles.id, plans.userId))
    .where(eq(plans.feedTokenHash, hashFeedToken(token)));
  if (!plan || plan.isBanned) return null;
  return { title: plan.title, posts: await postsOf(db, plan.id) };
}
