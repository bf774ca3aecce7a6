import { eq, sql } from "drizzle-orm";
import {
  DEMO_POST_NOTE,
  type StrategyCalendar,
  strategyCalendarSchema,
} from "../../shared/generation/calendar.ts";
import type { CaptionFields } from "../../shared/generation/captions.ts";
import type { Channel } from "../../shared/generation/options.ts";
import { can } from "../../shared/generation/tools.ts";
import type { VersionOrigin } from "../../shared/generation/versions.ts";
import {
  MAX_PLAN_TITLE_LENGTH,
  NOT_A_STRATEGY,
  PLAN_NOT_FOUND,
  type PlanUpdate,
  POST_NOT_FOUND,
  POST_OF_ANOTHER_BRAND,
  STRATEGY_WITHOUT_CALENDAR,
} from "../../shared/plans.ts";
import type { Database } from "../db/client.ts";
import { errors } from "../lib/errors.ts";
import { isUuid } from "../lib/ids.ts";
import { columns, scoped, visibleRow } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";
import { getPlan } from "./plan-reads.ts";
import { firstPostVersions, versionedColumns, writePostText } from "./post-versions.ts";

// "Gerar 3 opções" on a post reads it as its versions do: the same 404 for a post not seen.
export { visiblePost } from "./posts.ts";

const HISTORY_NOT_FOUND = "Conteúdo não encontrado.";

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
