import { eq } from "drizzle-orm";
import { strategyCalendarSchema } from "../../shared/generation/calendar.ts";
import { can } from "../../shared/generation/tools.ts";
import {
  NOT_A_STRATEGY,
  PLAN_NOT_FOUND,
  type PlanUpdate,
  STRATEGY_WITHOUT_CALENDAR,
} from "../../shared/plans.ts";
import type { Database } from "../db/client.ts";
import { errors } from "../lib/errors.ts";
import { isUuid } from "../lib/ids.ts";
import { columns, scoped } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";
import { createPlanFromCalendar } from "./outlets.ts";
import { getPlan } from "./plan-reads.ts";

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
      calendar: calendar.data,
    });
    return { planId: made.planId, created: true };
  });
  return { plan: await getPlan(db, access, planId), created };
}
