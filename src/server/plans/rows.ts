import { eq, type GetColumnData, type SQL } from "drizzle-orm";
import {
  type PlanPost,
  type PlanProgress,
  POST_STATUS_VALUES,
  type PostStatus,
} from "../../shared/plans.ts";
import type { Database } from "../db/client.ts";
import { type brands, type plans, users } from "../db/schema/index.ts";
import { columns } from "../scoped/scope.ts";
import type { TableScope } from "../scoped/table-scope.ts";
import type { postColumns } from "./post-columns.ts";

const plan = columns.plans;

/** A plan as its summary and its page show it; the colour is the brand's current one. */
export const planColumns = {
  id: plan.id,
  title: plan.title,
  brandId: plan.brandId,
  brandName: plan.brandName,
  brandColor: columns.brands.color,
  startDate: plan.startDate,
  endDate: plan.endDate,
  channels: plan.channels,
  strategyHistoryId: plan.strategyHistoryId,
  author: users.name,
  createdAt: plan.createdAt,
  updatedAt: plan.updatedAt,
};

/** The viewer's plans and brands (scoped(access), or scopedPrepared() for a prepared read). */
type PlanScopes = { plans: TableScope<typeof plans>; brands: TableScope<typeof brands> };

/**
 * The viewer's plans matching the conditions, with their brand's colour and their author's
 * name (left joins: the brand may have been deleted, and the account).
 */
export const plansWithBrand = (
  db: Database,
  { plans: plan, brands: brand }: PlanScopes,
  ...conditions: (SQL | undefined)[]
) =>
  db
    .select(planColumns)
    .from(plan.t)
    .leftJoin(brand.t, brand.where(eq(brand.t.id, plan.t.brandId)))
    .leftJoin(users, eq(users.id, plan.t.userId))
    .where(plan.where(...conditions));

type PlanRow = Awaited<ReturnType<typeof plansWithBrand>>[number];

export const toPlanFields = (row: PlanRow) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

type PostRow = {
  [K in keyof typeof postColumns]: GetColumnData<(typeof postColumns)[K]>;
};

export const toPlanPost = (row: PostRow): PlanPost => ({
  ...row,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Posts on a plan's page and in every list: by date, then in the order they were made. */
export const postOrder = [columns.posts.date, columns.posts.createdAt, columns.posts.id] as const;

export function progressOf(counts: Iterable<{ status: PostStatus; count: number }>): PlanProgress {
  const progress = Object.fromEntries([
    ["total", 0],
    ...POST_STATUS_VALUES.map((status) => [status, 0]),
  ]) as PlanProgress;
  for (const { status, count } of counts) {
    progress[status] += count;
    progress.total += count;
  }
  return progress;
}
