import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deliverWebhook,
  type FakeStripe,
  startFakeStripe,
} from "../../../tests/fakes/fake-stripe.ts";
import { createUser, makeAdmin, type TestUser } from "../../../tests/helpers/factories.ts";
import { runJob } from "../../../tests/helpers/jobs.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import type { AdminUsersPage } from "../../shared/admin.ts";
import { PIX_YEARLY_ONLY, type SubscriptionStatus } from "../../shared/billing.ts";
import { brazilDate, prepaidLabel } from "../../shared/payment-methods.ts";
import { emails, subscriptions } from "../db/schema/index.ts";
import { SCHEDULED } from "../scheduled-jobs.ts";

const WEBHOOK_SECRET = "whsec_teste_local";
const DAY_MS = 86_400_000;
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
    STRIPE_PIX: "1",
  });
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});

const deliver = async (type: string, object: object) => {
  const event = stripe.event(type, object);
  const answer = await deliverWebhook(server.url, event, WEBHOOK_SECRET);
  expect(answer.status).toBe(200);
  return { event, result: answer.body.result };
};

async function checkout(user: TestUser, json: object) {
  const { status, body } = await user.client.json<{ url: string }>("/api/billing/checkout", {
    json,
  });
  expect(status).toBe(200);
  const session = [...stripe.sessions.values()].find((s) => s.url === body.url);
  if (!session) throw new Error("checkout session not created");
  return session;
}

const status = async (user: TestUser) =>
  (await user.client.json<SubscriptionStatus>("/api/billing/status")).body;
/** A Pro tool's API: 402 without access; with access an empty body gets as far as validation (400). */
const hasPro = async (user: TestUser) =>
  (await user.client.json("/api/generate/prompt", { json: {} })).status === 400;

/** A user who finished Checkout by boleto: the subscription waits for the bank. */
async function boletoUser() {
  const user = await createUser(server);
  const session = stripe.completeCheckout(
    (await checkout(user, { planId: 1 })).id as string,
    "boleto",
  );
  const subscription = stripe.subscriptions.get(session.subscription as string);
  if (!subscription) throw new Error("no subscription");
  return { user, session, subscription };
}

/** A user who finished the one-time Pix Checkout: the QR code waits to be paid. */
async function pixUser() {
  const user = await createUser(server);
  const session = stripe.completePixCheckout(
    (await checkout(user, { planId: 2, method: "pix" })).id as string,
  );
  return { user, session, id: session.id as string };
}

const rowsOf = (user: TestUser) =>
  server.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));

describe("boleto through Stripe subscriptions", () => {
  it("checkout offers card and boleto in subscription mode, the boleto payable for 3 days", async () => {
    const user = await createUser(server);
    const session = await checkout(user, { planId: 1 });
    expect(session).toMatchObject({
      mode: "subscription",
      allowed_payment_method_types: { "0": "card", "1": "boleto" },
      payment_method_options: { boleto: { expires_after_days: "3" } },
    });
  });

  it("a boleto waiting for the bank grants nothing and shows its line, link and due date; paying it grants access", async () => {
    const { user, session, subscription } = await boletoUser();
    await deliver("checkout.session.completed", session);
    const waiting = await status(user);
    expect(waiting.active).toBe(false);
    expect(waiting.subscription).toMatchObject({
      status: "incomplete",
      paymentMethod: "boleto",
      kind: "subscription",
      pendingPayment: {
        method: "boleto",
        code: expect.stringMatching(/^23793\.38128 60000\.\d{6} 00000\.000400 1 84340000019188$/),
        url: expect.stringMatching(/^https:\/\/payments\.stripe\.test\/boleto\/pi_/),
        expiresAt: expect.any(String),
      },
    });
    expect(await hasPro(user)).toBe(false);

    await deliver("invoice.paid", stripe.payBoleto(subscription));
    const paid = await status(user);
    expect(paid).toMatchObject({
      active: true,
      subscription: { status: "active", pendingPayment: null },
    });
    expect(await hasPro(user)).toBe(true);
  });

  it("a boleto that expires unpaid ends the attempt with no access and nothing left to pay", async () => {
    const { user, session, subscription } = await boletoUser();
    await deliver("checkout.session.completed", session);
    stripe.expireBoleto(subscription);
    await deliver("checkout.session.async_payment_failed", session);
    expect(await status(user)).toMatchObject({
      active: false,
      subscription: { status: "incomplete_expired", pendingPayment: null },
    });
    expect(await hasPro(user)).toBe(false);
  });

  it("a renewal's boleto shows on the tab while access goes on, and leaves once paid", async () => {
    const { user, session, subscription } = await boletoUser();
    await deliver("checkout.session.completed", session);
    await deliver("invoice.paid", stripe.payBoleto(subscription));
    await deliver("invoice.payment_action_required", stripe.renewByBoleto(subscription));
    const renewing = await status(user);
    expect(renewing.active).toBe(true);
    expect(renewing.subscription?.pendingPayment).toMatchObject({ method: "boleto" });
    await deliver("invoice.paid", stripe.payBoleto(subscription));
    expect((await status(user)).subscription?.pendingPayment).toBeNull();
  });

  it("events out of order or delivered again change nothing: the paid boleto stays paid", async () => {
    const { user, session, subscription } = await boletoUser();
    const paid = await deliver("invoice.paid", stripe.payBoleto(subscription));
    await deliver("checkout.session.completed", session);
    expect((await deliverWebhook(server.url, paid.event, WEBHOOK_SECRET)).body.result).toBe(
      "duplicate",
    );
    await deliver("checkout.session.async_payment_failed", session);
    expect(await status(user)).toMatchObject({ active: true, subscription: { status: "active" } });
    expect(await rowsOf(user)).toHaveLength(1);
  });
});

describe("Pix for the annual plan, paid once", () => {
  it("checkout is a one-time Pix payment of R$ 191,88, and only for the annual plan", async () => {
    const user = await createUser(server);
    const session = await checkout(user, { planId: 2, method: "pix" });
    expect(session).toMatchObject({
      mode: "payment",
      allowed_payment_method_types: { "0": "pix" },
      line_items: { "0": { quantity: "1", price_data: { currency: "brl", unit_amount: "19188" } } },
      metadata: { plan_id: "2", user_id: user.id },
    });
    expect(session.subscription_data).toBeUndefined();
    const monthly = await user.client.json("/api/billing/checkout", {
      json: { planId: 1, method: "pix" },
    });
    expect(monthly).toMatchObject({ status: 400, body: { message: PIX_YEARLY_ONLY } });
  });

  it("a paid Pix grants 12 months that end on the same day a year later", async () => {
    const { user, session, id } = await pixUser();
    await deliver("checkout.session.completed", session);
    expect(await status(user)).toMatchObject({
      active: false,
      subscription: { kind: "prepaid", status: "incomplete", pendingPayment: { method: "pix" } },
    });
    expect(await hasPro(user)).toBe(false);

    await deliver("checkout.session.async_payment_succeeded", stripe.settlePix(id, true));
    const paid = await status(user);
    expect(paid).toMatchObject({
      active: true,
      subscription: {
        kind: "prepaid",
        paymentMethod: "pix",
        planName: "Pro Anual",
        pendingPayment: null,
      },
    });
    const end = new Date(paid.subscription?.currentPeriodEnd as string);
    const today = brazilDate(new Date());
    expect(brazilDate(end)).toBe(`${today.slice(0, 6)}${Number(today.slice(6)) + 1}`);
    expect(brazilDate(new Date(end.getTime() + 1))).not.toBe(brazilDate(end));
    expect(await hasPro(user)).toBe(true);

    // The day after the last one: access is over.
    await server.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.stripeSubscriptionId, id));
    expect(await hasPro(user)).toBe(false);
  });

  it("the admin panel lists a paid Pix period as the user's subscription, with its end", async () => {
    const { user, id } = await pixUser();
    await deliver("checkout.session.async_payment_succeeded", stripe.settlePix(id, true));
    const admin = await createUser(server);
    await makeAdmin(server.db, admin.id);
    const { body } = await admin.client.json<AdminUsersPage>(
      `/api/admin/users?q=${encodeURIComponent(user.email)}`,
    );
    expect(body.items[0]?.subscription).toMatchObject({
      kind: "prepaid",
      planName: "Pro Anual",
      grantsAccess: true,
      currentPeriodEnd: (await status(user)).subscription?.currentPeriodEnd,
    });
  });

  it("an account with a paid Pix period can be deleted: there is no subscription to cancel", async () => {
    const { user, id } = await pixUser();
    await deliver("checkout.session.async_payment_succeeded", stripe.settlePix(id, true));
    const deleted = await user.client.json("/api/account", {
      method: "DELETE",
      json: { confirmation: "EXCLUIR" },
    });
    expect(deleted.status).toBe(200);
    expect(await rowsOf(user)).toHaveLength(0);
  });

  it("Atualizar status re-reads a waiting Pix from Stripe when its webhook has not come", async () => {
    const { user, session, id } = await pixUser();
    await deliver("checkout.session.completed", session);
    stripe.settlePix(id, true);
    const verified = await user.client.json<SubscriptionStatus>("/api/billing/verify", {
      json: {},
    });
    expect(verified.body).toMatchObject({ active: true, subscription: { kind: "prepaid" } });
  });

  it("a Pix that expires unpaid grants nothing", async () => {
    const { user, session, id } = await pixUser();
    await deliver("checkout.session.completed", session);
    await deliver("checkout.session.async_payment_failed", stripe.settlePix(id, false));
    expect(await status(user)).toMatchObject({
      active: false,
      subscription: { status: "incomplete_expired", pendingPayment: null },
    });
    expect(await hasPro(user)).toBe(false);
  });

  it("a signed success that says a boleto or a Pix is paid, while Stripe says it is not, grants nothing", async () => {
    // The event is only a prompt: the state is read again from Stripe, whatever it carries.
    const pix = await pixUser();
    await deliver("checkout.session.completed", pix.session);
    await deliver("checkout.session.async_payment_succeeded", {
      ...pix.session,
      payment_status: "paid",
    });
    const boleto = await boletoUser();
    await deliver("checkout.session.completed", boleto.session);
    await deliver("checkout.session.async_payment_succeeded", {
      ...boleto.session,
      payment_status: "paid",
    });
    for (const user of [pix.user, boleto.user]) {
      expect((await status(user)).active).toBe(false);
      expect(await hasPro(user)).toBe(false);
    }
  });

  it("the success arriving before the completion, and again, keeps one period with one end", async () => {
    const { user, session, id } = await pixUser();
    const succeeded = await deliver(
      "checkout.session.async_payment_succeeded",
      stripe.settlePix(id, true),
    );
    const [first] = await rowsOf(user);
    await deliver("checkout.session.completed", session);
    expect((await deliverWebhook(server.url, succeeded.event, WEBHOOK_SECRET)).body.result).toBe(
      "duplicate",
    );
    await deliver("checkout.session.async_payment_succeeded", session);
    const rows = await rowsOf(user);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "active", currentPeriodEnd: first?.currentPeriodEnd });
  });

  it("a Pix bought again during a paid period follows on from it; a renewing subscription refuses Pix", async () => {
    const { user, id } = await pixUser();
    await deliver("checkout.session.async_payment_succeeded", stripe.settlePix(id, true));
    const firstEnd = new Date((await status(user)).subscription?.currentPeriodEnd as string);
    const again = stripe.completePixCheckout(
      (await checkout(user, { planId: 2, method: "pix" })).id as string,
    );
    await deliver(
      "checkout.session.async_payment_succeeded",
      stripe.settlePix(again.id as string, true),
    );
    const secondEnd = new Date((await status(user)).subscription?.currentPeriodEnd as string);
    expect(prepaidLabel(secondEnd)).toBe(
      `Pix anual, até ${brazilDate(firstEnd).slice(0, 6)}${Number(brazilDate(firstEnd).slice(6)) + 1}`,
    );

    const subscriber = await boletoUser();
    await deliver("invoice.paid", stripe.payBoleto(subscriber.subscription));
    const refused = await subscriber.user.client.json("/api/billing/checkout", {
      json: { planId: 2, method: "pix" },
    });
    expect(refused.status).toBe(409);
  });
});

describe("renewal reminders for Pix periods", () => {
  async function paidPix(daysLeft: number) {
    const { user, id } = await pixUser();
    await deliver("checkout.session.async_payment_succeeded", stripe.settlePix(id, true));
    await server.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() + daysLeft * DAY_MS) })
      .where(eq(subscriptions.stripeSubscriptionId, id));
    return { user, id };
  }
  const remindersTo = (user: TestUser) =>
    server.db
      .select()
      .from(emails)
      .where(and(eq(emails.userId, user.id), eq(emails.kind, "renewal")));
  // The hourly job, through the queue as a schedule's tick sends it.
  const run = () => runJob(server.deps.jobs, SCHEDULED.pixReminders);

  it("go out 7 days and 1 day before the end, once each, through the outbox", async () => {
    const { user, id } = await paidPix(6.5);
    await run();
    await run();
    const week = await remindersTo(user);
    expect(week).toHaveLength(1);
    expect(week[0]?.subject).toContain("termina em 7 dias");
    expect(week[0]?.textBody).toContain("Pix anual, até");
    expect(week[0]?.textBody).toContain(`${server.url}/profile?tab=subscription`);

    await server.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() + 0.5 * DAY_MS) })
      .where(eq(subscriptions.stripeSubscriptionId, id));
    await run();
    await run();
    const all = await remindersTo(user);
    expect(all).toHaveLength(2);
    expect(all.map((e) => e.subject).sort()[0]).toContain("termina amanhã");
  });

  it("a period found inside its last day gets only the last reminder; one renewed or far from its end gets none", async () => {
    const late = await paidPix(0.5);
    const far = await paidPix(30);
    const renewed = await paidPix(3);
    const next = stripe.completePixCheckout(
      (await checkout(renewed.user, { planId: 2, method: "pix" })).id as string,
    );
    await deliver(
      "checkout.session.async_payment_succeeded",
      stripe.settlePix(next.id as string, true),
    );
    await run();
    expect((await remindersTo(late.user)).map((e) => e.subject)).toEqual([
      expect.stringContaining("termina amanhã"),
    ]);
    expect(await remindersTo(far.user)).toHaveLength(0);
    expect(await remindersTo(renewed.user)).toHaveLength(0);
  });
});
