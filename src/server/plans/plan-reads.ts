import { count, desc, eq, gte, inArray, lte, max, min, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { addDays } from "../../shared/dates.ts";
import {
  commercialDatesBetween,
  withMarkedDates,
} from "../../shared/generation/commercial-dates.ts";
import {
  MAX_PLANS_LISTED,
  PLAN_NOT_FOUND,
  type PlanDetail,
  type PlanSummary,
  TODAY_OVERDUE_DAYS,
  type TodaysPosts,
  UPCOMING_DAYS,
  type UpcomingPost,
  windowCovering,
} from "../../shared/plans.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { isUuid } from "../lib/ids.ts";
import { columns, preparedViewer, scoped, scopedPrepared } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";
import { postColumns } from "./post-columns.ts";
import { preparedPer } from "./prepared.ts";
import { plansWithBrand, postOrder, progressOf, toPlanFields, toPlanPost } from "./rows.ts";

// The plans' reads: "Meus planos", "Próximas publicações" and a plan's page.
/** A week of every plan at 5 posts a day is far below this; it only bounds a runaway account. */
const MAX_UPCOMING_POSTS = 500;

/**
 * "Meus planos": the plans most recently worked on first, each with its progress, its window
 * (covering its posts) and the next post still to publish from `today` (three indexed
 * queries, whatever the count).
 */
export async function listPlans(db: Database, access: WorkspaceAccess, today: string) {
  const scope = scoped(access);
  const { posts: post } = scope;
  const rows = await plansWithBrand(db, scope)
    .orderBy(desc(columns.plans.updatedAt), desc(columns.plans.id))
    .limit(MAX_PLANS_LISTED);
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return { items: [] as PlanSummary[] };
  const [counts, nextPosts] = await Promise.all([
    db
      .select({
        planId: columns.posts.planId,
        status: columns.posts.status,
        count: count(),
        // Each status's first and last days, as the posts' dates of the plan's window.
        firstDate: min(columns.posts.date),
        lastDate: max(columns.posts.date),
      })
      .from(post.t)
      .where(post.where(inArray(columns.posts.planId, ids)))
      .groupBy(columns.posts.planId, columns.posts.status),
    db
      .selectDistinctOn([columns.posts.planId], {
        planId: columns.posts.planId,
        id: columns.posts.id,
        date: columns.posts.date,
        channel: columns.posts.channel,
        format: columns.posts.format,
        theme: columns.posts.theme,
      })
      .from(post.t)
      .where(
        post.where(
          inArray(columns.posts.planId, ids),
          gte(columns.posts.date, today),
          ne(columns.posts.status, "publicado"),
        ),
      )
      .orderBy(columns.posts.planId, ...postOrder),
  ]);
  const items = rows.map((row): PlanSummary => {
    const next = nextPosts.find((post) => post.planId === row.id);
    const ofPlan = counts.filter((c) => c.planId === row.id);
    const dates = ofPlan.flatMap((c) => [c.firstDate, c.lastDate]).filter((date) => date !== null);
    return {
      ...toPlanFields(row),
      ...windowCovering(row, dates),
      progress: progressOf(ofPlan),
      nextPost: next
        ? {
            id: next.id,
            date: next.date,
            channel: next.channel,
            format: next.format,
            theme: next.theme,
          }
        : null,
    };
  });
  return { items };
}

/** Who published a post (decision 062), beside its author. */
const publisher = alias(users, "publisher");

/**
 * The viewer's posts dated `from` through `to` (and matching `condition`), by date, each with
 * its plan's name, its brand's colour and who published it: "Próximas publicações" and "Posts
 * de hoje" are this one read over different days.
 */
async function postsOfDays(
  db: Database,
  access: WorkspaceAccess,
  from: string,
  to: string,
  condition?: SQL,
) {
  const { plans: plan, posts: post, brands: brand } = scoped(access);
  const rows = await db
    .select({
      ...postColumns,
      planTitle: columns.plans.title,
      brandName: columns.plans.brandName,
      brandColor: columns.brands.color,
      publisherName: publisher.name,
    })
    .from(post.t)
    .innerJoin(plan.t, plan.where(eq(columns.plans.id, columns.posts.planId)))
    .leftJoin(brand.t, brand.where(eq(columns.brands.id, columns.plans.brandId)))
    .leftJoin(publisher, eq(publisher.id, columns.posts.publishedBy))
    .where(post.where(gte(columns.posts.date, from), lte(columns.posts.date, to), condition))
    .orderBy(...postOrder)
    .limit(MAX_UPCOMING_POSTS);
  return {
    items: rows.map(
      ({ planTitle, brandName, brandColor, publisherName, ...post }): UpcomingPost => ({
        ...toPlanPost(post),
        planTitle,
        brandName,
        brandColor,
        publisherName,
      }),
    ),
  };
}

/** "Próximas publicações": the workspace's posts from `today` through the next days, by date. */
export const upcomingPosts = (db: Database, access: WorkspaceAccess, today: string) =>
  postsOfDays(db, access, today, addDays(today, UPCOMING_DAYS - 1));

/**
 * "Posts de hoje" (decision 062): today's posts, published or not, and those of the last days
 * still not published, the oldest first.
 */
export const todaysPosts = async (
  db: Database,
  access: WorkspaceAccess,
  today: string,
): Promise<TodaysPosts> => ({
  today,
  ...(await postsOfDays(
    db,
    access,
    addDays(today, -TODAY_OVERDUE_DAYS),
    today,
    or(eq(columns.posts.date, today), ne(columns.posts.status, "publicado")),
  )),
});

/**
 * The plan page's two reads, prepared, each through the viewer's scope (scopedPrepared: their
 * workspace and brands are parameters), so both run at once: another workspace's plan, or one
 * of a brand the member may not see, answers no plan and no posts.
 */
const planPageReads = preparedPer((db) => {
  const id = sql.placeholder("id");
  const scope = scopedPrepared();
  const { posts: post } = scope;
  return {
    plan: plansWithBrand(db, scope, eq(columns.plans.id, id)).prepare("plan_page_plan"),
    posts: db
      .select({ ...postColumns, authorName: users.name, publisherName: publisher.name })
      .from(post.t)
      .leftJoin(users, eq(users.id, post.t.userId))
      .leftJoin(publisher, eq(publisher.id, post.t.publishedBy))
      .where(post.where(eq(post.t.planId, id)))
      .orderBy(...postOrder)
      .prepare("plan_page_posts"),
  };
});

/**
 * The commercial dates of a window, computed once per window: working them out costs more
 * than the rest of the plan's read, and every plan made the same week shares its window.
 * Bounded, since the windows are as many as the plans' start dates (and the posts moved past
 * them). The module keeps it rather than buildDeps: it holds a pure function's answers, the
 * same for every instance of the app and every database.
 */
const commercialDatesOfWindow = new Map<string, ReturnType<typeof commercialDatesBetween>>();
const MAX_WINDOWS_REMEMBERED = 1000;

function commercialDatesIn(startDate: string, endDate: string) {
  const key = `${startDate}/${endDate}`;
  let dates = commercialDatesOfWindow.get(key);
  if (!dates) {
    if (commercialDatesOfWindow.size >= MAX_WINDOWS_REMEMBERED) commercialDatesOfWindow.clear();
    dates = commercialDatesBetween(startDate, endDate);
    commercialDatesOfWindow.set(key, dates);
  }
  return dates;
}

type NamedPost = {
  authorId: string | null;
  authorName: string | null;
  publishedBy: string | null;
  publisherName: string | null;
};

/**
 * The names of the posts' authors and publishers by id (a deleted account has no id left, so
 * no entry).
 */
function authorsOf(posts: NamedPost[]) {
  const authors: Record<string, string> = {};
  for (const { authorId, authorName, publishedBy, publisherName } of posts) {
    if (authorId && authorName !== null) authors[authorId] = authorName;
    if (publishedBy && publisherName !== null) authors[publishedBy] = publisherName;
  }
  return authors;
}

/** A plan the member may see, with its posts: two prepared reads sent at once. */
export async function getPlan(
  db: Database,
  access: WorkspaceAccess,
  id: string,
): Promise<PlanDetail> {
  if (!isUuid(id)) throw errors.notFound(PLAN_NOT_FOUND);
  const reads = planPageReads(db);
  const viewer = preparedViewer(access);
  const [[row], posts] = await Promise.all([
    reads.plan.execute({ id, ...viewer }),
    reads.posts.execute({ id, ...viewer }),
  ]);
  if (!row) throw errors.notFound(PLAN_NOT_FOUND);
  const window = windowCovering(
    row,
    posts.map((post) => post.date),
  );
  return {
    ...toPlanFields(row),
    ...window,
    progress: progressOf(posts.map(({ status }) => ({ status, count: 1 }))),
    posts: posts.map(({ authorName: _, publisherName: __, ...post }) => toPlanPost(post)),
    authors: authorsOf(posts),
    commercialDates: withMarkedDates(
      commercialDatesIn(window.startDate, window.endDate),
      posts.map((post) => post.commercialDate),
      window.startDate,
      window.endDate,
    ),
  };
}
