import { eq } from "drizzle-orm";
import { PIX_UNAVAILABLE } from "../../shared/billing.ts";
import type { CheckoutMethod } from "../../shared/payment-methods.ts";
import type { Viewer } from "../auth/viewer.ts";
import { profiles } from "../db/schema/index.ts";
import { AppError, errors } from "../lib/errors.ts";
import { ensureCustomer } from "./customer.ts";
import { findPlan } from "./plans.ts";
import { activeSubscriptionsOf } from "./status.ts";
import { type BillingContext, withProvider } from "./subscriptions.ts";

const CHECKOUT_FAILED = "Ocorreu um erro ao processar sua solicitação. Tente novamente mais tarde.";
export const NO_SUBSCRIPTION = "Você ainda não tem uma assinatura ativa.";
const RENEWS_ALREADY =
  "Sua assinatura já renova automaticamente. O Pix é para quem prefere pagar 12 meses de uma vez.";

/**
 * The plan bought, unless it makes no sense: the same plan again while it renews, or a Pix
 * period on top of a subscription that renews. A Pix period may be bought again while one
 * runs (the new one follows it), and a subscription may start during one.
 */
export async function planToBuy(
  ctx: BillingContext,
  viewer: Viewer,
  planId: number,
  method: CheckoutMethod,
) {
  const plan = await findPlan(ctx.db, planId);
  if (!plan) throw errors.badRequest("Plano inválido");
  const renewing = (await activeSubscriptionsOf(ctx.db, viewer.workspace.id)).filter(
    (s) => s.kind === "subscription",
  );
  if (method === "pix" && renewing.length > 0) throw errors.conflict(RENEWS_ALREADY);
  // Only the viewer's own: a new owner may take over a plan the previous one pays (decision 040).
  if (renewing.some((s) => s.planId === planId && s.userId === viewer.id)) {
    throw errors.conflict("Você já assina este plano.");
  }
  return plan;
}

/** Where to send the browser to pay: Stripe Checkout, or the local test checkout page. */
export async function startCheckout(
  ctx: BillingContext & { pix: boolean },
  viewer: Viewer,
  { planId, method }: { planId: number; method: CheckoutMethod },
) {
  if (method === "pix" && !ctx.pix) throw errors.conflict(PIX_UNAVAILABLE);
  const plan = await planToBuy(ctx, viewer, planId, method);
  const url = await withProvider(ctx, CHECKOUT_FAILED, async () => {
    const customerId = await ensureCustomer(ctx, viewer);
    return ctx.provider.createCheckout({
      viewer,
      customerId,
      planId,
      priceId: plan.features.price_id,
      method,
      price: plan.price,
      planName: plan.name,
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
