import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DAY,
  deliverWebhook,
  type FakeStripe,
  startFakeStripe,
} from "../../../tests/fakes/fake-stripe.ts";
import { createUser, setFlags, type TestUser } from "../../../tests/helpers/factories.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import {
  BILLING_RETURN_PATHS,
  PIX_UNAVAILABLE,
  type PlansResponse,
  type SubscriptionStatus,
} from "../../shared/billing.ts";
import type { Me } from "../../shared/viewer.ts";
import { stripeEvents, subscriptions } from "../db/schema/index.ts";

const WEBHOOK_SECRET = "whsec_teste_local";
let stripe: FakeStripe;
let server: TestServer;

beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer({
    STRIPE_SECRET_KEY: "sk_test_fake",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: "price_mensal",
    STRIPE_PRICE_YEARLY: "price_anual",
    STRIPE_API_BASE: stripe.url,
  });
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});

const deliver = (event: object, secret = WEBHOOK_SECRET) =>
  deliverWebhook(server.url, event, secret);

async function checkout(user: TestUser, planId = 1) {
  const { status, body } = await user.client.json<{ url: string }>("/api/billing/checkout", {
    json: { planId },
  });
  expect(status).toBe(200);
  const session = [...stripe.sessions.values()].find((s) => s.url === body.url);
  if (!session) throw new Error("checkout session not created");
  return session.id as string;
}

/** A user who paid for a plan through Checkout, and the completion event Stripe sends. */
async function paidUser(planId = 1) {
  const user = await createUser(server);
  const session = stripe.completeCheckout(await checkout(user, planId));
  const event = stripe.event("checkout.session.completed", session);
  const subscription = stripe.subscriptions.get(session.subscription as string);
  if (!subscription) throw new Error("no subscription");
  return { user, event, subscription };
}

const me = async (user: TestUser) => (await user.client.json<Me>("/api/me")).body.user;
/** A Pro tool's API: 402 without access; with access an empty body gets as far as validation (400). */
const toolAnswer = async (user: TestUser) =>
  (await user.client.json("/api/generate/prompt", { json: {} })).status;
const status = async (user: TestUser) =>
  (await user.client.json<SubscriptionStatus>("/api/billing/status")).body;

describe("Stripe checkout and webhooks", () => {
  it("lists the two plans by price with their pt-BR texts and no price ids", async () => {
    const { body } = await server
      .client()
      .json<{ plans: Record<string, unknown>[] }>("/api/billing/plans");
    expect(body.plans.map((p) => [p.id, p.name, p.price, p.interval])).toEqual([
      [1, "Pro Mensal", 29.99, "month"],
      [2, "Pro Anual", 191.88, "year"],
    ]);
    expect(body.plans[1]?.features).toContain("Economia de 47% no total");
    expect(JSON.stringify(body)).not.toContain("price_");
  });

  it("checkout opens a Stripe subscription session with the return URLs, metadata and one reused customer", async () => {
    const user = await createUser(server);
    const first = stripe.sessions.get(await checkout(user, 1));
    await checkout(user, 2);
    expect(first).toMatchObject({
      mode: "subscription",
      success_url: server.url + BILLING_RETURN_PATHS.success,
      cancel_url: `${server.url}/profile?tab=subscription&result=canceled`,
      line_items: { "0": { price: "price_mensal", quantity: "1" } },
      metadata: { plan_id: "1", user_id: user.id },
    });
    const created = stripe.requests.filter((r) => r.path === "/v1/customers");
    const customersOfUser = new Set(
      [...stripe.sessions.values()]
        .filter((s) => (s.metadata as { user_id?: string }).user_id === user.id)
        .map((s) => s.customer),
    );
    expect(customersOfUser.size).toBe(1);
    expect(
      created.filter((r) => (r.body.metadata as { user_id: string }).user_id === user.id),
    ).toHaveLength(1);
  });

  it("without STRIPE_PIX the plans offer no Pix and a Pix checkout is refused", async () => {
    const { body } = await server.client().json<PlansResponse>("/api/billing/plans");
    expect(body).toMatchObject({ pixAvailable: false, testPayments: false });
    const user = await createUser(server);
    const pix = await user.client.json("/api/billing/checkout", {
      json: { planId: 2, method: "pix" },
    });
    expect(pix).toMatchObject({ status: 409, body: { message: PIX_UNAVAILABLE } });
    expect(
      [...stripe.sessions.values()].filter((s) => s.client_reference_id === user.id),
    ).toHaveLength(0);
  });

  it("an anonymous visitor or a locked user cannot check out, and a bad plan is refused", async () => {
    expect(
      (await server.client().json("/api/billing/checkout", { json: { planId: 1 } })).status,
    ).toBe(401);
    const user = await createUser(server);
    const bad = await user.client.json("/api/billing/checkout", { json: { planId: 7 } });
    expect(bad).toMatchObject({ status: 400, body: { message: "Plano inválido" } });
    await setFlags(server.db, user.id, { isLocked: true, lockedReason: "pagamento contestado" });
    const locked = await user.client.json("/api/billing/checkout", { json: { planId: 1 } });
    expect(locked.status).toBe(423);
    expect(locked.body.message).toContain("pagamento contestado");
  });

  it("checkout.session.completed makes the subscription active for the user", async () => {
    const { user, event } = await paidUser(1);
    expect(await me(user)).toMatchObject({ subscription: null });
    expect(await toolAnswer(user)).toBe(402);
    expect((await deliver(event)).status).toBe(200);
    expect(await toolAnswer(user)).toBe(400);
    expect((await me(user))?.subscription).toMatchObject({
      planName: "Pro Mensal",
      status: "active",
    });
    expect(await status(user)).toMatchObject({
      active: true,
      subscription: { planId: 1, stripeCustomerId: expect.stringMatching(/^cus_/) },
    });
  });

  it("the same event delivered twice changes things once", async () => {
    const { user, event, subscription } = await paidUser(1);
    await deliver(event);
    subscription.status = "canceled";
    const again = await deliver(event);
    expect(again).toMatchObject({ status: 200, body: { result: "duplicate" } });
    expect((await me(user))?.subscription?.status).toBe("active");
    const recorded = await server.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, event.id));
    expect(recorded).toHaveLength(1);
  });

  it("customer.subscription.updated arriving before created leaves one active row", async () => {
    const user = await createUser(server);
    const session = stripe.sessions.get(await checkout(user, 2)) as { customer: string };
    const subscription = stripe.createSubscription({
      customer: session.customer,
      price: "price_anual",
      metadata: { user_id: user.id, plan_id: "2" },
    });
    await deliver(stripe.event("customer.subscription.updated", subscription));
    await deliver(
      stripe.event("customer.subscription.created", { ...subscription, status: "incomplete" }),
    );
    const rows = await server.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(rows.map((r) => [r.planId, r.status])).toEqual([[2, "active"]]);
  });

  it("customer.subscription.deleted ends access", async () => {
    const { user, event, subscription } = await paidUser(1);
    await deliver(event);
    subscription.status = "canceled";
    await deliver(stripe.event("customer.subscription.deleted", subscription));
    expect((await me(user))?.subscription).toBeNull();
    expect(await status(user)).toMatchObject({
      active: false,
      subscription: { status: "canceled" },
    });
  });

  it("invoice.payment_failed makes it past_due, which gives no access", async () => {
    const { user, event, subscription } = await paidUser(1);
    await deliver(event);
    subscription.status = "past_due";
    const invoice = {
      id: "in_falhou",
      object: "invoice",
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: subscription.id },
      },
    };
    await deliver(stripe.event("invoice.payment_failed", invoice));
    expect((await me(user))?.subscription).toBeNull();
    expect(await toolAnswer(user)).toBe(402);
    const verified = await user.client.json<SubscriptionStatus>("/api/billing/verify", {
      json: {},
    });
    expect(verified.body).toMatchObject({ active: false, subscription: { status: "past_due" } });
    subscription.status = "active";
    await deliver(stripe.event("invoice.paid", invoice));
    expect((await me(user))?.subscription?.status).toBe("active");
  });

  it("a bad signature is refused with 400 and changes nothing", async () => {
    const { user, event } = await paidUser(1);
    const refused = await deliver(event, "whsec_outro");
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Assinatura do webhook inválida.");
    expect(
      await server.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id)),
    ).toEqual([]);
    expect(
      await server.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)),
    ).toEqual([]);
  });

  it("once the period end has passed, verify asks Stripe and stores the renewal", async () => {
    const { user, event, subscription } = await paidUser(1);
    await deliver(event);
    await server.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - DAY * 1000) })
      .where(eq(subscriptions.userId, user.id));
    expect((await me(user))?.subscription).toBeNull();
    const renewedUntil = Math.floor(Date.now() / 1000) + 31 * DAY;
    stripe.setPeriodEnd(subscription, renewedUntil);
    const asked = stripe.requests.length;
    const verified = await user.client.json<SubscriptionStatus>("/api/billing/verify", {
      json: {},
    });
    expect(verified.body.active).toBe(true);
    expect(verified.body.subscription?.currentPeriodEnd).toBe(
      new Date(renewedUntil * 1000).toISOString(),
    );
    expect(stripe.requests.slice(asked).map((r) => r.path)).toContain("/v1/subscriptions");
    expect((await me(user))?.subscription?.planName).toBe("Pro Mensal");
  });

  it("a new plan becoming active cancels the old subscription in Stripe", async () => {
    const { user, event, subscription: monthly } = await paidUser(1);
    await deliver(event);
    const annual = stripe.completeCheckout(await checkout(user, 2));
    await deliver(stripe.event("checkout.session.completed", annual));
    expect(monthly.status).toBe("canceled");
    expect((await me(user))?.subscription?.planName).toBe("Pro Anual");
    const rows = await server.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(rows.map((r) => [r.planId, r.status]).sort()).toEqual([
      [1, "canceled"],
      [2, "active"],
    ]);
  });

  it("the portal opens for a customer and returns to the subscription tab", async () => {
    const { user, event } = await paidUser(1);
    await deliver(event);
    const { status: code, body } = await user.client.json<{ url: string }>("/api/billing/portal", {
      json: {},
    });
    expect(code).toBe(200);
    expect(body.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    const request = stripe.requests.findLast((r) => r.path === "/v1/billing_portal/sessions");
    expect(request?.body.return_url).toBe(server.url + BILLING_RETURN_PATHS.portal);
    const stranger = await createUser(server);
    expect((await stranger.client.json("/api/billing/portal", { json: {} })).status).toBe(409);
  });

  it("the local test pages' endpoints do not exist while Stripe is configured", async () => {
    const user = await createUser(server);
    const { status: code } = await user.client.json("/api/billing/test/portal", {
      json: { action: "cancel" },
    });
    expect(code).toBe(404);
  });
});
