import { asc, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { MAX_TASKS_LISTED, type MyTasks } from "../../shared/tasks.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { columns, scoped } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";
import { postColumns } from "./post-columns.ts";
import { postOrder, toPlanPost } from "./rows.ts";

const assigner = alias(users, "assigner");

/**
 * "Minhas tarefas": the posts the member is responsible for in this workspace, not yet
 * published, the nearest due date first (then those without one, by publishing date), each with
 * its plan, its brand's colour and who gave it (one query, on the assignee index).
 */
export async function myTasks(db: Database, access: WorkspaceAccess): Promise<MyTasks> {
  const { plans: plan, posts: post, brands: brand } = scoped(access);
  const rows = await db
    .select({
      ...postColumns,
      planTitle: columns.plans.title,
      brandName: columns.plans.brandName,
      brandColor: columns.brands.color,
      assignedById: columns.posts.assignedBy,
      assignedBy: assigner.name,
      isNew: sql<boolean>`${columns.posts.assignmentSeenAt} is null`,
    })
    .from(post.t)
    .innerJoin(plan.t, plan.where(eq(columns.plans.id, columns.posts.planId)))
    .leftJoin(brand.t, brand.where(eq(columns.brands.id, columns.plans.brandId)))
    .leftJoin(assigner, eq(assigner.id, columns.posts.assignedBy))
    .where(
      post.where(
        eq(columns.posts.assigneeId, access.userId),
        ne(columns.posts.status, "publicado"),
      ),
    )
    .orderBy(sql`${columns.posts.dueOn} asc nulls last`, ...postOrder.map((c) => asc(c)))
    .limit(MAX_TASKS_LISTED);
  return {
    items: rows.map(
      ({ planTitle, brandName, brandColor, assignedById, assignedBy, isNew, ...row }) => ({
        ...toPlanPost(row),
        planTitle,
        brandName,
        brandColor,
        // A post the member took themself was given by no one.
        assignedBy: assignedById === access.userId ? null : assignedBy,
        isNew,
      }),
    ),
  };
}
