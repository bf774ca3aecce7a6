import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Viewer } from "../auth/viewer.ts";
import { profiles } from "../db/schema/index.ts";
import { AppError, errors } from "../lib/errors.ts";
import { findPlan } from "./plans.ts";
import {
  activeSubscriptionsOf,
  applySubscription,
  type BillingContext,
  ensureCustomer,
  withProvider,
} from "./subscriptions.ts";

const CHECKOUT_FAILED = "Ocorreu um erro ao processar sua solicitação. Tente novamente mais tarde.";
const NO_SUBSCRIPTION = "Você ainda não tem uma assinatura ativa.";

async function planToBuy(ctx: BillingContext, viewer: Viewer, planId: number) {
  const plan = await findPlan(ctx.db, planId);
  if (!plan) throw errors.badRequest("Plano inválido");
  const active = await activeSubscriptionsOf(ctx.db, viewer.id);
  if (active.some((s) => s.planId === planId)) throw errors.conflict("Você já assina este plano.");
  return plan;
}

/** Where to send the browser to pay: Stripe Checkout, or the local test checkout page. */
export async function startCheckout(ctx: BillingContext, viewer: Viewer, planId: number) {
  const plan = await planToBuy(ctx, viewer, planId);
  const url = await withProvider(ctx, CHECKOUT_FAILED, async () => {
    const customerId = await ensureCustomer(ctx, viewer);
    return ctx.provider.createCheckout({
      viewer,
      customerId,
      planId,
      priceId: plan.features.price_id,
    });
  });
  if (!url) throw new AppError(502, "PAYMENT_PROVIDER_ERROR", "URL de checkout não retornada");
  return url;
}

export async function openPortal(ctx: BillingContext, viewer: Viewer) {
  const customerId = await ensureCustomerIfSubscribed(ctx, viewer);
  return withProvider(ctx, "Falha ao criar sessão do portal", () =>
    ctx.provider.createPortal(customerId),
  );
}

async function ensureCustomerIfSubscribed(ctx: BillingContext, viewer: Viewer) {
  const [profile] = await ctx.db
    .select({ customerId: profiles.stripeCustomerId })
    .from(profiles)
    .where(eq(profiles.id, viewer.id));
  if (!profile?.customerId) throw errors.conflict(NO_SUBSCRIPTION);
  return profile.customerId;
}

/** Local test mode: a paid test checkout, stored exactly as a Stripe subscription would be. */
export async function subscribeLocally(ctx: BillingContext, viewer: Viewer, planId: number) {
  const plan = await planToBuy(ctx, viewer, planId);
  const customerId = await ensureCustomer(ctx, viewer);
  const periodEnd = new Date();
  if (plan.interval === "month") periodEnd.setMonth(periodEnd.getMonth() + 1);
  else periodEnd.setFullYear(periodEnd.getFullYear() + 1);
  await applySubscription(ctx, {
    stripeSubscriptionId: `sub_local_${randomUUID()}`,
    stripeCustomerId: customerId,
    userId: viewer.id,
    priceId: plan.features.price_id,
    metadataPlanId: plan.id,
    status: "active",
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: false,
  });
}

/** Local test mode: the test portal's cancel ends access at once. */
export async function cancelLocally(ctx: BillingContext, viewer: Viewer) {
  const active = await activeSubscriptionsOf(ctx.db, viewer.id);
  if (active.length === 0) throw errors.conflict(NO_SUBSCRIPTION);
  const customerId = await ensureCustomer(ctx, viewer);
  for (const row of active) {
    await applySubscription(ctx, {
      stripeSubscriptionId: row.stripeSubscriptionId ?? `sub_local_${row.id}`,
      stripeCustomerId: row.stripeCustomerId ?? customerId,
      userId: viewer.id,
      priceId: null,
      metadataPlanId: row.planId,
      status: "canceled",
      currentPeriodEnd: new Date(),
      cancelAtPeriodEnd: false,
    });
  }
}
