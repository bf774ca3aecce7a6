import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createUser,
  subscribe,
  TEST_BRAND,
  type TestUser,
} from "../../../tests/helpers/factories.ts";
import {
  dayFromToday,
  generateDone,
  seedPlan,
  seedStrategy,
  TEST_STRATEGY,
} from "../../../tests/helpers/plans.ts";
import { calendarOf } from "../../../tests/helpers/strategy-calendar.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import type { Brand } from "../../shared/brand-schemas.ts";
import type { StrategyCalendar } from "../../shared/generation/calendar.ts";
import { commercialDatesBetween } from "../../shared/generation/commercial-dates.ts";
import {
  MAX_PLANS_LISTED,
  NOT_A_STRATEGY,
  PLAN_NOT_FOUND,
  type PlanDetail,
  type PlanSummary,
  POST_NOT_FOUND,
  STRATEGY_WITHOUT_CALENDAR,
  type UpcomingPost,
} from "../../shared/plans.ts";
import { contentHistory, planPosts, plans } from "../db/schema/index.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

async function subscriber() {
  const user = await createUser(server);
  await subscribe(server.db, user.id);
  return user;
}

const readPlan = (user: TestUser, id: string) =>
  user.client.json<PlanDetail & { message?: string }>(`/api/plans/${id}`);

const openAsPlan = (user: TestUser, historyId: unknown) =>
  user.client.json<PlanDetail & { message?: string }>("/api/plans", { json: { historyId } });

const CALENDAR: StrategyCalendar = {
  startDate: "2026-11-02",
  endDate: "2027-01-31",
  slots: [
    {
      date: "2026-11-02",
      channel: "instagram",
      theme: "Bastidores da fermentação",
      format: "Reels",
      hook: "Você sabe quanto tempo leva um pão de verdade?",
      callToAction: "Encomende pelo direct",
      commercialDate: null,
    },
    {
      date: "2026-11-27",
      channel: "linkedin",
      theme: "Black Friday da padaria",
      format: "Carrossel",
      hook: "Pão bom também tem desconto",
      callToAction: "Garanta o seu",
      commercialDate: "Black Friday",
    },
    {
      date: "2026-11-30",
      channel: "instagram",
      theme: "Panetone artesanal",
      format: "Post",
      hook: "O Natal começa no forno",
      callToAction: "Reserve o seu panetone",
      commercialDate: null,
    },
  ],
  commercialDates: [{ date: "2026-11-27", name: "Black Friday" }],
};

describe("a generated strategy's plan", () => {
  it("a generated strategy creates its plan with the calendar's posts, and done names it", async () => {
    const user = await subscriber();
    const { done, events } = await generateDone(user, "strategy", TEST_STRATEGY);
    const calendar = calendarOf(events);
    expect(done.links.plan).toEqual(expect.any(String));

    const { status, body: plan } = await readPlan(user, done.links.plan!);
    expect(status).toBe(200);
    expect(plan).toMatchObject({
      id: done.links.plan,
      title: done.title,
      brandId: null,
      brandName: null,
      brandColor: null,
      strategyHistoryId: done.historyId,
      startDate: calendar.startDate,
      endDate: calendar.endDate,
      channels: ["instagram", "facebook"],
      commercialDates: calendar.commercialDates,
    });
    expect(
      plan.posts.map(({ date, channel, theme, format, hook, callToAction, commercialDate }) => ({
        date,
        channel,
        theme,
        format,
        hook,
        callToAction,
        commercialDate,
      })),
    ).toEqual(calendar.slots.map(({ demo: _, pillar: __, stage: ___, ...slot }) => slot));
    // The offline composer wrote them: each post says so in its notes.
    expect(calendar.slots.every((s) => s.demo)).toBe(true);
    expect(plan.posts.every((p) => p.notes.startsWith("Rascunho do modo demonstração"))).toBe(true);
    expect(plan.posts.every((p) => p.status === "ideia" && p.scriptHistoryId === null)).toBe(true);
    expect(plan.progress).toMatchObject({
      total: calendar.slots.length,
      ideia: calendar.slots.length,
      publicado: 0,
    });
  });

  it("a strategy written for a brand makes a plan of that brand, with its name and colour", async () => {
    const user = await subscriber();
    const brand = await user.client.json<Brand>("/api/brands", {
      json: { ...TEST_BRAND, basePrompt: "Voz da padaria", color: "#aa3300" },
    });
    const { done } = await generateDone(user, "strategy", {
      ...TEST_STRATEGY,
      brandId: brand.body.id,
    });
    const { body: plan } = await readPlan(user, done.links.plan!);
    expect(plan).toMatchObject({
      brandId: brand.body.id,
      brandName: TEST_BRAND.brandName,
      brandColor: "#aa3300",
    });
  });

  it("the other tools make no plan: their done event links none", async () => {
    const user = await subscriber();
    const { done } = await generateDone(user, "prompt", TEST_BRAND);
    expect(done.links).toEqual({});
    expect(await server.db.$count(plans, eq(plans.userId, user.id))).toBe(0);
  });
});

describe("Abrir como plano", () => {
  it("a history strategy opens as a plan from its saved calendar; opening it again answers the same plan", async () => {
    const user = await createUser(server);
    const historyId = await seedStrategy(server.db, user.id, {
      basePrompt: "x",
      calendar: CALENDAR,
    });

    const first = await openAsPlan(user, historyId);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      title: "Estratégia de Marketing - Aumentar vendas",
      strategyHistoryId: historyId,
      startDate: CALENDAR.startDate,
      endDate: CALENDAR.endDate,
      channels: ["instagram", "linkedin"],
      commercialDates: commercialDatesBetween(CALENDAR.startDate, CALENDAR.endDate),
    });
    expect(first.body.posts.map((p) => p.theme)).toEqual(CALENDAR.slots.map((s) => s.theme));

    const again = await openAsPlan(user, historyId);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(await server.db.$count(plans, eq(plans.userId, user.id))).toBe(1);
    expect(await server.db.$count(planPosts, eq(planPosts.userId, user.id))).toBe(3);
  });

  it("two taps at once still make one plan", async () => {
    const user = await createUser(server);
    const historyId = await seedStrategy(server.db, user.id, { calendar: CALENDAR });
    const answers = await Promise.all([openAsPlan(user, historyId), openAsPlan(user, historyId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0].body.id).toBe(answers[1].body.id);
    expect(await server.db.$count(plans, eq(plans.userId, user.id))).toBe(1);
  });

  it("a strategy saved before calendars existed gets a clear Portuguese 422, and no plan", async () => {
    const user = await createUser(server);
    for (const metadata of [null, { basePrompt: "x" }, { calendar: { slots: "quebrado" } }]) {
      const historyId = await seedStrategy(server.db, user.id, metadata);
      const { status, body } = await openAsPlan(user, historyId);
      expect(status).toBe(422);
      expect(body.message).toBe(STRATEGY_WITHOUT_CALENDAR);
    }
    expect(await server.db.$count(plans, eq(plans.userId, user.id))).toBe(0);
  });

  it("only a strategy opens as a plan; someone else's item or an unknown one is a 404", async () => {
    const [user, other] = await Promise.all([createUser(server), createUser(server)]);
    const [prompt] = await server.db
      .insert(contentHistory)
      .values({ userId: user.id, contentType: "prompt", title: "Prompt", content: "Texto" })
      .returning({ id: contentHistory.id });
    const notStrategy = await openAsPlan(user, prompt!.id);
    expect(notStrategy.status).toBe(422);
    expect(notStrategy.body.message).toBe(NOT_A_STRATEGY);

    const othersStrategy = await seedStrategy(server.db, other.id, { calendar: CALENDAR });
    for (const id of [othersStrategy, UNKNOWN_ID]) {
      const { status, body } = await openAsPlan(user, id);
      expect(status).toBe(404);
      expect(body.message).toBe("Conteúdo não encontrado.");
    }
    const malformed = await openAsPlan(user, "abc");
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(PLAN_NOT_FOUND);
    expect(await server.db.$count(plans, eq(plans.userId, user.id))).toBe(0);
    expect(await server.db.$count(plans, eq(plans.userId, other.id))).toBe(0);
  });
});

describe("reading plans", () => {
  it("Meus planos lists the account's plans, last worked on first, with progress, brand colour and the next post to publish", async () => {
    const [user, other] = await Promise.all([createUser(server), createUser(server)]);
    const brand = await user.client.json<Brand>("/api/brands", {
      json: { ...TEST_BRAND, basePrompt: "Voz", color: "#123456" },
    });
    const older = await seedPlan(server.db, user.id, {
      title: "Plano antigo",
      updatedAt: new Date(Date.now() - 86_400_000),
      posts: [{ date: dayFromToday(-1), status: "publicado" }, { date: dayFromToday(1) }],
    });
    const newer = await seedPlan(server.db, user.id, {
      title: "Plano da marca",
      brandId: brand.body.id,
      brandName: TEST_BRAND.brandName,
      posts: [
        { date: dayFromToday(-2), theme: "Ontem, sem publicar" },
        { date: dayFromToday(0), theme: "Hoje, já publicado", status: "publicado" },
        { date: dayFromToday(3), theme: "Próxima", status: "aprovado" },
        { date: dayFromToday(5), theme: "Depois" },
      ],
    });
    await seedPlan(server.db, other.id, { title: "Plano de outra pessoa" });

    const { status, body } = await user.client.json<{ items: PlanSummary[] }>("/api/plans");
    expect(status).toBe(200);
    expect(body.items.map((p) => p.title)).toEqual(["Plano da marca", "Plano antigo"]);
    const [first, second] = body.items;
    expect(first).toMatchObject({
      id: newer.plan.id,
      brandName: TEST_BRAND.brandName,
      brandColor: "#123456",
      progress: {
        total: 4,
        ideia: 2,
        em_producao: 0,
        aprovado: 1,
        publicado: 1,
        ajustes_pedidos: 0,
      },
      nextPost: { id: newer.posts[2]!.id, date: dayFromToday(3), theme: "Próxima" },
    });
    expect(second).toMatchObject({
      id: older.plan.id,
      brandColor: null,
      progress: { total: 2, publicado: 1, ideia: 1 },
      nextPost: { id: older.posts[1]!.id },
    });
  });

  it("Meus planos is bounded to the plans most recently worked on", async () => {
    const user = await createUser(server);
    await server.db.insert(plans).values(
      Array.from({ length: MAX_PLANS_LISTED + 1 }, (_, i) => ({
        userId: user.id,
        title: `Plano ${i}`,
        startDate: dayFromToday(0),
        endDate: dayFromToday(90),
        updatedAt: new Date(Date.now() - i * 60_000),
      })),
    );
    const { body } = await user.client.json<{ items: PlanSummary[] }>("/api/plans");
    expect(body.items).toHaveLength(MAX_PLANS_LISTED);
    expect(body.items[0]?.title).toBe("Plano 0");
    expect(body.items.map((p) => p.title)).not.toContain(`Plano ${MAX_PLANS_LISTED}`);
  });

  it("Próximas publicações has the next 7 days across the account's plans, by date", async () => {
    const [user, other] = await Promise.all([createUser(server), createUser(server)]);
    await seedPlan(server.db, user.id, {
      title: "Plano A",
      posts: [
        { date: dayFromToday(-1), theme: "Ontem" },
        { date: dayFromToday(6), theme: "Daqui a 6 dias" },
        { date: dayFromToday(7), theme: "Daqui a 7 dias" },
      ],
    });
    await seedPlan(server.db, user.id, {
      title: "Plano B",
      posts: [
        { date: dayFromToday(0), theme: "Hoje" },
        { date: dayFromToday(2), theme: "Depois de amanhã", status: "publicado" },
      ],
    });
    await seedPlan(server.db, other.id, {
      posts: [{ date: dayFromToday(1), theme: "De outra pessoa" }],
    });

    const { status, body } = await user.client.json<{ items: UpcomingPost[] }>(
      "/api/plans/upcoming",
    );
    expect(status).toBe(200);
    expect(body.items.map((p) => [p.theme, p.planTitle])).toEqual([
      ["Hoje", "Plano B"],
      ["Depois de amanhã", "Plano B"],
      ["Daqui a 6 dias", "Plano A"],
    ]);
  });

  it("a plan reads with its posts by date, then by creation", async () => {
    const user = await createUser(server);
    const { plan } = await seedPlan(server.db, user.id, {
      posts: [
        { date: dayFromToday(2), theme: "Segundo dia", createdAt: new Date(Date.now() - 1000) },
        { date: dayFromToday(1), theme: "Primeiro dia" },
        { date: dayFromToday(2), theme: "Segundo dia, depois", createdAt: new Date() },
      ],
    });
    const { body } = await readPlan(user, plan.id);
    expect(body.posts.map((p) => p.theme)).toEqual([
      "Primeiro dia",
      "Segundo dia",
      "Segundo dia, depois",
    ]);
  });
});

describe("editing a plan", () => {
  it("renames a plan; deleting it takes its posts and leaves the strategy in the history", async () => {
    const user = await createUser(server);
    const historyId = await seedStrategy(server.db, user.id, { calendar: CALENDAR });
    const { body: plan } = await openAsPlan(user, historyId);

    const renamed = await user.client.json<PlanDetail>(`/api/plans/${plan.id}`, {
      method: "PATCH",
      json: { title: "  Plano do verão  " },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.title).toBe("Plano do verão");
    expect(renamed.body.posts).toHaveLength(3);

    const blank = await user.client.json(`/api/plans/${plan.id}`, {
      method: "PATCH",
      json: { title: "   " },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("Informe o nome do plano.");
    expect((await readPlan(user, plan.id)).body.title).toBe("Plano do verão");

    const deleted = await user.client.request(`/api/plans/${plan.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect((await readPlan(user, plan.id)).status).toBe(404);
    expect(await server.db.$count(planPosts, eq(planPosts.planId, plan.id))).toBe(0);
    expect(await server.db.$count(contentHistory, eq(contentHistory.id, historyId))).toBe(1);
  });
});

describe("Criar roteiro from a post", () => {
  const script = {
    basePrompt: "Somos a Padaria Pão Quente.",
    format: "video",
    objective: "promover",
    targetAudience: "Vizinhos do bairro",
    duration: "30 a 60 segundos",
    tone: "inspirador",
    finalGoal: "Encomendar pães",
  };

  it("the saved script is linked to its post, which moves from Ideia to Em produção", async () => {
    const user = await subscriber();
    const { plan, posts } = await seedPlan(server.db, user.id, { posts: [{}] });
    const before = posts[0]!;
    const { done } = await generateDone(user, "script", { ...script, postId: before.id });
    expect(done.links).toEqual({ post: before.id });

    const { body } = await readPlan(user, plan.id);
    expect(body.posts[0]).toMatchObject({
      id: before.id,
      scriptHistoryId: done.historyId,
      status: "em_producao",
    });
    const [row] = await server.db.select().from(planPosts).where(eq(planPosts.id, before.id));
    expect(row?.sequence).toBe(before.sequence + 1);
  });

  it("a post further along keeps its status: a script never moves it backwards", async () => {
    const user = await subscriber();
    const { plan, posts } = await seedPlan(server.db, user.id, {
      posts: [{ status: "aprovado" }, { status: "publicado" }],
    });
    for (const post of posts) await generateDone(user, "script", { ...script, postId: post.id });
    const { body } = await readPlan(user, plan.id);
    expect(body.posts.map((p) => p.status)).toEqual(["aprovado", "publicado"]);
    expect(body.posts.every((p) => p.scriptHistoryId !== null)).toBe(true);
  });

  it("another account's post is refused with a 404 before anything is generated", async () => {
    const [user, other] = await Promise.all([subscriber(), createUser(server)]);
    const { posts } = await seedPlan(server.db, other.id, { posts: [{}] });
    for (const postId of [posts[0]!.id, UNKNOWN_ID]) {
      const { status, body } = await user.client.json("/api/generate/script", {
        json: { ...script, postId },
      });
      expect(status).toBe(404);
      expect(body.message).toBe(POST_NOT_FOUND);
    }
    const malformed = await user.client.json("/api/generate/script", {
      json: { ...script, postId: "abc" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(POST_NOT_FOUND);
    expect(await server.db.$count(contentHistory, eq(contentHistory.userId, user.id))).toBe(0);
    const [row] = await server.db.select().from(planPosts).where(eq(planPosts.id, posts[0]!.id));
    expect(row).toMatchObject({ status: "ideia", scriptHistoryId: null, sequence: 0 });
  });
});
