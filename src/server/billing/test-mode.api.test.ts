import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, setFlags, type TestUser } from "../../../tests/helpers/factories.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import type { SubscriptionStatus } from "../../shared/billing.ts";
import type { Me } from "../../shared/viewer.ts";
import { subscriptions } from "../db/schema/index.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function openTestCheckout(user: TestUser, planId: number, method = "recurring") {
  const { status, body } = await user.client.json<{ url: string }>("/api/billing/checkout", {
    json: { planId, method },
  });
  expect(status).toBe(200);
  expect(body.url).toMatch(/^\/pagamento-teste\/checkout\?session=/);
  return new URL(body.url, server.url).searchParams.get("session") as string;
}

const pay = (user: TestUser, session: string, method?: string) =>
  user.client.json<SubscriptionStatus>("/api/billing/test/checkout", {
    json: { session, method },
  });
const bank = (user: TestUser, action: "pay" | "expire") =>
  user.client.json<SubscriptionStatus>("/api/billing/test/payment", { json: { action } });
const hasPro = async (user: TestUser) =>
  (await user.client.json<Me>("/api/me")).body.user?.hasProAccess;
const planOf = async (user: TestUser) =>
  (await user.client.json<Me>("/api/me")).body.user?.subscription?.planName ?? null;

describe("local test mode (no Stripe key)", () => {
  it("a user subscribes on the test checkout, switches to the annual plan and cancels in the test portal", async () => {
    const user = await createUser(server);
    const session = await openTestCheckout(user, 1);
    const shown = await user.client.json<{ plan: { name: string } }>(
      `/api/billing/test/checkout?session=${encodeURIComponent(session)}`,
    );
    expect(shown.body.plan.name).toBe("Pro Mensal");
    const paid = await pay(user, session);
    expect(paid.body).toMatchObject({
      active: true,
      subscription: { planName: "Pro Mensal", stripeCustomerId: `cus_local_${user.id}` },
    });
    expect(await planOf(user)).toBe("Pro Mensal");

    expect((await pay(user, await openTestCheckout(user, 2))).status).toBe(200);
    expect(await planOf(user)).toBe("Pro Anual");
    const rows = await server.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(rows.map((r) => [r.planId, r.status]).sort()).toEqual([
      [1, "canceled"],
      [2, "active"],
    ]);

    const portal = await user.client.json<{ url: string }>("/api/billing/portal", { json: {} });
    expect(portal.body.url).toBe("/pagamento-teste/portal");
    const canceled = await user.client.json<SubscriptionStatus>("/api/billing/test/portal", {
      json: { action: "cancel" },
    });
    expect(canceled.body).toMatchObject({ active: false, subscription: { status: "canceled" } });
    expect(await planOf(user)).toBeNull();
  });

  it("the test portal switches plans through the same path as a checkout", async () => {
    const user = await createUser(server);
    await pay(user, await openTestCheckout(user, 2));
    const switched = await user.client.json<SubscriptionStatus>("/api/billing/test/portal", {
      json: { action: "switch", planId: 1 },
    });
    expect(switched.body.subscription?.planName).toBe("Pro Mensal");
    const again = await user.client.json("/api/billing/test/portal", {
      json: { action: "switch", planId: 1 },
    });
    expect(again).toMatchObject({ status: 409, body: { message: "Você já assina este plano." } });
  });

  it("a test checkout session works only for the user who opened it", async () => {
    const owner = await createUser(server);
    const session = await openTestCheckout(owner, 1);
    const other = await createUser(server);
    const stolen = await pay(other, session);
    expect(stolen.status).toBe(404);
    expect(await planOf(other)).toBeNull();
    expect((await pay(owner, `${session}x`)).status).toBe(404);
  });

  it("a locked user cannot pay a test checkout", async () => {
    const user = await createUser(server);
    const session = await openTestCheckout(user, 1);
    await setFlags(server.db, user.id, { isLocked: true, lockedReason: "uso indevido" });
    expect((await pay(user, session)).status).toBe(423);
    expect(await planOf(user)).toBeNull();
  });

  it("the webhook endpoint does not exist without Stripe", async () => {
    const response = await fetch(`${server.url}/api/billing/webhook`, {
      method: "POST",
      body: "{}",
    });
    expect(response.status).toBe(404);
  });
});

describe("boleto and Pix in test mode", () => {
  it("paying by test boleto waits with a boleto to copy, and the simulated payment grants access", async () => {
    const user = await createUser(server);
    const waiting = await pay(user, await openTestCheckout(user, 1), "boleto");
    expect(waiting.body).toMatchObject({
      active: false,
      subscription: {
        status: "incomplete",
        paymentMethod: "boleto",
        pendingPayment: { method: "boleto", code: expect.stringMatching(/^[\d. ]{54}$/) },
      },
    });
    expect(await hasPro(user)).toBe(false);
    const paid = await bank(user, "pay");
    expect(paid.body).toMatchObject({
      active: true,
      subscription: { status: "active", pendingPayment: null },
    });
    expect(await hasPro(user)).toBe(true);
    expect((await bank(user, "pay")).status).toBe(409);
  });

  it("a simulated expiry ends the test boleto with no access, and the plan can be bought again", async () => {
    const user = await createUser(server);
    await pay(user, await openTestCheckout(user, 2), "boleto");
    const expired = await bank(user, "expire");
    expect(expired.body).toMatchObject({
      active: false,
      subscription: { status: "incomplete_expired", pendingPayment: null },
    });
    expect(await hasPro(user)).toBe(false);
    expect((await pay(user, await openTestCheckout(user, 2))).body.active).toBe(true);
  });

  it("a test Pix pays 12 months of the annual plan once, and there is nothing to cancel", async () => {
    const user = await createUser(server);
    const session = await openTestCheckout(user, 2, "pix");
    const shown = await user.client.json<{ method: string }>(
      `/api/billing/test/checkout?session=${encodeURIComponent(session)}`,
    );
    expect(shown.body.method).toBe("pix");
    expect((await pay(user, session, "card")).status).toBe(400);
    const waiting = await pay(user, session, "pix");
    expect(waiting.body.subscription).toMatchObject({
      kind: "prepaid",
      pendingPayment: { method: "pix", code: expect.stringContaining("br.gov.bcb.pix") },
    });
    const paid = await bank(user, "pay");
    expect(paid.body).toMatchObject({ active: true, subscription: { kind: "prepaid" } });
    expect(await hasPro(user)).toBe(true);
    const cancel = await user.client.json("/api/billing/test/portal", {
      json: { action: "cancel" },
    });
    expect(cancel.status).toBe(409);
    expect(await hasPro(user)).toBe(true);
  });
});
