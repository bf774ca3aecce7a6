import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { strategyResponder } from "../../../tests/fakes/fake-openai.ts";
import { brand, generate, post, script, strategy } from "../../../tests/helpers/generation-runs.ts";
import { setupGenerationServer, subscriber } from "../../../tests/helpers/generation-server.ts";
import { readEvents, textOf } from "../../../tests/helpers/sse-events.ts";
import { calendarOf } from "../../../tests/helpers/strategy-calendar.ts";
import { contentHistory } from "../db/schema/index.ts";

const app = setupGenerationServer({ ai: true, env: { AI_TIMEOUT_MS: "1500" } });

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
