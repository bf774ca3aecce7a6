import { Hono } from "hono";
import {
  checkoutRequestSchema,
  PAYMENTS_UNAVAILABLE_MESSAGE,
  type PlansResponse,
  type RedirectResponse,
  type SubscriptionStatus,
  type TestCheckoutSession,
  testCheckoutSessionSchema,
  testPortalRequestSchema,
} from "../../shared/billing.ts";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { AppError, errors } from "../lib/errors.ts";
import { hitRateLimit, type RateLimitRule } from "../lib/rate-limit.ts";
import { parseJson, parseQuery } from "../lib/validate.ts";
import { requireUnlocked, requireUser, viewerOf } from "../middleware/guards.ts";
import { cancelLocally, openPortal, startCheckout, subscribeLocally } from "./checkout.ts";
import { readTestSession } from "./local-provider.ts";
import type { Payments } from "./payments.ts";
import { findPlan, listPlans, toPlan } from "./plans.ts";
import { type BillingContext, readStatus, verifySubscription } from "./subscriptions.ts";
import { handleWebhook } from "./webhook.ts";

export const STRIPE_WEBHOOK_PATH = "/api/billing/webhook";

const PAYMENT_CALLS: RateLimitRule = { limit: 30, windowSeconds: 10 * 60 };
const VERIFY_CALLS: RateLimitRule = { limit: 60, windowSeconds: 10 * 60 };

type Billing = BillingContext & Payments;

const billingOf = ({ db, logger, payments }: AppDeps): Billing => ({ db, logger, ...payments });

/**
 * The local test pages' endpoints exist only while no Stripe key is configured, and in
 * production only with ALLOW_TEST_PAYMENTS=1.
 */
function localOnly(billing: Billing) {
  if (billing.provider.kind !== "local" || !billing.available) {
    throw errors.notFound("Endereço da API não encontrado.");
  }
  return billing;
}

function ableToSell(billing: Billing) {
  if (!billing.available) {
    throw new AppError(503, "PAYMENTS_UNAVAILABLE", PAYMENTS_UNAVAILABLE_MESSAGE);
  }
  return billing;
}

export function billingRoutes() {
  const app = new Hono<AppEnv>();

  app.get("/plans", async (c) => {
    const deps = c.get("deps");
    const plans = await listPlans(deps.db);
    return c.json<PlansResponse>({ plans, paymentsAvailable: billingOf(deps).available });
  });

  app.get("/status", requireUser, async (c) => {
    return c.json<SubscriptionStatus>(await readStatus(c.get("deps").db, viewerOf(c).id));
  });

  app.post("/verify", requireUser, async (c) => {
    const billing = billingOf(c.get("deps"));
    const viewer = viewerOf(c);
    await hitRateLimit(billing.db, `billing:verify:${viewer.id}`, VERIFY_CALLS);
    return c.json<SubscriptionStatus>(await verifySubscription(billing, viewer.id));
  });

  app.post("/checkout", requireUnlocked, async (c) => {
    const billing = ableToSell(billingOf(c.get("deps")));
    const viewer = viewerOf(c);
    const { planId } = await parseJson(c, checkoutRequestSchema);
    await hitRateLimit(billing.db, `billing:payment:${viewer.id}`, PAYMENT_CALLS);
    return c.json<RedirectResponse>({ url: await startCheckout(billing, viewer, planId) });
  });

  app.post("/portal", requireUser, async (c) => {
    const billing = ableToSell(billingOf(c.get("deps")));
    const viewer = viewerOf(c);
    await hitRateLimit(billing.db, `billing:payment:${viewer.id}`, PAYMENT_CALLS);
    return c.json<RedirectResponse>({ url: await openPortal(billing, viewer) });
  });

  app.post("/webhook", async (c) => {
    const billing = billingOf(c.get("deps"));
    if (!billing.webhook) throw errors.notFound("Endereço da API não encontrado.");
    const result = await handleWebhook(
      billing,
      billing.webhook.stripe,
      billing.webhook.secret,
      await c.req.text(),
      c.req.header("stripe-signature"),
    );
    return c.json({ received: true, result });
  });

  app.get("/test/checkout", requireUser, async (c) => {
    const billing = localOnly(billingOf(c.get("deps")));
    const { session } = parseQuery(c, testCheckoutSessionSchema);
    const planId = readTestSession(c.get("deps").authSecret, session, viewerOf(c).id);
    const plan = await findPlan(billing.db, planId);
    if (!plan) throw errors.notFound("Plano não encontrado.");
    return c.json<TestCheckoutSession>({ plan: toPlan(plan) });
  });

  app.post("/test/checkout", requireUnlocked, async (c) => {
    const billing = localOnly(billingOf(c.get("deps")));
    const viewer = viewerOf(c);
    const { session } = await parseJson(c, testCheckoutSessionSchema);
    const planId = readTestSession(c.get("deps").authSecret, session, viewer.id);
    await subscribeLocally(billing, viewer, planId);
    return c.json<SubscriptionStatus>(await readStatus(billing.db, viewer.id));
  });

  app.post("/test/portal", requireUser, async (c) => {
    const billing = localOnly(billingOf(c.get("deps")));
    const viewer = viewerOf(c);
    const request = await parseJson(c, testPortalRequestSchema);
    if (request.action === "cancel") await cancelLocally(billing, viewer);
    else {
      if (viewer.isLocked) throw errors.locked(viewer.lockedReason);
      await subscribeLocally(billing, viewer, request.planId);
    }
    return c.json<SubscriptionStatus>(await readStatus(billing.db, viewer.id));
  });

  return app;
}
