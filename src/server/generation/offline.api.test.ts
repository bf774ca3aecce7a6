import { beforeAll, describe, expect, it } from "vitest";
import type { TestUser } from "../../../tests/helpers/factories.ts";
import { setupGenerationServer, subscriber } from "../../../tests/helpers/generation-server.ts";
import { readEvents, textOf } from "../../../tests/helpers/sse-events.ts";
import { calendarOf } from "../../../tests/helpers/strategy-calendar.ts";

const app = setupGenerationServer();
let user: TestUser;
beforeAll(async () => {
  user = await subscriber(app.server);
});

const brand = {
  brandName: "Ateliê Lua",
  brandDescription: "Costura sob medida e ajustes de roupas",
  brandLocation: "Recife e região metropolitana",
  brandProblemSolution: "Roupas que não caem bem no corpo. Ajustamos em até 3 dias.",
  brandValues: "capricho, pontualidade, respeito ao corpo",
};
const script = {
  basePrompt: "Somos o Ateliê Lua, costura sob medida em Recife.",
  format: "video",
  objective: "promover",
  targetAudience: "Mulheres de 25 a 45 anos",
  duration: "30 segundos",
  tone: "inspirador",
  finalGoal: "Agendar uma prova de roupa",
};

async function generate(path: string, json: unknown) {
  const response = await user.client.request(`/api/generate/${path}`, { json });
  expect(response.status).toBe(200);
  return readEvents(response);
}

describe("the offline composer (no AI provider configured)", () => {
  it("writes a base prompt from the five brand fields, marked as demonstration", async () => {
    const events = await generate("prompt", brand);
    expect(events[0]).toEqual({ type: "start", demo: true, job: expect.any(String) });
    const text = textOf(events);
    for (const section of [
      "## Essência da marca",
      "## Público-alvo",
      "## Tom de voz",
      "## Pilares de conteúdo",
    ]) {
      expect(text).toContain(section);
    }
    for (const value of [
      "capricho",
      "pontualidade",
      "Recife e região metropolitana",
      "Ateliê Lua",
    ]) {
      expect(text).toContain(value);
    }
    expect(events.at(-1)).toMatchObject({
      type: "done",
      title: "Prompt para Ateliê Lua",
      content: text,
    });
  });

  it("is deterministic: the same inputs give the same text", async () => {
    const first = (await generate("script", script)).at(-1);
    const second = (await generate("script", script)).at(-1);
    if (first?.type !== "done" || second?.type !== "done") throw new Error("script failed");
    expect(second.content).toBe(first.content);
    expect(first.historyId).not.toBe(second.historyId);
    expect(first.title).toBe("Roteiro de Vídeo: Agendar uma prova de roupa");
    expect(first.content).toContain("## Gancho");
    // The goal titles the script; the call to action is a line to say, not the goal (issue 41).
    expect(first.content).toMatch(/## Chamada para ação \(\d+–\d+ s\)\nFala: "/);
    expect(first.content.slice(first.content.indexOf("## Gancho"))).not.toMatch(
      /agendar uma prova/i,
    );
  });

  it("writes a strategy with a filled calendar of commercial dates", async () => {
    const events = await generate("strategy", {
      basePrompt: "Somos o Ateliê Lua.",
      objective: "aumentar_vendas",
      productsServices: "Ajustes, vestidos de festa",
      frequency: "4-5x_semana",
      channels: ["instagram", "facebook"],
      tone: "elegante",
      // The posting days alone, whatever commercial date comes before the first of them.
      commercialExtras: false,
    });
    const calendar = calendarOf(events);
    expect(calendar.slots).toHaveLength(65);
    expect(calendar.slots.every((s) => s.theme && s.hook && s.callToAction && s.format)).toBe(true);
    const done = events.at(-1);
    expect(done).toMatchObject({
      type: "done",
      title: "Estratégia para Aumentar vendas: Ajustes, vestidos de festa",
    });
    expect(textOf(events)).toContain("## Posicionamento");
  });

  it("marks what it wrote as a demo draft in the history, its list and its plan's posts", async () => {
    const events = await generate("strategy", {
      basePrompt: "Somos o Ateliê Lua.",
      objective: "atrair_clientes",
      productsServices: "Ajustes",
      frequency: "1x_semana",
      channels: ["instagram"],
      tone: "descontraido",
    });
    const done = events.at(-1);
    if (done?.type !== "done" || !done.links.plan) throw new Error("strategy failed");
    const calendar = calendarOf(events);
    expect(calendar.slots.every((s) => s.demo === true)).toBe(true);

    const item = await user.client.json<{ demo: boolean }>(`/api/history/${done.historyId}`);
    expect(item.body.demo).toBe(true);
    const list = await user.client.json<{ items: { id: string; demo: boolean }[] }>("/api/history");
    expect(list.body.items.find((i) => i.id === done.historyId)?.demo).toBe(true);
    const plan = await user.client.json<{ posts: { notes: string }[] }>(
      `/api/plans/${done.links.plan}`,
    );
    expect(plan.body.posts[0]?.notes).toBe(
      "Rascunho do modo demonstração: revise antes de publicar.",
    );
  });

  it("reads a city named only in the brand's location: its regional dates and its hashtag", async () => {
    const { body: clinic } = await user.client.json<{ id: string }>("/api/brands", {
      json: {
        brandName: "Fisio Passo",
        brandDescription: "Fisioterapia para corredores",
        brandLocation: "Belém - PA",
      },
    });
    const events = await generate("strategy", {
      brandId: clinic.id,
      basePrompt: "Somos a Fisio Passo, fisioterapia para corredores.",
      objective: "atrair_clientes",
      productsServices: "Avaliação da corrida",
      frequency: "2-3x_semana",
      channels: ["instagram"],
      tone: "confiante",
      startDate: nextSeptember20(),
    });
    const calendar = calendarOf(events);
    expect(calendar.commercialDates.map((d) => d.name)).toContain("Círio de Nazaré");
    expect(calendar.slots.some((s) => s.commercialDate?.includes("Círio de Nazaré"))).toBe(true);

    const caption = (
      await generate("caption", {
        brandId: clinic.id,
        basePrompt: "Somos a Fisio Passo.",
        channel: "instagram",
        format: "Reels",
        theme: "Aquecimento antes do treino",
        hook: "Você aquece antes de correr?",
        callToAction: "Salve este post",
        script: "",
        hashtags: [],
      })
    ).at(-1);
    if (caption?.type !== "done") throw new Error("caption failed");
    expect(caption.content).toMatch(/#Belém\b/);
    expect(caption.content).not.toMatch(/#BelémPA|#PA\b/);
  });

  it("applies a quick command to a saved item and saves the result as a new item of its type", async () => {
    const made = (await generate("script", script)).at(-1);
    if (made?.type !== "done") throw new Error("script failed");
    const events = await generate("edit", {
      content: made.content,
      instruction: "Resuma em 2 parágrafos",
      historyId: made.historyId,
    });
    const done = events.at(-1);
    if (done?.type !== "done") throw new Error("edit failed");
    expect(done.content.split("\n\n")).toHaveLength(2);
    const saved = await user.client.json<{ contentType: string; content: string }>(
      `/api/history/${done.historyId}`,
    );
    expect(saved.body).toMatchObject({ contentType: "script", content: done.content });
  });

  it("a quick command that leaves the text as it was saves nothing", async () => {
    const history = () => user.client.json<{ total: number }>("/api/history");
    const before = (await history()).body.total;
    const events = await generate("edit", {
      content: "Prezados clientes, agradecemos a preferência.",
      instruction: "Torne mais formal",
      contentType: "prompt",
    });
    expect(events.at(-1)).toEqual({ type: "unchanged" });
    expect((await history()).body.total).toBe(before);
  });

  it("explains that only the quick commands work without an AI provider", async () => {
    const events = await generate("edit", {
      content: "Texto",
      instruction: "Traduza para o inglês",
    });
    expect(events.at(-1)).toMatchObject({ type: "error", code: "DEMO_UNSUPPORTED" });
  });
});

/** The next 20 September at least a day ahead: its window holds the Círio (October). */
function nextSeptember20(): string {
  const today = new Date();
  const past = today.getUTCMonth() > 8 || (today.getUTCMonth() === 8 && today.getUTCDate() >= 19);
  return `${today.getUTCFullYear() + (past ? 1 : 0)}-09-20`;
}
