import { and, eq, isNull } from "drizzle-orm";
import type { Viewer } from "../auth/viewer.ts";
import type { Database } from "../db/client.ts";
import { profiles } from "../db/schema/index.ts";
import type { BillingContext } from "./subscriptions.ts";

/** The user's customer id on the payment side, if they have one yet. */
export async function customerIdOf(db: Database, userId: string) {
  const [row] = await db
    .select({ customerId: profiles.stripeCustomerId })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.customerId ?? null;
}

/** The user's customer on the payment side, created once and then reused. */
export async function ensureCustomer(ctx: BillingContext, viewer: Viewer) {
  const existing = await customerIdOf(ctx.db, viewer.id);
  if (existing) return existing;
  const created = await ctx.provider.createCustomer(viewer);
  await ctx.db
    .update(profiles)
    .set({ stripeCustomerId: created })
    .where(and(eq(profiles.id, viewer.id), isNull(profiles.stripeCustomerId)));
  // A concurrent checkout may have stored its customer first: use the stored one.
  return (await customerIdOf(ctx.db, viewer.id)) ?? created;
}
