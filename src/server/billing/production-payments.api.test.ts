import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../tests/helpers/factories.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { PAYMENTS_UNAVAILABLE_MESSAGE, type PlansResponse } from "../../shared/billing.ts";
import { subscriptions } from "../db/schema/index.ts";
import { signTestSession } from "./local-provider.ts";

let production: TestServer;
let allowed: TestServer;
beforeAll(async () => {
  [production, allowed] = await Promise.all([
    startTestServer({ NODE_ENV: "production" }),
    startTestServer({ NODE_ENV: "production", ALLOW_TEST_PAYMENTS: "1" }),
  ]);
});
afterAll(() => Promise.all([production.close(), allowed.close()]));

describe("production without Stripe", () => {
  it("the plans say payments are unavailable and checkout and portal refuse in Portuguese", async () => {
    const user = await createUser(production);
    const plans = await user.client.json<PlansResponse>("/api/billing/plans");
    expect(plans.body.paymentsAvailable).toBe(false);
    expect(plans.body.plans).toHaveLength(2);
    for (const path of ["/api/billing/checkout", "/api/billing/portal"]) {
      const { status, body } = await user.client.json(path, { json: { planId: 1 } });
      expect(status).toBe(503);
      expect(body.message).toBe(PAYMENTS_UNAVAILABLE_MESSAGE);
    }
  });

  it("the test checkout and portal are off, even with a validly signed session: no free Pro", async () => {
    const user = await createUser(production);
    const session = signTestSession(production.deps.authSecret, user.id, 1, "recurring");
    const paths = [
      ["GET", `/api/billing/test/checkout?session=${encodeURIComponent(session)}`],
      ["POST", "/api/billing/test/checkout"],
      ["POST", "/api/billing/test/payment"],
      ["POST", "/api/billing/test/portal"],
    ] as const;
    for (const [method, path] of paths) {
      const json = method === "POST" ? { session, action: "switch", planId: 1 } : undefined;
      expect((await user.client.request(path, { method, json })).status).toBe(404);
    }
    const rows = await production.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(rows).toEqual([]);
  });

  it("with ALLOW_TEST_PAYMENTS=1 the test checkout is on", async () => {
    const user = await createUser(allowed);
    const plans = await user.client.json<PlansResponse>("/api/billing/plans");
    expect(plans.body.paymentsAvailable).toBe(true);
    const { status, body } = await user.client.json<{ url: string }>("/api/billing/checkout", {
      json: { planId: 1 },
    });
    expect(status).toBe(200);
    expect(body.url).toMatch(/^\/pagamento-teste\/checkout\?session=/);
  });
});
