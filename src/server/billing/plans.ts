import { asc, eq, sql } from "drizzle-orm";
import { PLANS, type Plan } from "../../shared/billing.ts";
import type { Database } from "../db/client.ts";
import { subscriptionPlans } from "../db/schema/index.ts";
import type { Env } from "../env.ts";

// Without Stripe the local test checkout needs price ids of its own.
const LOCAL_PRICE_IDS = { month: "price_local_monthly", year: "price_local_yearly" } as const;

export function priceIdFor(env: Env, interval: "month" | "year") {
  if (!env.stripe) return LOCAL_PRICE_IDS[interval];
  return interval === "month" ? env.stripe.priceMonthly : env.stripe.priceYearly;
}

/** Writes the two plans at start; re-running it only refreshes them (price ids follow the config). */
export async function seedPlans(db: Database, env: Env) {
  for (const plan of PLANS) {
    const values = {
      id: plan.id,
      slug: plan.slug,
      name: plan.name,
      description: plan.description,
      price: plan.price,
      interval: plan.interval,
      features: { items: [...plan.features], price_id: priceIdFor(env, plan.interval) },
    };
    await db
      .insert(subscriptionPlans)
      .values(values)
      .onConflictDoUpdate({ target: subscriptionPlans.id, set: values });
  }
}

type PlanRow = typeof subscriptionPlans.$inferSelect;

export const toPlan = (row: PlanRow): Plan => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  price: row.price,
  interval: row.interval,
  features: row.features.items,
});

export async function listPlans(db: Database) {
  const rows = await db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.price));
  return rows.map(toPlan);
}

export async function findPlan(db: Database, id: number) {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return row ?? null;
}

export async function findPlanByPriceId(db: Database, priceId: string) {
  const [row] = await db
    .select()
    .from(subscriptionPlans)
    .where(sql`${subscriptionPlans.features}->>'price_id' = ${priceId}`);
  return row ?? null;
}
