import { eq, sql } from "drizzle-orm";
import { type StrategyCalendar, strategyCalendarSchema } from "../../shared/generation/calendar.ts";
import { DEMO_POST_NOTE } from "../../shared/generation/demo-posts.ts";
import type { PostLanding } from "../../shared/generation/tools.ts";
import type { VersionOrigin } from "../../shared/generation/versions.ts";
import {
  MAX_PLAN_TITLE_LENGTH,
  POST_NOT_FOUND,
  POST_OF_ANOTHER_BRAND,
  postUpdateSchema,
} from "../../shared/plans.ts";
import type { Database } from "../db/client.ts";
import { errors } from "../lib/errors.ts";
import { isUuid } from "../lib/ids.ts";
import { columns, scoped, visibleRow } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";
import { writePostText } from "./post-versions.ts";

/**
 * The plans domain's outlets (decision 048): where a tool's result lands in a plan, called by
 * the generation's runner in its transaction for the places the tool's registry entry declares.
 * A tool never writes plans or posts itself.
 */

/** A saved item whose result lands somewhere: its history item, title and brand. */
export type LandingItem = {
  historyId: string;
  /** The item's version: 1 for a new item, more for a new version of one. */
  version: number;
  title: string;
  brand: { id: string | null; brandName: string } | null;
};

/** A plan made of a calendar: its posts are rows copied from the calendar's slots. */
type PlanFromCalendar = {
  /** The workspace it goes in, and its author. */
  access: WorkspaceAccess;
  title: string;
  brandId: string | null;
  brandName: string | null;
  strategyHistoryId: string;
  calendar: StrategyCalendar;
};

/** A calendar's channels, in the order they were chosen (its slots take turns). */
const channelsOf = (calendar: StrategyCalendar) => [
  ...new Set(calendar.slots.map((slot) => slot.channel)),
];

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
      channels: channelsOf(calendar),
    })
    .returning({ id: columns.plans.id });
  if (!created) throw new Error("plan insert returned no row");
  if (calendar.slots.length > 0) {
    await tx.insert(scope.posts.t).values(
      // A post's pillar and funnel stage stay in the strategy's calendar (its text says them).
      calendar.slots.map(({ demo, pillar, stage, ...slot }) => ({
        ...slot,
        // A post the offline composer wrote says so where the marketer reads it.
        notes: demo ? DEMO_POST_NOTE : "",
        planId: created.id,
        workspaceId,
        userId,
        // Its version 1 is its row (decision 060), laid out by the strategy.
        versionBy: userId,
        versionMade: "generated" as const,
      })),
    );
  }
  return { planId: created.id };
}

/**
 * The plan outlet: a result's structured calendar becomes the item's plan. One plan per item:
 * a new version of an item (generated again, edited) answers the plan it has, maybe worked on
 * for weeks, and makes none ("Abrir como plano" makes one if it was deleted). Answers the plan.
 */
export async function planOutlet(
  tx: Database,
  access: WorkspaceAccess,
  item: LandingItem,
  structured: unknown,
): Promise<string | null> {
  if (item.version > 1) {
    const plan = scoped(access).plans;
    const [existing] = await tx
      .select({ id: columns.plans.id })
      .from(plan.t)
      .where(plan.where(eq(columns.plans.strategyHistoryId, item.historyId)));
    return existing?.id ?? null;
  }
  const { planId } = await createPlanFromCalendar(tx, {
    access,
    title: item.title,
    brandId: item.brand?.id ?? null,
    brandName: item.brand?.brandName ?? null,
    strategyHistoryId: item.historyId,
    calendar: strategyCalendarSchema.parse(structured),
  });
  return planId;
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

/** A result landing on the post it came from. */
export type PostWrite = {
  postId: string;
  /** The item's brand, which the post must be of (or be of no brand). */
  itemBrandId: string | null;
  field: PostLanding;
  /** The field's new value (the tool's structured result); `script` links the item instead. */
  value: unknown;
  historyId: string;
  /** How the post's new version was made: generated, an AI edit with its instruction… */
  how: VersionOrigin;
};

/**
 * The post outlet: what a tool made from a post becomes the post's (its script, its caption);
 * a post still an idea is now in production (a post further along keeps its status: work
 * never moves backwards). In the generation's transaction, the post checked again there
 * against the item's brand and the member's access. A text field is the post's text, so it
 * adds a version (decision 042), its value checked by the post's own schema. A post deleted
 * while the text was written simply has nothing to take it: answers whether it took it. The
 * plan's row is touched by the database (migration 0007).
 */
export async function postOutlet(tx: Database, access: WorkspaceAccess, write: PostWrite) {
  const { postId, field } = write;
  if (!(await ensurePostOfBrand(tx, access, postId, write.itemBrandId, { lock: true }))) {
    return false;
  }
  const status = sql`case when ${columns.posts.status} = 'ideia' then 'em_producao' else ${columns.posts.status} end`;
  if (field !== "script") {
    const text = postUpdateSchema.pick({ [field]: true } as Record<typeof field, true>);
    await writePostText(tx, {
      access,
      postId,
      text: text.parse({ [field]: write.value }),
      how: write.how,
      also: { status },
    });
    return true;
  }
  const post = scoped(access).posts;
  await tx
    .update(post.t)
    .set({
      scriptHistoryId: write.historyId,
      status,
      sequence: sql`${columns.posts.sequence} + 1`,
      updatedAt: new Date(),
    })
    .where(post.where(eq(columns.posts.id, postId)));
  return true;
}
