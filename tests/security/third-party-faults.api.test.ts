import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, subscriptions } from "../../src/server/db/schema/index.ts";
import { type FakeOpenAI, type FakeReply, startFakeOpenAI } from "../fakes/fake-openai.ts";
import { createUser, subscribe, type TestUser } from "../helpers/factories.ts";
import { freePort } from "../helpers/free-port.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { isPortuguese } from "./portuguese.ts";
import { rowCounts } from "./row-counts.ts";

const SCRIPT = {
  basePrompt: "Padaria artesanal em Curitiba",
  targetAudience: "Famílias do bairro",
  duration: "60 segundos",
  finalGoal: "Visitas à loja",
};

/** Each reply is what the provider sends on every attempt, so the retries see it too. */
const GARBAGE: [string, FakeReply][] = [
  [
    "an HTML error page with status 200",
    { raw: { contentType: "text/html", body: "<html><body>502 Bad Gateway</body></html>" } },
  ],
  [
    "a stream of broken JSON",
    {
      raw: {
        contentType: "text/event-stream",
        body: 'data: {"choices": [\n\ndata: nao-e-json\n\n',
      },
    },
  ],
  [
    "a stream that ends without a single chunk",
    { raw: { contentType: "text/event-stream", body: "data: [DONE]\n\n" } },
  ],
  [
    "JSON of another shape",
    { raw: { contentType: "application/json", body: '{"resultado": 42}' } },
  ],
  ["an empty body", { raw: { contentType: "application/json", body: "" } }],
];

describe("the AI provider sending garbage", () => {
  let ai: FakeOpenAI;
  let server: TestServer;
  let subscriber: TestUser;
  beforeAll(async () => {
    ai = await startFakeOpenAI();
    server = await startTestServer({ OPENAI_API_KEY: "sk-fake", OPENAI_BASE_URL: ai.baseUrl });
    subscriber = await createUser(server);
    await subscribe(server.db, subscriber.id);
  });
  afterAll(async () => {
    await server.close();
    await ai.close();
  });

  it.each(GARBAGE)(
    "%s ends the stream with a Portuguese error and saves nothing",
    async (_name, reply) => {
      ai.setResponder(() => reply);
      const before = await rowCounts(server.db);
      const response = await subscriber.client.request("/api/generate/script", { json: SCRIPT });
      const text = await response.text();
      const events = text
        .split("\n")
        .filter((line) => line.startsWith("data:"))
        .map((line) => JSON.parse(line.slice(5)) as { type: string; message?: string });
      const error = events.find((e) => e.type === "error");
      expect(error, text.slice(0, 300)).toBeDefined();
      expect(isPortuguese(error?.message), error?.message).toBe(true);
      expect(events.some((e) => e.type === "done")).toBe(false);
      expect(await rowCounts(server.db)).toEqual(before);
      ai.reset();
    },
  );
});

describe("Stripe unreachable", () => {
  let server: TestServer;
  beforeAll(async () => {
    // A port nobody listens on: every Stripe call fails to connect.
    server = await startTestServer({
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_WEBHOOK_SECRET: "whsec_fake",
      STRIPE_PRICE_MONTHLY: "price_mensal",
      STRIPE_PRICE_YEARLY: "price_anual",
      STRIPE_API_BASE: `http://127.0.0.1:${await freePort()}`,
    });
  });
  afterAll(() => server.close());

  it("verify answers a Portuguese error and the stored subscription stays as it was", async () => {
    const user = await createUser(server);
    await server.db
      .update(profiles)
      .set({ stripeCustomerId: "cus_fora_do_ar" })
      .where(eq(profiles.id, user.id));
    await subscribe(server.db, user.id, { days: -1 });
    const stored = await server.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    const before = await rowCounts(server.db);
    const { status, body } = await user.client.json("/api/billing/verify", { json: {} });
    expect(status).toBe(502);
    expect(isPortuguese(body.message), String(body.message)).toBe(true);
    expect(
      await server.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)),
    ).toEqual(stored);
    expect(await rowCounts(server.db)).toEqual(before);
  });

  it("checkout answers a Portuguese error and writes nothing", async () => {
    const user = await createUser(server);
    const before = await rowCounts(server.db);
    const { status, body } = await user.client.json("/api/billing/checkout", {
      json: { planId: 1 },
    });
    expect(status).toBe(502);
    expect(isPortuguese(body.message), String(body.message)).toBe(true);
    expect(await rowCounts(server.db)).toEqual(before);
    const [profile] = await server.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile?.stripeCustomerId).toBeNull();
  });
});
