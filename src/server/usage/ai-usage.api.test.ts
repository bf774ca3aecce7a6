import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type FakeOpenAI,
  startFakeOpenAI,
  strategyResponder,
} from "../../../tests/fakes/fake-openai.ts";
import {
  createUser,
  makeAdmin,
  spendAiTokens,
  subscribe,
  type TestUser,
} from "../../../tests/helpers/factories.ts";
import { readEvents } from "../../../tests/helpers/sse-events.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { addMember, personalWorkspaceOf } from "../../../tests/helpers/workspaces.ts";
import { type AiUsage, nextMonthOf } from "../../shared/ai-usage.ts";
import { brazilianDate, brazilToday } from "../../shared/dates.ts";
import { admitGeneration } from "../ai/admission.ts";
import { aiCalls, aiGenerationSlots, aiUsageMonths, contentHistory } from "../db/schema/index.ts";

const MONTHLY = 100_000;

let fake: FakeOpenAI;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: fake.baseUrl,
    AI_MODEL: "gpt-3.5-turbo",
    AI_MONTHLY_TOKENS: String(MONTHLY),
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const script = {
  basePrompt: "Somos o Café da Serra, cafeteria artesanal.",
  format: "carrossel",
  objective: "informar",
  targetAudience: "Amantes de café",
  duration: "7 slides",
  tone: "educativo",
  finalGoal: "Vender o curso de barista",
};
const strategy = {
  basePrompt: "Somos o Café da Serra, cafeteria artesanal.",
  objective: "gerar_autoridade",
  productsServices: "Cafés especiais e cursos de barista para iniciantes",
  frequency: "2-3x_semana",
  channels: ["instagram", "linkedin"],
  tone: "empatico",
};
const edit = { content: "Texto atual do roteiro.", instruction: "Torne mais formal" };

async function subscriber() {
  const user = await createUser(server);
  await subscribe(server.db, user.id);
  return user;
}

const post = (user: TestUser, tool: string, json: unknown) =>
  user.client.request(`/api/generate/${tool}`, { json });

async function generate(user: TestUser, tool: string, json: unknown) {
  const response = await post(user, tool, json);
  expect(response.status).toBe(200);
  const events = await readEvents(response);
  expect(events.at(-1)?.type).toBe("done");
  return events;
}

const callsOf = (userId: string) =>
  server.db.select().from(aiCalls).where(eq(aiCalls.userId, userId)).orderBy(aiCalls.createdAt);

const savedCount = async (userId: string) => {
  const [row] = await server.db
    .select({ n: count() })
    .from(contentHistory)
    .where(eq(contentHistory.userId, userId));
  return row?.n ?? 0;
};

const spend = (user: TestUser, tokens: number) => spendAiTokens(server.db, user.id, tokens);

const usageOf = async (user: TestUser) => (await user.client.json<AiUsage>("/api/ai-usage")).body;

const reported = () =>
  fake.requests.map(
    (r) => (r.reportedUsage?.prompt_tokens ?? 0) + (r.reportedUsage?.completion_tokens ?? 0),
  );
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("metering every AI call", () => {
  it("records each call of a strategy, a script and an edit with the provider's reported usage", async () => {
    const user = await subscriber();
    fake.setResponder(strategyResponder);
    await generate(user, "strategy", strategy);
    const strategyTokens = sum(reported());
    const strategyRequests = fake.requests.length;
    fake.reset();
    await generate(user, "script", script);
    const scriptTokens = sum(reported());
    fake.reset();
    await generate(user, "edit", edit);
    const editTokens = sum(reported());

    const calls = await callsOf(user.id);
    const tokensOf = (tool: string) =>
      sum(calls.filter((c) => c.tool === tool).map((c) => c.promptTokens + c.completionTokens));
    expect(calls.filter((c) => c.tool === "strategy")).toHaveLength(strategyRequests);
    expect(tokensOf("strategy")).toBe(strategyTokens);
    expect(tokensOf("script")).toBe(scriptTokens);
    expect(tokensOf("edit")).toBe(editTokens);
    expect(calls.every((c) => !c.estimated && c.model === "gpt-3.5-turbo")).toBe(true);
    const workspaceId = await personalWorkspaceOf(server.db, user.id);
    expect(calls.every((c) => c.accountId === workspaceId)).toBe(true);

    const [month] = await server.db
      .select()
      .from(aiUsageMonths)
      .where(eq(aiUsageMonths.accountId, workspaceId));
    expect(month?.tokens).toBe(strategyTokens + scriptTokens + editTokens);
    expect(month?.calls).toBe(calls.length);
    expect((await usageOf(user)).usedTokens).toBe(month?.tokens);
  });

  it("every request to the provider carries max_tokens, and every stream asks for its usage", async () => {
    const user = await subscriber();
    fake.setResponder(strategyResponder);
    await generate(user, "strategy", strategy);
    await generate(user, "script", script);
    await generate(user, "edit", edit);
    await generate(user, "prompt", {
      brandName: "Café da Serra",
      brandDescription: "Cafeteria artesanal",
      brandLocation: "Campinas (SP)",
      brandProblemSolution: "Café especial perto de casa",
      brandValues: "qualidade, origem",
    });
    expect(fake.requests.length).toBeGreaterThan(4);
    for (const request of fake.requests) {
      expect(request.body.max_tokens).toBeGreaterThan(0);
      if (request.body.stream) expect(request.body.stream_options).toEqual({ include_usage: true });
    }
  });

  it("a provider that reports no usage is metered by an estimate of what went and came back", async () => {
    const user = await subscriber();
    fake.enqueue({ content: "Roteiro sem contagem de tokens.", usage: null });
    await generate(user, "script", script);
    const [call] = await callsOf(user.id);
    expect(call).toMatchObject({ estimated: true, tool: "script" });
    expect(call?.promptTokens).toBeGreaterThan(50);
    expect(call?.completionTokens).toBe(Math.ceil("Roteiro sem contagem de tokens.".length / 4));
  });
});

describe("the monthly allowance", () => {
  it("at 80% the meter shows its notice and generation goes on", async () => {
    const user = await subscriber();
    await spend(user, MONTHLY * 0.8);
    const usage = await usageOf(user);
    expect(usage).toMatchObject({
      usedTokens: MONTHLY * 0.8,
      limitTokens: MONTHLY,
      percent: 80,
      notice: true,
      refusal: null,
      renewsOn: nextMonthOf(brazilToday(new Date())),
    });
    await generate(user, "script", script);
  });

  it("below 80% there is no notice", async () => {
    const user = await subscriber();
    await spend(user, MONTHLY * 0.79);
    expect(await usageOf(user)).toMatchObject({ percent: 79, notice: false, refusal: null });
  });

  it("at 100% generation and AI edit are refused before any provider call, and nothing is saved nor held", async () => {
    const user = await subscriber();
    await spend(user, MONTHLY);
    const callsBefore = (await callsOf(user.id)).length;
    const renews = brazilianDate(nextMonthOf(brazilToday(new Date())));
    for (const [tool, body] of [
      ["script", script],
      ["strategy", strategy],
      ["edit", edit],
    ] as const) {
      const response = await post(user, tool, body);
      expect(response.status).toBe(429);
      const answer = (await response.json()) as { code: string; message: string };
      expect(answer.code).toBe("AI_LIMIT_REACHED");
      expect(answer.message).toContain(`Ele renova em ${renews}`);
      expect(answer.message).toContain("Entre em Contato");
    }
    expect(fake.requests).toEqual([]);
    expect(await savedCount(user.id)).toBe(0);
    expect(await callsOf(user.id)).toHaveLength(callsBefore);
    expect(await usageOf(user)).toMatchObject({ percent: 100, refusal: expect.any(String) });
    // The admission takes a slot in the statement that reads the totals: a refusal gives it back.
    expect(await server.db.$count(aiGenerationSlots, eq(aiGenerationSlots.userId, user.id))).toBe(
      0,
    );
  });

  it("a generation already running when the allowance runs out finishes and is saved", async () => {
    const user = await subscriber();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fake.enqueue({ chunks: ["Roteiro ", "inteiro."], holdAfterFirstChunk: held });
    const response = await post(user, "script", script);
    expect(response.status).toBe(200);
    const reading = readEvents(response);
    await spend(user, MONTHLY);
    release();
    const events = await reading;
    expect(events.at(-1)).toMatchObject({ type: "done", content: "Roteiro inteiro." });
    expect(await savedCount(user.id)).toBe(1);
  });

  it("an admin is metered like everyone but never refused by the monthly ceiling", async () => {
    const admin = await createUser(server);
    await makeAdmin(server.db, admin.id);
    await spend(admin, MONTHLY * 2);
    await generate(admin, "script", script);
    expect(await callsOf(admin.id)).toHaveLength(2);
    expect(await usageOf(admin)).toMatchObject({ limitTokens: null, refusal: null });
  });
});

describe("generations in flight", () => {
  it("a fourth generation while three run gets a Portuguese 429, and a finished one frees its slot", async () => {
    const user = await subscriber();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const reply = { chunks: ["Roteiro ", "pronto."], holdAfterFirstChunk: held };
    fake.enqueue(reply, reply, reply);
    const running = await Promise.all([1, 2, 3].map(() => post(user, "script", script)));
    expect(running.map((r) => r.status)).toEqual([200, 200, 200]);
    const readings = running.map((r) => readEvents(r));

    const fourth = await post(user, "script", script);
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toMatchObject({
      code: "AI_IN_FLIGHT",
      message: "Você já tem 3 gerações em andamento. Aguarde uma delas terminar e tente novamente.",
    });
    // Another account is not held back by this one's generations.
    await generate(await subscriber(), "script", script);

    release();
    for (const events of await Promise.all(readings)) expect(events.at(-1)?.type).toBe("done");
    await generate(user, "script", script);
  });

  it("ten admissions at once for one user, on the database's own connections: exactly three slots", async () => {
    const user = await subscriber();
    const who = {
      userId: user.id,
      accountId: await personalWorkspaceOf(server.db, user.id),
      unlimited: false,
    };
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        admitGeneration(server.db, server.env, server.deps.logger, who),
      ),
    );
    const admitted = results.filter((r) => r.status === "fulfilled");
    expect(admitted).toHaveLength(3);
    expect(await server.db.$count(aiGenerationSlots, eq(aiGenerationSlots.userId, user.id))).toBe(
      3,
    );
    for (const slot of admitted) await slot.value();
  });

  it("a generation its tool refuses before any provider call (a brand not found) frees the slot taken meanwhile", async () => {
    const user = await subscriber();
    const unknownBrand = randomUUID();
    for (let i = 0; i < 4; i++) {
      expect((await post(user, "script", { ...script, brandId: unknownBrand })).status).toBe(404);
    }
    expect(fake.requests).toHaveLength(0);
    expect(await server.db.$count(aiGenerationSlots, eq(aiGenerationSlots.userId, user.id))).toBe(
      0,
    );
    // Four refusals, more than the three slots: none of them kept one.
    await generate(user, "script", script);
  });

  it("slots are rows every instance counts, and those of a crashed instance lapse", async () => {
    const user = await subscriber();
    // Three generations on another instance.
    await server.db
      .insert(aiGenerationSlots)
      .values(
        [1, 2, 3].map(() => ({ userId: user.id, leaseUntil: new Date(Date.now() + 60_000) })),
      );
    expect((await post(user, "script", script)).status).toBe(429);
    // That instance died: its leases are not renewed and run out.
    await server.db
      .update(aiGenerationSlots)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(aiGenerationSlots.userId, user.id));
    await generate(user, "script", script);
    expect(await server.db.$count(aiGenerationSlots, eq(aiGenerationSlots.userId, user.id))).toBe(
      0,
    );
  });
});

describe("the admin's usage panel", () => {
  it("lists this month's workspaces by tokens with their owner, searchable by either and paged, with the last 30 days", async () => {
    const admin = await createUser(server);
    await makeAdmin(server.db, admin.id);
    const heavy = await createUser(server, {
      name: "Helena Pesada",
      email: `pesado-${Date.now()}@exemplo.com.br`,
    });
    const light = await createUser(server);
    const team = await light.client.json<{ id: string }>("/api/workspaces", {
      json: { name: `Agência Zênite ${Date.now()}` },
    });
    await spend(heavy, 9_000_000);
    await spendAiTokens(server.db, light.id, 1_000, team.body.id);
    const heavyWorkspace = await personalWorkspaceOf(server.db, heavy.id);

    type Panel = {
      accounts: {
        items: {
          accountId: string;
          workspace: string | null;
          name: string | null;
          email: string | null;
          tokens: number;
          estimatedCostUsd: number;
        }[];
        total: number;
      };
      days: { day: string; tokens: number }[];
      totalTokens: number;
      estimatedCostUsd: number;
      model: string;
    };
    const { status, body } = await admin.client.json<Panel>("/api/admin/usage");
    expect(status).toBe(200);
    expect(body.accounts.items[0]).toMatchObject({
      accountId: heavyWorkspace,
      workspace: "Espaço de Helena Pesada",
      name: "Helena Pesada",
      email: heavy.email,
      tokens: 9_000_000,
      estimatedCostUsd: 4.5,
    });
    expect(body.accounts.items).toContainEqual(
      expect.objectContaining({ accountId: team.body.id, email: light.email, tokens: 1_000 }),
    );
    expect(body.model).toBe("gpt-3.5-turbo");
    expect(body.days).toHaveLength(30);
    expect(body.days.at(-1)?.day).toBe(brazilToday(new Date()));
    expect(body.days.at(-1)?.tokens).toBe(body.totalTokens);
    expect(body.totalTokens).toBeGreaterThanOrEqual(9_001_000);

    const search = async (q: string) =>
      (await admin.client.json<Panel>(`/api/admin/usage?q=${encodeURIComponent(q)}`)).body.accounts;
    // By the owner's e-mail: their personal workspace (their team would be listed too).
    expect(await search(heavy.email.slice(0, 12))).toMatchObject({
      total: 1,
      items: [{ accountId: heavyWorkspace }],
    });
    // By the workspace's name: the team, owned by the one who made it.
    expect(await search("agência zênite")).toMatchObject({
      items: expect.arrayContaining([expect.objectContaining({ accountId: team.body.id })]),
    });
    expect((await search("agência zênite")).items.map((a) => a.workspace)).not.toContain(
      "Espaço de Helena Pesada",
    );

    const bad = await admin.client.json<{ message: string }>("/api/admin/usage?page=0");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Página inválida.");
  });
});

describe("the allowance belongs to the workspace", () => {
  it("two members of one Pro workspace share its allowance, and a member's personal workspace keeps its own", async () => {
    const owner = await createUser(server, { name: "Olívia Dona" });
    const team = (
      await owner.client.json<{ id: string }>("/api/workspaces", {
        json: { name: "Agência Compartilhada" },
      })
    ).body;
    await subscribe(server.db, owner.id, { workspaceId: team.id });
    const member = await createUser(server, { name: "Marcos Membro" });
    await addMember(server.db, team.id, member.id, "editor");

    // The owner uses the team's allowance up to its last tokens, then generates past it.
    await spendAiTokens(server.db, owner.id, MONTHLY - 1, team.id);
    expect((await usageOf(member)).usedTokens).toBe(MONTHLY - 1);
    await generate(owner, "script", script);
    const used = (await usageOf(owner)).usedTokens;
    expect(used).toBeGreaterThan(MONTHLY);

    // The member sees the team at 100% and is refused before any provider call.
    expect(await usageOf(member)).toMatchObject({ usedTokens: used, percent: 100 });
    fake.reset();
    const saved = await savedCount(member.id);
    const refused = await post(member, "script", script);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "AI_LIMIT_REACHED" });
    expect(fake.requests).toHaveLength(0);
    expect(await savedCount(member.id)).toBe(saved);

    // In their own (Pro) personal workspace the member has a whole allowance of their own.
    await subscribe(server.db, member.id);
    const personal = await personalWorkspaceOf(server.db, member.id);
    await member.client.request("/api/workspaces/current", {
      method: "PUT",
      json: { workspaceId: personal },
    });
    expect(await usageOf(member)).toMatchObject({ usedTokens: 0, percent: 0 });
    await generate(member, "script", script);
    const own = sum(reported());
    expect((await usageOf(member)).usedTokens).toBe(own);
    expect((await usageOf(owner)).usedTokens).toBe(used);
    expect((await callsOf(member.id)).map((c) => c.accountId)).toEqual([personal]);
  });
});

describe("the instance's daily ceiling", () => {
  let daily: TestServer;
  beforeAll(async () => {
    daily = await startTestServer({
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: fake.baseUrl,
      AI_DAILY_TOKENS: "5000",
    });
  });
  afterAll(() => daily.close());

  it("past AI_DAILY_TOKENS every account, admins too, is refused until Brazil's next day", async () => {
    const first = await createUser(daily);
    await subscribe(daily.db, first.id);
    await generate(first, "script", script);
    await spendAiTokens(daily.db, first.id, 5000);
    fake.reset();

    const other = await createUser(daily);
    await subscribe(daily.db, other.id);
    const admin = await createUser(daily);
    await makeAdmin(daily.db, admin.id);
    const tomorrow = new Date(Date.now() + 86_400_000);
    for (const user of [first, other, admin]) {
      const response = await user.client.request("/api/generate/script", { json: script });
      expect(response.status).toBe(429);
      expect(((await response.json()) as { message: string }).message).toContain(
        `A geração volta em ${brazilianDate(brazilToday(tomorrow))}`,
      );
    }
    expect(fake.requests).toEqual([]);
  });
});
