// Depends on the engine: two instances share one PGlite in-process but two PostgreSQL pools, whose
// caches meet only through the change feed.
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits, stripeEvents, subscriptions } from "../../src/server/db/schema/index.ts";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/fake-openai.ts";
import { deliverWebhook, type FakeStripe, startFakeStripe } from "../fakes/fake-stripe.ts";
import { makeAdmin, TEST_PASSWORD } from "../helpers/factories.ts";
import { isPortuguese } from "./portuguese.ts";
import { type Instance, type InstanceClient, startTwoInstances } from "./two-instances.ts";

const WEBHOOK_SECRET = "whsec_duas_instancias";

let stripe: FakeStripe;
let ai: FakeOpenAI;
let pair: Awaited<ReturnType<typeof startTwoInstances>>;
let a: Instance;
let b: Instance;
beforeAll(async () => {
  stripe = await startFakeStripe();
  ai = await startFakeOpenAI();
  pair = await startTwoInstances({
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: ai.baseUrl,
    STRIPE_SECRET_KEY: "sk_test_fake",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: "price_mensal",
    STRIPE_PRICE_YEARLY: "price_anual",
    STRIPE_API_BASE: stripe.url,
  });
  ({ a, b } = pair);
});
afterAll(async () => {
  await pair.close();
  await stripe.close();
  await ai.close();
});

let counter = 0;
async function signUp(on: Instance, name = "Maria Instância") {
  const client = on.client();
  const email = `inst-${++counter}-${Date.now()}@exemplo.com.br`;
  const { status, body } = await client.signUp({ name, email, password: TEST_PASSWORD });
  expect(status).toBe(200);
  return { client, email, id: (body.user as { id: string }).id };
}

const meOn = async (client: InstanceClient) =>
  (await client.json<{ user: { id: string } | null }>("/api/me")).body.user;

describe("two app instances on one database", () => {
  it("a session made on one instance works on the other", async () => {
    const user = await signUp(a);
    expect((await meOn(user.client.on(b)))?.id).toBe(user.id);
  });

  it("a ban made on one instance is enforced on the other at once", async () => {
    const admin = await signUp(a, "Admin Instância");
    await makeAdmin(pair.db, admin.id);
    const user = await signUp(b);
    expect((await meOn(user.client))?.id).toBe(user.id);
    const ban = await admin.client.json(`/api/admin/users/${user.id}/ban`, {
      json: { reason: "fraude comprovada" },
    });
    expect(ban.status).toBe(200);
    expect(await meOn(user.client)).toBeNull();
    const again = await b.client().signIn({ email: user.email, password: TEST_PASSWORD });
    expect(again.status).toBe(403);
    expect(again.body.message).toContain("fraude comprovada");
  });

  it("a webhook delivered to both instances at once is applied once", async () => {
    const user = await signUp(a);
    const { body } = await user.client.json<{ url: string }>("/api/billing/checkout", {
      json: { planId: 1 },
    });
    const session = [...stripe.sessions.values()].find((s) => s.url === body.url);
    const completed = stripe.completeCheckout(session!.id as string);
    const event = stripe.event("checkout.session.completed", completed);
    const answers = await Promise.all([
      deliverWebhook(a.url, event, WEBHOOK_SECRET),
      deliverWebhook(b.url, event, WEBHOOK_SECRET),
      deliverWebhook(a.url, event, WEBHOOK_SECRET),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const recorded = await pair.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(recorded).toHaveLength(1);
    const rows = await pair.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe("active");
  });
});

/** Alternates the hits between the instances until one is refused; returns how many passed. */
async function hitsUntilRefused(
  send: (on: Instance) => Promise<{ status: number; body: Record<string, unknown> }>,
  max: number,
) {
  for (let i = 0; i < max; i++) {
    const { status, body } = await send(i % 2 === 0 ? a : b);
    if (status === 429) {
      expect(isPortuguese(body.message), String(body.message)).toBe(true);
      return i;
    }
  }
  return max;
}

describe("generations in flight, counted in the database by every instance", () => {
  it("five scripts sent at once to both instances: three run, two get the Portuguese 429", async () => {
    const user = await signUp(a);
    await makeAdmin(pair.db, user.id);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const reply = { chunks: ["Roteiro ", "pronto."], holdAfterFirstChunk: held };
    ai.enqueue(reply, reply, reply);
    const script = {
      basePrompt: "Somos o Café da Serra.",
      targetAudience: "Amantes de café",
      duration: "30 segundos",
      finalGoal: "Vender o curso",
    };
    const responses = await Promise.all(
      [a, b, a, b, a].map((on) =>
        user.client.on(on).request("/api/generate/script", { json: script }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    for (const refused of responses.filter((r) => r.status === 429)) {
      const body = (await refused.json()) as { code: string; message: string };
      expect(body.code).toBe("AI_IN_FLIGHT");
      expect(isPortuguese(body.message)).toBe(true);
    }
    release();
    for (const running of responses.filter((r) => r.status === 200)) await running.text();
  });
});

describe("brute-force limits kept in the database, shared by every instance", () => {
  it("sign-in: ten failures per account across both instances, then 429", async () => {
    const user = await signUp(a);
    const passed = await hitsUntilRefused(
      (on) => on.client().signIn({ email: user.email, password: "senha-errada" }),
      15,
    );
    expect(passed).toBe(10);
    // Even the right password waits now: the attacker must not learn it is right.
    const right = await b.client().signIn({ email: user.email, password: TEST_PASSWORD });
    expect(right.status).toBe(429);
  });

  it("password reset requests: three per e-mail across both instances, then 429", async () => {
    const user = await signUp(a);
    const passed = await hitsUntilRefused(
      (on) => on.client().json("/api/auth/request-password-reset", { json: { email: user.email } }),
      8,
    );
    expect(passed).toBe(3);
  });

  it("contact: five messages per user an hour across both instances, then 429", async () => {
    const user = await signUp(a);
    const passed = await hitsUntilRefused(
      (on) =>
        user.client.on(on).json("/api/contact", {
          json: { name: "Maria Instância", email: user.email, message: "Quero saber dos planos." },
        }),
      10,
    );
    expect(passed).toBe(5);
  });

  it("sign-up: the per-address counter one instance raised refuses the next sign-up on the other", async () => {
    await signUp(a);
    const [row] = await pair.db.select().from(rateLimits).where(like(rateLimits.key, "sign-up:%"));
    expect(row, "sign-up is counted in the database").toBeDefined();
    // As if this address had already signed up 99 times in the window.
    await pair.db.update(rateLimits).set({ count: sql`99` }).where(eq(rateLimits.key, row!.key));
    await signUp(b);
    const refused = await a.client().signUp({
      name: "Mais Uma Conta",
      email: `excesso-${Date.now()}@exemplo.com.br`,
      password: TEST_PASSWORD,
    });
    expect(refused.status).toBe(429);
    expect(refused.response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(isPortuguese(refused.body.message)).toBe(true);
  });
});
