import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { strategyResponder } from "../../../tests/fakes/fake-openai.ts";
import {
  createUser,
  makeAdmin,
  setFlags,
  type TestUser,
} from "../../../tests/helpers/factories.ts";
import { setupGenerationServer, subscriber } from "../../../tests/helpers/generation-server.ts";
import { readEvents, textOf } from "../../../tests/helpers/sse-events.ts";
import { calendarOf } from "../../../tests/helpers/strategy-calendar.ts";
import { MAX_FIELD_MESSAGE } from "../../shared/limits.ts";
import { contentHistory, contentVersions } from "../db/schema/index.ts";

const app = setupGenerationServer({ ai: true, env: { AI_TIMEOUT_MS: "1500" } });

const brand = {
  brandName: "Café da Serra",
  brandDescription: "Cafeteria artesanal com grãos da Mantiqueira",
  brandLocation: "Campinas (SP)",
  brandProblemSolution: "Café especial sem pretensão, perto de casa",
  brandValues: "qualidade, acolhimento, origem",
};
const strategy = {
  basePrompt: "Somos o Café da Serra, cafeteria artesanal.",
  objective: "gerar_autoridade",
  productsServices: "Cafés especiais e cursos de barista para iniciantes",
  frequency: "2-3x_semana",
  channels: ["instagram", "linkedin"],
  tone: "empatico",
};
const script = {
  basePrompt: "Somos o Café da Serra, cafeteria artesanal.",
  format: "carrossel",
  objective: "informar",
  targetAudience: "Amantes de café",
  duration: "7 slides",
  tone: "educativo",
  finalGoal: "Vender o curso de barista",
};

const post = (user: TestUser, path: string, json: unknown, signal?: AbortSignal) =>
  user.client.request(`/api/generate/${path}`, { json, signal });

async function generate(user: TestUser, path: string, json: unknown) {
  const response = await post(user, path, json);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  return readEvents(response);
}

/** Where the strategy's calendar section begins in its text as read. */
const CALENDAR_HEADING = "\n\n## Calendário de publicações";

const historyOf = (userId: string) =>
  app.server.db.select().from(contentHistory).where(eq(contentHistory.userId, userId));

describe("generation with an AI provider", () => {
  it("chunks the provider delivers together leave as one delta, the text intact", async () => {
    const user = await subscriber(app.server);
    const chunks = Array.from({ length: 120 }, (_, i) => `palavra${i} `);
    app.fake.enqueue({ chunks });
    const events = await generate(user, "prompt", brand);
    const deltas = events.filter((e) => e.type === "delta");
    expect(deltas.length).toBeLessThan(10);
    expect(deltas.map((e) => e.text).join("")).toBe(chunks.join(""));
  });

  it("a subscriber's base prompt streams as the model writes and is saved to the history", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ chunks: ["# Prompt Mãe", " do Café", " da Serra"], chunkDelayMs: 150 });
    const events = await generate(user, "prompt", brand);

    expect(events[0]).toEqual({ type: "start", demo: false, job: expect.any(String) });
    expect(events.filter((e) => e.type === "delta").map((e) => e.text)).toEqual([
      "# Prompt Mãe",
      " do Café",
      " da Serra",
    ]);
    const done = events.at(-1);
    expect(done).toMatchObject({
      type: "done",
      title: "Prompt para Café da Serra",
      content: "# Prompt Mãe do Café da Serra",
    });
    const [saved] = await historyOf(user.id);
    expect(saved).toMatchObject({
      id: done?.type === "done" ? done.historyId : "",
      contentType: "prompt",
      title: "Prompt para Café da Serra",
      content: "# Prompt Mãe do Café da Serra",
    });

    const request = app.fake.requests[0];
    expect(request?.body).toMatchObject({ model: "modelo-teste", stream: true });
    expect(request?.headers.authorization).toBe("Bearer sk-test");
  });

  it("the model receives the labels of the choices, never their stored values", async () => {
    const user = await subscriber(app.server);
    app.fake.setResponder(strategyResponder);
    await generate(user, "strategy", strategy);
    const sent = JSON.stringify(app.fake.requests[0]?.body.messages);
    expect(sent).toContain("Gerar autoridade");
    expect(sent).toContain("2 a 3x por semana");
    expect(sent).toContain("Dias de publicação:\\nsegunda-feira, quarta-feira e sexta-feira");
    expect(sent).toContain("Instagram, LinkedIn");
    expect(sent).toContain("Empático");
    expect(sent).not.toMatch(/gerar_autoridade|2-3x_semana|"empatico"/);
  });

  it("a strategy streams its text, then its calendar, and is saved with the calendar", async () => {
    const user = await subscriber(app.server);
    app.fake.setResponder(strategyResponder);
    // The posting days alone, whatever commercial date comes before the first of them.
    const events = await generate(user, "strategy", { ...strategy, commercialExtras: false });

    const types = events.map((e) => e.type);
    expect(types.indexOf("structured")).toBeGreaterThan(types.indexOf("delta"));
    const calendar = calendarOf(events);
    expect(calendar.slots).toHaveLength(39);
    expect(calendar.slots[0]).toMatchObject({
      channel: "instagram",
      theme: "Tema 0",
      hook: "Gancho 0",
      format: "Reels",
    });
    expect(calendar.slots[1]?.channel).toBe("linkedin");

    const done = events.at(-1);
    if (done?.type !== "done") throw new Error("no done event");
    expect(done.title).toBe("Estratégia para Gerar autoridade: Cafés especiais e cursos de ba...");
    expect(done.content).toBe(textOf(events));
    expect(done.content).toContain("## Calendário de publicações");
    // Stored once: the text alone, the calendar as data; read, the text is whole again.
    const [saved] = await historyOf(user.id);
    expect(saved?.content).toBe(done.content.slice(0, done.content.indexOf(CALENDAR_HEADING)));
    expect(saved?.metadata).toEqual({
      // Its inputs, so it can be generated again with an instruction (decision 043).
      input: expect.objectContaining({
        productsServices: strategy.productsServices,
        commercialExtras: false,
      }),
      basePrompt: strategy.basePrompt,
      tone: "empatico",
      objective: "gerar_autoridade",
      calendar,
    });
    // Its plan's week scripts are written in its tone, toward its objective (shared/plans.ts).
    const item = await user.client.json<{ strategy: unknown; content: string }>(
      `/api/history/${done.historyId}`,
    );
    expect(item.body.strategy).toEqual({ tone: "empatico", objective: "gerar_autoridade" });
    expect(item.body.content).toBe(done.content);
  });

  it("a 429 from the provider is retried and the script succeeds", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ status: 429 }, { content: "Roteiro pronto." });
    const events = await generate(user, "script", script);
    expect(app.fake.requests).toHaveLength(2);
    expect(events.at(-1)).toMatchObject({
      type: "done",
      title: "Roteiro de Carrossel: Vender o curso de barista",
      content: "Roteiro pronto.",
    });
  });

  it("a provider still overloaded after the retries is explained in Portuguese", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ status: 429 }, { status: 429 }, { status: 429 });
    const events = await generate(user, "script", script);
    expect(events.at(-1)).toEqual({
      type: "error",
      code: "AI_OVERLOADED",
      message:
        "O serviço de IA está sobrecarregado no momento. Aguarde alguns instantes e tente novamente.",
    });
  });

  it("three 500s end in the tool's error text and nothing is saved", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ status: 500 }, { status: 500 }, { status: 500 });
    const events = await generate(user, "strategy", strategy);
    expect(app.fake.requests).toHaveLength(3);
    expect(events.map((e) => e.type)).toEqual(["start", "error"]);
    expect(events.at(-1)).toEqual({
      type: "error",
      code: "AI_FAILED",
      message: "Ocorreu um erro ao gerar a estratégia de marketing. Por favor, tente novamente.",
    });
    expect(await historyOf(user.id)).toEqual([]);
  });

  it("a provider that never answers times out after the retries, saving nothing", async () => {
    const user = await subscriber(app.server);
    app.fake.setResponder(() => ({ headersDelayMs: 10_000, content: "tarde demais" }));
    const events = await generate(user, "script", script);
    expect(app.fake.requests).toHaveLength(3);
    expect(events.at(-1)).toEqual({
      type: "error",
      code: "AI_TIMEOUT",
      message: "Ocorreu um erro ao gerar o roteiro de conteúdo. Por favor, tente novamente.",
    });
    expect(await historyOf(user.id)).toEqual([]);
  });

  it("a stream that stalls mid-way is cut after the timeout and saves nothing", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({
      chunks: ["Começo ", "nunca termina"],
      holdAfterFirstChunk: new Promise(() => {}),
    });
    const events = await generate(user, "prompt", brand);
    expect(textOf(events)).toBe("Começo ");
    expect(events.at(-1)).toEqual({
      type: "error",
      code: "AI_TIMEOUT",
      message: "Ocorreu um erro ao gerar seu prompt base.",
    });
    expect(await historyOf(user.id)).toEqual([]);
  });

  it("an empty reply is an error, not an empty history item", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ chunks: ["  ", "\n"] });
    const events = await generate(user, "script", script);
    expect(events.at(-1)).toEqual({
      type: "error",
      code: "AI_EMPTY",
      message: "Erro ao gerar o roteiro de conteúdo.",
    });
    expect(await historyOf(user.id)).toEqual([]);
  });

  it("the result is saved even when the page goes away mid-stream", async () => {
    const user = await subscriber(app.server);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.fake.enqueue({ chunks: ["Primeira parte. ", "Segunda parte."], holdAfterFirstChunk: held });
    const page = new AbortController();
    const response = await post(user, "prompt", brand, page.signal);
    const seen = await readEvents(response, (e) => e.type === "delta");
    page.abort();
    release();

    expect(textOf(seen)).toBe("Primeira parte. ");
    await vi.waitFor(
      async () => {
        const [saved] = await historyOf(user.id);
        expect(saved?.content).toBe("Primeira parte. Segunda parte.");
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});

describe("the AI edit", () => {
  it("edits a strategy's text without its calendar, with room for that text, and saves both as the item's new version", async () => {
    const user = await subscriber(app.server);
    app.fake.setResponder(strategyResponder);
    const first = (await generate(user, "strategy", strategy)).at(-1);
    if (first?.type !== "done") throw new Error("strategy failed");
    app.fake.reset();
    app.fake.enqueue({ content: "## Estratégia formal\nTexto revisado." });

    const events = await generate(user, "edit", {
      content: first.content,
      instruction: "Torne mais formal",
      historyId: first.historyId,
    });
    const [calendarAt] = [first.content.indexOf(CALENDAR_HEADING)];
    const strategyText = first.content.slice(0, calendarAt);
    const calendarSection = first.content.slice(calendarAt);
    expect(app.fake.requests[0]?.body).toMatchObject({
      temperature: 0.4,
      max_tokens: Math.ceil(strategyText.length / 3) + 500,
      stream: true,
    });
    const sent = JSON.stringify(app.fake.requests[0]?.body.messages);
    expect(sent).toContain("Torne mais formal");
    expect(sent).toContain(JSON.stringify(strategyText).slice(1, -1));
    expect(sent).not.toContain("Calendário de publicações");
    const done = events.at(-1);
    if (done?.type !== "done") throw new Error("edit failed");
    // The new version changes the text; the item keeps the title the history lists it by.
    expect(done.title).toBe(first.title);
    expect(done.historyId).toBe(first.historyId);

    const [edited] = await app.server.db
      .select()
      .from(contentHistory)
      .where(eq(contentHistory.id, done.historyId));
    // Stored: the edited text alone, the calendar kept as data; read, with its section.
    expect(edited).toMatchObject({
      contentType: "strategy",
      title: first.title,
      content: "## Estratégia formal\nTexto revisado.",
    });
    expect(edited?.metadata).toHaveProperty("calendar");
    const item = await user.client.json<{ content: string }>(`/api/history/${done.historyId}`);
    expect(item.body.content).toBe(`## Estratégia formal\nTexto revisado.${calendarSection}`);
    expect(done.content).toBe(item.body.content);
    const versions = await app.server.db
      .select()
      .from(contentVersions)
      .where(eq(contentVersions.historyId, first.historyId))
      .orderBy(contentVersions.number);
    expect(versions.map((v) => [v.number, v.made, v.instruction, v.content])).toEqual([
      [1, "generated", null, strategyText],
      [2, "ai_edit", "Torne mais formal", edited?.content],
    ]);
    const firstRead = await user.client.json<{ content: string }>(
      `/api/history/${first.historyId}/versions/1`,
    );
    expect(firstRead.body.content).toBe(first.content);
  });

  it("a strategy keeps its Prompt Mãe for reuse, through its edits; a prompt's is its own text", async () => {
    const user = await subscriber(app.server);
    app.fake.setResponder(strategyResponder);
    const made = (await generate(user, "strategy", strategy)).at(-1);
    if (made?.type !== "done") throw new Error("strategy failed");
    app.fake.reset();
    app.fake.enqueue({ content: "Estratégia revisada." });
    const edited = (
      await generate(user, "edit", {
        content: made.content,
        instruction: "Resuma",
        historyId: made.historyId,
      })
    ).at(-1);
    if (edited?.type !== "done") throw new Error("edit failed");
    for (const id of [made.historyId, edited.historyId]) {
      const item = await user.client.json<{ basePrompt: string | null }>(`/api/history/${id}`);
      expect(item.body.basePrompt).toBe(strategy.basePrompt);
    }

    app.fake.reset();
    const prompt = (await generate(user, "prompt", brand)).at(-1);
    if (prompt?.type !== "done") throw new Error("prompt failed");
    const item = await user.client.json<{ basePrompt: string | null }>(
      `/api/history/${prompt.historyId}`,
    );
    expect(item.body.basePrompt).toBe(prompt.content);
  });

  it("an edit that changes nothing saves nothing and says so", async () => {
    const user = await subscriber(app.server);
    app.fake.setResponder(strategyResponder);
    const first = (await generate(user, "strategy", strategy)).at(-1);
    if (first?.type !== "done") throw new Error("strategy failed");
    app.fake.reset();
    // Models often add a trailing newline: the same text all the same (the model edits the
    // strategy's text; its calendar is not sent).
    const text = first.content.slice(0, first.content.indexOf("\n\n## Calendário de publicações"));
    app.fake.enqueue({ content: `${text}\n` });
    const before = await historyOf(user.id);

    const events = await generate(user, "edit", {
      content: first.content,
      instruction: "Torne mais formal",
      historyId: first.historyId,
    });
    expect(events.at(-1)).toEqual({ type: "unchanged" });
    expect(await historyOf(user.id)).toHaveLength(before.length);
  });

  it("an empty edit reply shows the edit's empty-reply text", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: "" });
    const events = await generate(user, "edit", { content: "Texto", instruction: "Resuma" });
    expect(events.at(-1)).toEqual({
      type: "error",
      code: "AI_EMPTY",
      message: "Não foi possível gerar o conteúdo modificado.",
    });
  });

  it("a failing provider shows the edit's failure text", async () => {
    const user = await subscriber(app.server);
    app.fake.setResponder(() => ({ status: 503 }));
    const events = await generate(user, "edit", { content: "Texto", instruction: "Resuma" });
    expect(events.at(-1)).toEqual({
      type: "error",
      code: "AI_FAILED",
      message: "Erro ao processar a solicitação com IA. Verifique sua conexão e tente novamente.",
    });
  });

  it("another user's history item cannot be edited", async () => {
    const owner = await subscriber(app.server);
    const [item] = await app.server.db
      .insert(contentHistory)
      .values({ userId: owner.id, contentType: "script", title: "Meu", content: "Meu roteiro" })
      .returning();
    const other = await subscriber(app.server);
    const response = await post(other, "edit", {
      content: "Meu roteiro",
      instruction: "Resuma",
      historyId: item?.id,
    });
    expect(response.status).toBe(404);
    expect(app.fake.requests).toHaveLength(0);
    const rows = await app.server.db
      .select()
      .from(contentHistory)
      .where(and(eq(contentHistory.userId, other.id)));
    expect(rows).toEqual([]);
  });
});

describe("who may generate", () => {
  it("a user without a subscription gets 402 before any stream", async () => {
    const user = await createUser(app.server);
    const { status, body } = await user.client.json("/api/generate/prompt", { json: brand });
    expect(status).toBe(402);
    expect(body).toMatchObject({ code: "SUBSCRIPTION_REQUIRED" });
    expect(app.fake.requests).toHaveLength(0);
  });

  it("an admin generates without a subscription", async () => {
    const admin = await createUser(app.server);
    await makeAdmin(app.server.db, admin.id);
    const events = await generate(admin, "prompt", brand);
    expect(events.at(-1)?.type).toBe("done");
  });

  it("a locked subscriber is refused with the reason", async () => {
    const user = await subscriber(app.server);
    await setFlags(app.server.db, user.id, {
      isLocked: true,
      lockedReason: "pagamento em análise",
    });
    const { status, body } = await user.client.json("/api/generate/script", { json: script });
    expect(status).toBe(423);
    expect(body.message).toContain("pagamento em análise");
  });

  it("a visitor must sign in", async () => {
    const { status } = await app.server.client().json("/api/generate/prompt", { json: brand });
    expect(status).toBe(401);
  });

  it("the 21st generation within a minute is refused in Portuguese before any AI call", async () => {
    const user = await subscriber(app.server);
    // What its admission never reached is not counted (a broken input is refused before it).
    expect((await user.client.json("/api/generate/prompt", { json: {} })).status).toBe(400);
    for (let i = 0; i < 20; i++) {
      const response = await user.client.request("/api/generate/prompt", { json: brand });
      expect((await readEvents(response)).at(-1)).toMatchObject({ type: "done" });
    }
    const { status, body, response } = await user.client.json("/api/generate/prompt", {
      json: brand,
    });
    expect(status).toBe(429);
    expect(body.message).toMatch(/^Muitas solicitações\. Aguarde \d+ segundos/);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(app.fake.requests).toHaveLength(20);
  });

  it("invalid input answers 400 with the form messages, field by field", async () => {
    const user = await subscriber(app.server);
    const brandErrors = await user.client.json("/api/generate/prompt", {
      json: { ...brand, brandName: "   ", brandValues: "" },
    });
    expect(brandErrors.status).toBe(400);
    expect(brandErrors.body.fields).toEqual({
      brandName: "Nome da marca é obrigatório",
      brandValues: "Valores da marca são obrigatórios",
    });
    const strategyErrors = await user.client.json("/api/generate/strategy", {
      json: { ...strategy, basePrompt: "", productsServices: " ", channels: [] },
    });
    expect(strategyErrors.body.fields).toEqual({
      basePrompt: "Prompt base é obrigatório",
      productsServices: "Produtos/serviços são obrigatórios",
      channels: "Selecione pelo menos um canal",
    });
    const scriptErrors = await user.client.json("/api/generate/script", {
      json: { basePrompt: "x" },
    });
    expect(scriptErrors.body.fields).toEqual({
      targetAudience: "Público-alvo é obrigatório",
      duration: "Duração/tamanho do conteúdo é obrigatório",
      finalGoal: "Objetivo final é obrigatório",
    });
    expect(app.fake.requests).toHaveLength(0);
  });

  it("a field over 5,000 characters is refused", async () => {
    const user = await subscriber(app.server);
    const { status, body } = await user.client.json("/api/generate/script", {
      json: { ...script, targetAudience: "a".repeat(5001) },
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ targetAudience: MAX_FIELD_MESSAGE });
  });
});
