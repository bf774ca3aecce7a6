import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import {
  checkoutRequestSchema,
  PAYMENTS_UNAVAILABLE_MESSAGE,
  testCheckoutPaySchema,
  testCheckoutSessionSchema,
  testPaymentRequestSchema,
  testPortalRequestSchema,
} from "../../shared/billing.ts";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { requireUnlocked, viewerOf } from "../auth/guards.ts";
import { AppError, errors } from "../lib/errors.ts";
import { hitRateLimit, type RateLimitRule } from "../lib/rate-limit.ts";
import { jsonBody, validate } from "../lib/validate.ts";
import { may } from "../workspaces/access.ts";
import { openPortal, startCheckout } from "./checkout.ts";
import { readTestSession } from "./local-provider.ts";
import type { Payments } from "./payments.ts";
import { findPlan, listPlans, toPlan } from "./plans.ts";
import { readStatus, verifySubscription } from "./status.ts";
import type { BillingContext } from "./subscriptions.ts";
import { cancelLocally, settleLocally, subscribeLocally } from "./test-mode.ts";
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
const testModeOnly = createMiddleware<AppEnv>(async (c, next) => {
  const billing = billingOf(c.get("deps"));
  if (billing.provider.kind !== "local" || !billing.available) {
    throw errors.notFound("Endereço da API não encontrado.");
  }
  await next();
});

/** Checkout and the portal, refused while nothing is sold. */
const sellingOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!billingOf(c.get("deps")).available) {
    throw new AppError(503, "PAYMENTS_UNAVAILABLE", PAYMENTS_UNAVAILABLE_MESSAGE);
  }
  await next();
});

export function billingRoutes() {
  return new Hono<AppEnv>()
    .get("/plans", async (c) => {
      const deps = c.get("deps");
      const plans = await listPlans(deps.db);
      const { available, pix, provider } = billingOf(deps);
      const testPayments = available && provider.kind === "local";
      return c.json({ plans, paymentsAvailable: available, pixAvailable: pix, testPayments }, 200);
    })
    .get("/status", may("read"), async (c) =>
      c.json(await readStatus(c.get("deps").db, viewerOf(c)), 200),
    )
    .post("/verify", may("billing"), async (c) => {
      const billing = billingOf(c.get("deps"));
      const viewer = viewerOf(c);
      await hitRateLimit(billing.db, `billing:verify:${viewer.id}`, VERIFY_CALLS);
      return c.json(await verifySubscription(billing, viewer), 200);
    })
    .post(
      "/checkout",
      requireUnlocked,
      may("billing"),
      sellingOnly,
      jsonBody(checkoutRequestSchema),
      async (c) => {
        const billing = billingOf(c.get("deps"));
        const viewer = viewerOf(c);
        const request = c.req.valid("json");
        await hitRateLimit(billing.db, `billing:payment:${viewer.id}`, PAYMENT_CALLS);
        return c.json({ url: await startCheckout(billing, viewer, request) }, 200);
      },
    )
    .post("/portal", may("billing"), sellingOnly, async (c) => {
      const billing = billingOf(c.get("deps"));
      const viewer = viewerOf(c);
      await hitRateLimit(billing.db, `billing:payment:${viewer.id}`, PAYMENT_CALLS);
      return c.json({ url: await openPortal(billing, viewer) }, 200);
    })
    .post("/webhook", async (c) => {
      const billing = billingOf(c.get("deps"));
      if (!billing.webhook) throw errors.notFound("Endereço da API não encontrado.");
      const result = await handleWebhook(
        billing,
        billing.webhook.stripe,
        billing.webhook.secret,
        await c.req.text(),
        c.req.header("stripe-signature"),
      );
      return c.json({ received: true, result }, 200);
    })
    .get(
      "/test/checkout",
      may("billing"),
      testModeOnly,
      validate("query", testCheckoutSessionSchema),
      async (c) => {
        const { db, authSecret } = c.get("deps");
        const { session } = c.req.valid("query");
        const { planId, method } = readTestSession(authSecret, session, viewerOf(c).id);
        const plan = await findPlan(db, planId);
        if (!plan) throw errors.notFound("Plano não encontrado.");
        return c.json({ plan: toPlan(plan), method }, 200);
      },
    )
    .post(
      "/test/checkout",
      requireUnlocked,
      may("billing"),
      testModeOnly,
      jsonBody(testCheckoutPaySchema),
      async (c) => {
        const billing = billingOf(c.get("deps"));
        const viewer = viewerOf(c);
        const { session, method } = c.req.valid("json");
        const opened = readTestSession(c.get("deps").authSecret, session, viewer.id);
        await subscribeLocally(billing, viewer, opened, method);
        return c.json(await readStatus(billing.db, viewer), 200);
      },
    )
    .post(
      "/test/payment",
      requireUnlocked,
      may("billing"),
      testModeOnly,
      jsonBody(testPaymentRequestSchema),
      async (c) => {
        const billing = billingOf(c.get("deps"));
        const viewer = viewerOf(c);
        await settleLocally(billing, viewer, c.req.valid("json"));
        return c.json(await readStatus(billing.db, viewer), 200);
      },
    )
    .post(
      "/test/portal",
      may("billing"),
      testModeOnly,
      jsonBody(testPortalRequestSchema),
      async (c) => {
        const billing = billingOf(c.get("deps"));
        const viewer = viewerOf(c);
        const request = c.req.valid("json");
        if (request.action === "cancel") await cancelLocally(billing, viewer);
        else {
          if (viewer.isLocked) throw errors.locked(viewer.lockedReason);
          const switched = { planId: request.planId, method: "recurring" } as const;
          await subscribeLocally(billing, viewer, switched, "card");
        }
        return c.json(await readStatus(billing.db, viewer), 200);
      },
    );
}
