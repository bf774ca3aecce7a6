import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPlan, type TestUser } from "../../../../../tests/helpers/factories.ts";
import {
  setupGenerationServer,
  subscriber,
} from "../../../../../tests/helpers/generation-server.ts";
import { readEvents } from "../../../../../tests/helpers/sse-events.ts";
import { postVersionsOf } from "../../../../../tests/helpers/versions.ts";
import type { StreamEvent } from "../../../../shared/generation/stream.ts";
import type { PlanDetail } from "../../../../shared/plans.ts";
import { contentHistory } from "../../../db/schema/index.ts";

const app = setupGenerationServer({ ai: true });

const BASE_PROMPT = "Somos a Padaria Aurora, pães de fermentação natural em Campinas.";
const SCRIPT = [
  "## Gancho (0–3 s)",
  'Fala: "Você sabe quanto tempo leva um pão de verdade?"',
  'Texto na tela: "36 horas de fermentação"',
  "## Desenvolvimento",
  "### Cena 2 (3–8 s)",
  'Fala: "A massa descansa a noite toda na geladeira."',
  'Texto na tela: "Descanso na geladeira"',
  "### Cena 3 (8–13 s)",
  'Fala: "O fermento natural dá a casca crocante e o miolo úmido."',
  'Texto na tela: "Casca crocante, miolo úmido"',
  "## Chamada para ação (13–16 s)",
  'Fala: "Encomende o seu pelo link na bio."',
].join("\n");

async function generate(user: TestUser, json: unknown) {
  const response = await user.client.request("/api/generate/art", { json });
  expect(response.status).toBe(200);
  const events = await readEvents(response);
  const last = events.at(-1);
  if (last?.type !== "done") throw new Error(`no done event: ${JSON.stringify(last)}`);
  return { done: last, events: events as StreamEvent[] };
}

const carousel = (slides: string[]) =>
  slides.map((slide, i) => `## Slide ${i + 1} · ${slide}`).join("\n\n");

describe("the art tool", () => {
  it("the composer (offline, or when the model wrote no carousel) splits the post's script and caption into a cover, its scenes and a closing call to action, landing on the post as a version", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: "Não sei fazer carrosséis." });
    const plan = await createPlan(app.server.db, user.id, {
      posts: [{ theme: "Pão de fermentação natural", callToAction: "Encomende o seu" }],
    });
    const post = plan.posts[0]!;
    const { done } = await generate(user, {
      basePrompt: BASE_PROMPT,
      theme: "Pão de fermentação natural",
      hook: "36 horas de fermentação",
      callToAction: "Encomende o seu",
      script: SCRIPT,
      caption: "Pão de verdade leva tempo e paciência. #pão #padaria",
      postId: post.id,
    });
    expect(done.title).toBe("Arte para Pão de fermentação natural");
    expect(done.links).toEqual({ post: post.id });

    const { body } = await user.client.json<PlanDetail>(`/api/plans/${plan.id}`);
    const art = body.posts[0]?.art;
    expect(art?.format).toBe("portrait");
    expect(art?.slides.map((s) => [s.layout, s.title])).toEqual([
      ["cover", "Pão de fermentação natural"],
      ["tip", "Descanso na geladeira"],
      ["tip", "Casca crocante, miolo úmido"],
      ["tip", "Pão de verdade leva tempo e paciência"],
      ["cta", "Encomende o seu"],
    ]);
    expect(art?.slides[1]?.body).toBe("A massa descansa a noite toda na geladeira.");
    expect(body.posts[0]?.status).toBe("em_producao");
    const versions = await postVersionsOf(app.server.db, post.id);
    expect(versions.map((v) => [v.number, v.made])).toEqual([
      [1, "generated"],
      [2, "generated"],
    ]);
    expect(versions[1]?.fields.art).toEqual(art);
  });

  it("reads the model's slides under the carousel's rules: the first a cover, the last the call to action, a testimonial without invented words, text cut at a word", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({
      content: carousel([
        "Dica numerada\nTítulo: Pão de verdade",
        `Dica numerada\nTítulo: Descanso longo\nTexto: ${"palavra ".repeat(80)}`,
        "Lista\nTítulo: O que muda\nItens:\n- Casca\n- Miolo\n- Sabor",
        'Depoimento\nTítulo: Quem provou\nTexto: "Melhor pão da cidade!"',
        "Dica numerada\nTítulo: Encomende",
      ]),
    });
    const { done } = await generate(user, {
      basePrompt: BASE_PROMPT,
      theme: "Pão",
      format: "square",
    });
    const [item] = await app.server.db
      .select()
      .from(contentHistory)
      .where(eq(contentHistory.id, done.historyId));
    const { art } = item!.metadata as {
      art: { format: string; slides: Record<string, unknown>[] };
    };
    expect(art.format).toBe("square");
    expect(art.slides.map((s) => s.layout)).toEqual(["cover", "tip", "list", "quote", "cta"]);
    expect(art.slides[2]?.items).toEqual(["Casca", "Miolo", "Sabor"]);
    expect(art.slides[3]?.body).toBe("");
    const long = String(art.slides[1]?.body);
    expect(long.length).toBeLessThanOrEqual(400);
    expect(long.endsWith("palavra")).toBe(true);
    expect(item?.content).toMatch(/^## Slide 1 · Capa\nTítulo: Pão de verdade/);
  });

  it("a reply that is not a carousel (too few slides) is replaced by the offline composer's", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: "Aqui está o seu carrossel: slide 1, slide 2." });
    const { done } = await generate(user, {
      basePrompt: BASE_PROMPT,
      theme: "Pão",
      script: SCRIPT,
    });
    expect(done.content).toMatch(/^## Slide 1 · Capa\nTítulo: Pão/);
    expect(done.content).toContain("## Slide 5 · Chamada final");
  });

  it("an AI edit of the art reads the slides back and lands on the post again; one that breaks the carousel keeps the slides", async () => {
    const user = await subscriber(app.server);
    const plan = await createPlan(app.server.db, user.id, { posts: [{ theme: "Pão" }] });
    const post = plan.posts[0]!;
    app.fake.enqueue({ content: "sem slides" });
    const { done } = await generate(user, {
      basePrompt: BASE_PROMPT,
      theme: "Pão",
      script: SCRIPT,
      postId: post.id,
    });
    const edited = done.content.replace("Descanso na geladeira", "A noite na geladeira");
    app.fake.enqueue({ content: edited });
    const edit = await user.client.request("/api/generate/edit", {
      json: { content: done.content, instruction: "Mude o slide 2", historyId: done.historyId },
    });
    await readEvents(edit);
    const read = async () =>
      (await user.client.json<PlanDetail>(`/api/plans/${plan.id}`)).body.posts[0];
    expect((await read())?.art?.slides[1]?.title).toBe("A noite na geladeira");
    expect((await read())?.version).toBe(3);

    app.fake.enqueue({ content: "Não consegui." });
    const broken = await user.client.request("/api/generate/edit", {
      json: { content: edited, instruction: "Resuma", historyId: done.historyId, basedOn: 2 },
    });
    await readEvents(broken);
    expect((await read())?.art?.slides[1]?.title).toBe("A noite na geladeira");
  });
});
