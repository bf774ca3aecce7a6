import { eq, type GetColumnData } from "drizzle-orm";
import {
  type PlanPost,
  type PlanProgress,
  POST_STATUS_VALUES,
  type PostStatus,
} from "../../shared/plans.ts";
import type { Database } from "../db/client.ts";
import { brands, planPosts, plans, users } from "../db/schema/index.ts";
import type { postColumns } from "./post-columns.ts";

/** A plan as its summary and its page show it; the colour is the brand's current one. */
export const planColumns = {
  id: plans.id,
  title: plans.title,
  brandId: plans.brandId,
  brandName: plans.brandName,
  brandColor: brands.color,
  startDate: plans.startDate,
  endDate: plans.endDate,
  channels: plans.channels,
  strategyHistoryId: plans.strategyHistoryId,
  author: users.name,
  createdAt: plans.createdAt,
  updatedAt: plans.updatedAt,
};

/**
 * The plans with their brand's colour and their author's name (left joins: the brand may have
 * been deleted, and the account).
 */
export const plansWithBrand = (db: Database) =>
  db
    .select(planColumns)
    .from(plans)
    .leftJoin(brands, eq(brands.id, plans.brandId))
    .leftJoin(users, eq(users.id, plans.userId));

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
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Posts on a plan's page and in every list: by date, then in the order they were made. */
export const postOrder = [planPosts.date, planPosts.createdAt, planPosts.id] as const;

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
