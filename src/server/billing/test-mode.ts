import { randomInt, randomUUID } from "node:crypto";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { TestCheckoutPay, TestPaymentRequest } from "../../shared/billing.ts";
import {
  BOLETO_EXPIRES_AFTER_DAYS,
  type CheckoutMethod,
  type PendingPayment,
} from "../../shared/payment-methods.ts";
import type { Viewer } from "../auth/viewer.ts";
import { subscriptions } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { NO_SUBSCRIPTION, planToBuy } from "./checkout.ts";
import { ensureCustomer } from "./customer.ts";
import { findPlan } from "./plans.ts";
import type { SubscriptionSnapshot } from "./provider.ts";
import { activeSubscriptionsOf } from "./status.ts";
import { applySubscription, type BillingContext } from "./subscriptions.ts";

// Local test mode: the in-app pages stand in for Stripe Checkout, the portal and the bank,
// and store what they do exactly as Stripe's webhooks would.

const NOTHING_PENDING = "Nenhum pagamento pendente.";
const DAY_MS = 86_400_000;

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join("");

/** Shaped like a real digitable line (47 digits), so the copy button has something to copy. */
const fakeBoletoLine = () =>
  `${digits(5)}.${digits(5)} ${digits(5)}.${digits(6)} ${digits(5)}.${digits(6)} ${digits(1)} ${digits(14)}`;

const fakePix = (amount: number) =>
  `00020126360014br.gov.bcb.pix0114+5511999999999520400005303986540${String(amount.toFixed(2)).length}${amount.toFixed(2)}5802BR5920PAGAMENTO DE TESTE6009SAO PAULO62070503***6304${digits(4)}`;

function pendingFor(method: "boleto" | "pix", price: number): PendingPayment {
  return method === "boleto"
    ? {
        method,
        code: fakeBoletoLine(),
        url: null,
        expiresAt: new Date(Date.now() + BOLETO_EXPIRES_AFTER_DAYS * DAY_MS).toISOString(),
      }
    : {
        method,
        code: fakePix(price),
        url: null,
        expiresAt: new Date(Date.now() + 60 * 60_000).toISOString(),
      };
}

const periodEndOf = (interval: "month" | "year") => {
  const end = new Date();
  if (interval === "month") end.setMonth(end.getMonth() + 1);
  else end.setFullYear(end.getFullYear() + 1);
  return end;
};

/**
 * The test checkout's payment: by card it is paid at once; by boleto or Pix it waits, like
 * Stripe's, until the bank is simulated.
 */
export async function subscribeLocally(
  ctx: BillingContext,
  viewer: Viewer,
  session: { planId: number; method: CheckoutMethod },
  method: TestCheckoutPay["method"],
) {
  if ((session.method === "pix") !== (method === "pix")) {
    throw errors.badRequest("Forma de pagamento inválida.");
  }
  const plan = await planToBuy(ctx, viewer, session.planId, session.method);
  const customerId = await ensureCustomer(ctx, viewer);
  const paid = method === "card";
  await applySubscription(ctx, {
    stripeSubscriptionId: `${method === "pix" ? "cs" : "sub"}_local_${randomUUID()}`,
    stripeCustomerId: customerId,
    userId: viewer.id,
    workspaceId: viewer.workspace.id,
    priceId: method === "pix" ? null : plan.features.price_id,
    metadataPlanId: plan.id,
    status: paid ? "active" : "incomplete",
    currentPeriodEnd: paid ? periodEndOf(plan.interval) : null,
    cancelAtPeriodEnd: method === "pix",
    kind: method === "pix" ? "prepaid" : "subscription",
    paymentMethod: method,
    pendingPayment: paid ? null : pendingFor(method, plan.price),
  });
}

/** The bank's side in test mode: the pending boleto or Pix is paid, or expires unpaid. */
export async function settleLocally(
  ctx: BillingContext,
  viewer: Viewer,
  { action }: TestPaymentRequest,
) {
  const [row] = await ctx.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.workspaceId, viewer.workspace.id),
        eq(subscriptions.status, "incomplete"),
        isNotNull(subscriptions.pendingPayment),
      ),
    )
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  if (!row?.stripeSubscriptionId || !row.stripeCustomerId) throw errors.conflict(NOTHING_PENDING);
  const interval = (await findPlan(ctx.db, row.planId))?.interval ?? "month";
  const paid = action === "pay";
  const snapshot: SubscriptionSnapshot = {
    stripeSubscriptionId: row.stripeSubscriptionId,
    stripeCustomerId: row.stripeCustomerId,
    userId: viewer.id,
    workspaceId: viewer.workspace.id,
    priceId: null,
    metadataPlanId: row.planId,
    status: paid ? "active" : "incomplete_expired",
    currentPeriodEnd: paid && row.kind === "subscription" ? periodEndOf(interval) : null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    kind: row.kind,
    paymentMethod: row.paymentMethod,
    pendingPayment: null,
  };
  await applySubscription(ctx, snapshot);
}

/** The test portal's cancel ends a renewing subscription at once; a Pix period has nothing to cancel. */
export async function cancelLocally(ctx: BillingContext, viewer: Viewer) {
  const active = (await activeSubscriptionsOf(ctx.db, viewer.workspace.id)).filter(
    (row) => row.kind === "subscription",
  );
  if (active.length === 0) throw errors.conflict(NO_SUBSCRIPTION);
  const customerId = await ensureCustomer(ctx, viewer);
  for (const row of active) {
    await applySubscription(ctx, {
      stripeSubscriptionId: row.stripeSubscriptionId ?? `sub_local_${row.id}`,
      stripeCustomerId: row.stripeCustomerId ?? customerId,
      userId: viewer.id,
      workspaceId: viewer.workspace.id,
      priceId: null,
      metadataPlanId: row.planId,
      status: "canceled",
      currentPeriodEnd: new Date(),
      cancelAtPeriodEnd: false,
      kind: "subscription",
      paymentMethod: row.paymentMethod,
      pendingPayment: null,
    });
  }
}
