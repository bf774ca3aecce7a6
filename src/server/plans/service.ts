import { count, desc, eq, gte, inArray, lte, max, min, ne, sql } from "drizzle-orm";
import { addDays } from "../../shared/dates.ts";
import {
  DEMO_POST_NOTE,
  type StrategyCalendar,
  strategyCalendarSchema,
} from "../../shared/generation/calendar.ts";
import type { CaptionFields } from "../../shared/generation/captions.ts";
import { commercialDatesBetween } from "../../shared/generation/commercial-dates.ts";
import type { Channel } from "../../shared/generation/options.ts";
import { can } from "../../shared/generation/tools.ts";
import type { VersionOrigin } from "../../shared/generation/versions.ts";
import {
  MAX_PLAN_TITLE_LENGTH,
  MAX_PLANS_LISTED,
  NOT_A_STRATEGY,
  PLAN_NOT_FOUND,
  type PlanDetail,
  type PlanSummary,
  type PlanUpdate,
  POST_NOT_FOUND,
  POST_OF_ANOTHER_BRAND,
  STRATEGY_WITHOUT_CALENDAR,
  UPCOMING_DAYS,
  type UpcomingPost,
  windowCovering,
} from "../../shared/plans.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { isUuid } from "../lib/ids.ts";
import { columns, preparedViewer, scoped, scopedPrepared, visibleRow } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";
import { postColumns } from "./post-columns.ts";
import { firstPostVersions, versionedColumns, writePostText } from "./post-versions.ts";
import { preparedPer } from "./prepared.ts";

import { plansWithBrand, postOrder, progressOf, toPlanFields, toPlanPost } from "./rows.ts";

// "Gerar 3 opções" on a post reads it as its versions do: the same 404 for a post not seen.
export { visiblePost } from "./posts.ts";

const HISTORY_NOT_FOUND = "Conteúdo não encontrado.";

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

/** "Próximas publicações": the workspace's posts from `today` through the next days, by date. */
export async function upcomingPosts(db: Database, access: WorkspaceAccess, today: string) {
  const { plans: plan, posts: post, brands: brand } = scoped(access);
  const rows = await db
    .select({
      ...postColumns,
      planTitle: columns.plans.title,
      brandName: columns.plans.brandName,
      brandColor: columns.brands.color,
    })
    .from(post.t)
    .innerJoin(plan.t, plan.where(eq(columns.plans.id, columns.posts.planId)))
    .leftJoin(brand.t, brand.where(eq(columns.brands.id, columns.plans.brandId)))
    .where(
      post.where(
        gte(columns.posts.date, today),
        lte(columns.posts.date, addDays(today, UPCOMING_DAYS - 1)),
      ),
    )
    .orderBy(...postOrder)
    .limit(MAX_UPCOMING_POSTS);
  return {
    items: rows.map(
      ({ planTitle, brandName, brandColor, ...post }): UpcomingPost => ({
        ...toPlanPost(post),
        planTitle,
        brandName,
        brandColor,
      }),
    ),
  };
}

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
      .select({ ...postColumns, authorName: users.name })
      .from(post.t)
      .leftJoin(users, eq(users.id, post.t.userId))
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

/** The posts' authors' names by id (a deleted account has no id left, so no entry). */
function authorsOf(posts: { authorId: string | null; authorName: string | null }[]) {
  const authors: Record<string, string> = {};
  for (const { authorId, authorName } of posts) {
    if (authorId && authorName !== null) authors[authorId] = authorName;
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
    posts: posts.map(({ authorName: _, ...post }) => toPlanPost(post)),
    authors: authorsOf(posts),
    commercialDates: commercialDatesIn(window.startDate, window.endDate),
  };
}

export async function updatePlan(
  db: Database,
  access: WorkspaceAccess,
  id: string,
  input: PlanUpdate,
) {
  if (!isUuid(id)) throw errors.notFound(PLAN_NOT_FOUND);
  const plan = scoped(access).plans;
  const updated = await db
    .update(plan.t)
    .set({ title: input.title, updatedAt: new Date() })
    .where(plan.where(eq(columns.plans.id, id)))
    .returning({ id: columns.plans.id });
  if (updated.length === 0) throw errors.notFound(PLAN_NOT_FOUND);
  return getPlan(db, access, id);
}

/** The posts go with it; the strategy stays in the history (and can be opened again). */
export async function deletePlan(db: Database, access: WorkspaceAccess, id: string) {
  if (!isUuid(id)) throw errors.notFound(PLAN_NOT_FOUND);
  const plan = scoped(access).plans;
  const deleted = await db
    .delete(plan.t)
    .where(plan.where(eq(columns.plans.id, id)))
    .returning({ id: columns.plans.id });
  if (deleted.length === 0) throw errors.notFound(PLAN_NOT_FOUND);
}

/** A plan made of a strategy's calendar: its posts are rows copied from the calendar's slots. */
export type PlanFromCalendar = {
  /** The workspace it goes in, and its author. */
  access: WorkspaceAccess;
  title: string;
  brandId: string | null;
  brandName: string | null;
  strategyHistoryId: string;
  channels: Channel[];
  calendar: StrategyCalendar;
};

/**
 * Writes the plan and its posts; `tx` is the transaction that saves the strategy (or opens
 * it as a plan), so a strategy never exists half-planned.
 */
export async function createPlanFromCalendar(tx: Database, plan: PlanFromCalendar) {
  const { calendar } = plan;
  const { workspaceId, userId } = plan.access;
  const scope = scoped(plan.access);
  const [created] = await tx
    .insert(scope.plans.t)
    .values({
      workspaceId,
      userId,
      title: plan.title.slice(0, MAX_PLAN_TITLE_LENGTH),
      brandId: plan.brandId,
      brandName: plan.brandName,
      strategyHistoryId: plan.strategyHistoryId,
      startDate: calendar.startDate,
      endDate: calendar.endDate,
      channels: plan.channels,
    })
    .returning({ id: columns.plans.id });
  if (!created) throw new Error("plan insert returned no row");
  if (calendar.slots.length > 0) {
    const posts = await tx
      .insert(scope.posts.t)
      .values(
        calendar.slots.map(({ demo, ...slot }) => ({
          ...slot,
          // A post the offline composer wrote says so where the marketer reads it.
          notes: demo ? DEMO_POST_NOTE : "",
          planId: created.id,
          workspaceId,
          userId,
        })),
      )
      .returning(versionedColumns);
    await firstPostVersions(tx, plan.access, posts, "generated");
  }
  return { planId: created.id };
}

/** The channels of an old calendar, in the order the user chose them (slots take turns). */
const channelsOf = (calendar: StrategyCalendar) => [
  ...new Set(calendar.slots.map((slot) => slot.channel)),
];

/**
 * "Abrir como plano": a strategy of the history becomes a plan from its saved calendar. One
 * plan per strategy: the strategy's row is locked while looking, so two taps make one plan,
 * and the one that already exists is answered (`created: false`).
 */
export async function planFromHistory(db: Database, access: WorkspaceAccess, historyId: string) {
  const { history, plans: plan } = scoped(access);
  const { planId, created } = await db.transaction(async (tx) => {
    const [item] = await tx
      .select({
        contentType: history.t.contentType,
        title: history.t.title,
        metadata: history.t.metadata,
        brandId: history.t.brandId,
        brandName: history.t.brandName,
      })
      .from(history.t)
      .where(history.where(eq(history.t.id, historyId)))
      .for("update");
    if (!item) throw errors.notFound(HISTORY_NOT_FOUND);
    if (!can(item.contentType, "makesPlan")) throw errors.unprocessable(NOT_A_STRATEGY);
    // One plan per strategy: its plan is of its brand, which the member sees with it.
    const [existing] = await tx
      .select({ id: columns.plans.id })
      .from(plan.t)
      .where(plan.where(eq(columns.plans.strategyHistoryId, historyId)));
    if (existing) return { planId: existing.id, created: false };
    const calendar = strategyCalendarSchema.safeParse(item.metadata?.calendar);
    if (!calendar.success) throw errors.unprocessable(STRATEGY_WITHOUT_CALENDAR);
    const made = await createPlanFromCalendar(tx, {
      access,
      title: item.title,
      brandId: item.brandId,
      brandName: item.brandName,
      strategyHistoryId: historyId,
      channels: channelsOf(calendar.data),
      calendar: calendar.data,
    });
    return { planId: made.planId, created: true };
  });
  return { plan: await getPlan(db, access, planId), created };
}

/**
 * The post a tool's item writes onto ("Criar roteiro", "Criar legenda", and the item's later
 * edits and variations): one the member may see (else 404, as an unknown one), of a plan of the
 * item's brand or of none (else 422). Decided on the post itself each time, never on the item
 * read earlier: before anything is generated, and again in the write's own transaction, where
 * `lock` holds the post's row until the write ends. Answers whether the post still exists.
 */
export async function ensurePostOfBrand(
  db: Database,
  access: WorkspaceAccess,
  postId: string,
  itemBrandId: string | null,
  { lock = false } = {},
) {
  if (!isUuid(postId)) throw errors.notFound(POST_NOT_FOUND);
  // Seen or not: a post hidden from the member is a 404, one gone is nothing to write onto.
  const { workspacePosts: post, workspacePlans: plan } = scoped(access);
  const query = db
    .select({ workspaceId: post.t.workspaceId, brandId: plan.t.brandId })
    .from(post.t)
    .innerJoin(plan.t, plan.where(eq(plan.t.id, post.t.planId)))
    .where(post.where(eq(post.t.id, postId)));
  const [found] = await (lock ? query.for("update", { of: post.t }) : query);
  if (!found) return false;
  if (!visibleRow(access, found)) throw errors.notFound(POST_NOT_FOUND);
  if (found.brandId !== null && found.brandId !== itemBrandId) {
    throw errors.unprocessable(POST_OF_ANOTHER_BRAND);
  }
  return true;
}

/** Before generating from a post: it exists, the member sees it, and it is of the brand. */
export async function ensureVisiblePost(
  db: Database,
  access: WorkspaceAccess,
  postId: string,
  itemBrandId: string | null,
) {
  if (!(await ensurePostOfBrand(db, access, postId, itemBrandId))) {
    throw errors.notFound(POST_NOT_FOUND);
  }
}

/**
 * What a tool made from a post becomes the post's (its script, its caption); a post still an
 * idea is now in production (a post further along keeps its status: work never moves
 * backwards). In the generation's transaction, the post checked again there against the item's
 * brand (`itemBrandId`) and the member's access. A caption is the post's text, so it adds a
 * version (generated, or an AI edit with its instruction: decision 042). A post deleted while
 * the text was written simply has nothing to take it. The plan's row is touched by the database
 * (migration 0007).
 */
export async function writeToPost(
  tx: Database,
  access: WorkspaceAccess,
  postId: string,
  itemBrandId: string | null,
  made: { scriptHistoryId: string } | { caption: CaptionFields; how: VersionOrigin },
) {
  if (!(await ensurePostOfBrand(tx, access, postId, itemBrandId, { lock: true }))) return;
  const status = sql`case when ${columns.posts.status} = 'ideia' then 'em_producao' else ${columns.posts.status} end`;
  if ("caption" in made) {
    await writePostText(tx, {
      access,
      postId,
      text: { caption: made.caption },
      how: made.how,
      also: { status },
    });
    return;
  }
  const post = scoped(access).posts;
  await tx
    .update(post.t)
    .set({
      scriptHistoryId: made.scriptHistoryId,
      status,
      sequence: sql`${columns.posts.sequence} + 1`,
      updatedAt: new Date(),
    })
    .where(post.where(eq(columns.posts.id, postId)));
}
