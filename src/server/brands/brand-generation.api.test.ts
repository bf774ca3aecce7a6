import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "../../../tests/fakes/fake-openai.ts";
import { createUser, subscribe, type TestUser } from "../../../tests/helpers/factories.ts";
import { readEvents } from "../../../tests/helpers/sse-events.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import type { Brand, BrandList } from "../../shared/brand-schemas.ts";
import { BRAND_LIMIT_MESSAGE, MAX_BRANDS } from "../../shared/brands.ts";
import { brands, contentHistory } from "../db/schema/index.ts";

let fake: FakeOpenAI;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: fake.baseUrl,
    AI_MODEL: "modelo-teste",
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const answers = {
  brandName: "Padaria Trigo Bom",
  brandDescription: "Padaria de fermentação natural",
  brandLocation: "Curitiba, PR",
  brandProblemSolution: "Pão de verdade no caminho do trabalho",
  brandValues: "Tempo, simplicidade",
};
const script = {
  basePrompt: "Você escreve para a Padaria Trigo Bom.",
  format: "video",
  objective: "promover",
  targetAudience: "Vizinhos do bairro",
  duration: "30 segundos",
  tone: "inspirador",
  finalGoal: "Encomendas de fim de semana",
};

async function subscriber() {
  const user = await createUser(server);
  await subscribe(server.db, user.id);
  return user;
}

async function generate(user: TestUser, tool: string, json: unknown) {
  const response = await user.client.request(`/api/generate/${tool}`, { json });
  if (response.status !== 200)
    return { status: response.status, events: [], body: await response.json() };
  return { status: 200, events: await readEvents(response), body: null };
}

const brandsOf = (user: TestUser) => user.client.json<BrandList>("/api/brands");
const itemsOf = (user: TestUser) =>
  server.db.select().from(contentHistory).where(eq(contentHistory.userId, user.id));

describe("generating for a brand", () => {
  it("the prompt creator saves a new brand with its answers and the Prompt Mãe it wrote", async () => {
    const user = await subscriber();
    const { events } = await generate(user, "prompt", answers);
    const done = events.find((e) => e.type === "done");
    expect(done).toMatchObject({ title: "Prompt para Padaria Trigo Bom" });

    const list = await brandsOf(user);
    expect(list.body.items).toHaveLength(1);
    const id = list.body.items[0]?.id ?? "";
    expect(list.body.lastUsedId).toBe(id);
    const brand = (await user.client.json<Brand>(`/api/brands/${id}`)).body;
    expect(brand).toMatchObject({
      ...answers,
      basePrompt: done?.type === "done" ? done.content : "",
    });
    const [item] = await itemsOf(user);
    expect(item).toMatchObject({ brandId: id, brandName: "Padaria Trigo Bom" });
  });

  it("regenerating the Prompt Mãe of a brand updates that brand and keeps its colour", async () => {
    const user = await subscriber();
    const { body: brand } = await user.client.json<Brand>("/api/brands", {
      json: { brandName: "Antigo nome", color: "#123456", basePrompt: "Texto antigo" },
    });
    fake.setResponder(() => ({ content: "Prompt Mãe novinho." }));
    await generate(user, "prompt", { ...answers, brandId: brand.id });
    const after = (await user.client.json<Brand>(`/api/brands/${brand.id}`)).body;
    expect(after).toMatchObject({
      ...answers,
      basePrompt: "Prompt Mãe novinho.",
      color: "#123456",
    });
    expect((await brandsOf(user)).body.items).toHaveLength(1);
  });

  it("a failure after the result is saved (marking its brand as used) does not read as a failure", async () => {
    const user = await subscriber();
    const { body: brand } = await user.client.json<Brand>("/api/brands", {
      json: { brandName: "Padaria Trigo Bom" },
    });
    // Marking the brand as used is the work after the generation's commit: make it fail.
    await server.db.execute(
      sql.raw(`create function refuse_brand_use() returns trigger language plpgsql as $$
        begin raise exception 'brand update refused by the test'; end $$`),
    );
    await server.db.execute(
      sql.raw(`create trigger refuse_brand_use before update on brands for each row
        when (new.id = '${brand.id}') execute function refuse_brand_use()`),
    );
    try {
      fake.enqueue({ content: "Roteiro salvo." });
      const { events } = await generate(user, "script", { ...script, brandId: brand.id });
      expect(events.at(-1)).toMatchObject({ type: "done", content: "Roteiro salvo." });
      expect(await itemsOf(user)).toHaveLength(1);
    } finally {
      await server.db.execute(sql.raw("drop trigger refuse_brand_use on brands"));
      await server.db.execute(sql.raw("drop function refuse_brand_use()"));
    }
  });

  it("a script written for a brand uses its words and is labelled with it in the history", async () => {
    const user = await subscriber();
    const { body: brand } = await user.client.json<Brand>("/api/brands", {
      json: {
        brandName: "Padaria Trigo Bom",
        wordsToUse: ["fermentação natural"],
        wordsToAvoid: ["industrializado"],
      },
    });
    const { status } = await generate(user, "script", { ...script, brandId: brand.id });
    expect(status).toBe(200);
    const sent = JSON.stringify(fake.requests[0]?.body.messages);
    expect(sent).toContain("Palavras para usar: fermentação natural");
    expect(sent).toContain("Palavras para evitar (nunca use): industrializado");
    const [item] = await itemsOf(user);
    expect(item).toMatchObject({
      contentType: "script",
      brandId: brand.id,
      brandName: "Padaria Trigo Bom",
    });
    expect((await brandsOf(user)).body.lastUsedId).toBe(brand.id);
  });

  it("an AI edit of a brand's item keeps the brand's label and its words", async () => {
    const user = await subscriber();
    const { body: brand } = await user.client.json<Brand>("/api/brands", {
      json: { brandName: "Padaria Trigo Bom", wordsToAvoid: ["industrializado"] },
    });
    await generate(user, "script", { ...script, brandId: brand.id });
    const [source] = await itemsOf(user);
    fake.setResponder(() => ({ content: "Roteiro editado." }));
    await generate(user, "edit", {
      content: source?.content,
      instruction: "Mais curto",
      historyId: source?.id,
    });
    const edit = JSON.stringify(fake.requests.at(-1)?.body.messages);
    expect(edit).toContain("<alteracao>\\nMais curto\\n</alteracao>");
    expect(edit).toContain("Palavras para evitar (nunca use): industrializado");
    // The edit is the same item's new version (decision 041), still labelled with the brand.
    expect(await itemsOf(user)).toEqual([
      expect.objectContaining({
        id: source?.id,
        content: "Roteiro editado.",
        brandId: brand.id,
        brandName: "Padaria Trigo Bom",
      }),
    ]);
  });

  it("refuses another account's brand before generating anything", async () => {
    const owner = await subscriber();
    const intruder = await subscriber();
    const { body: brand } = await owner.client.json<Brand>("/api/brands", {
      json: { brandName: "Só minha" },
    });
    for (const [tool, json] of [
      ["script", { ...script, brandId: brand.id }],
      ["prompt", { ...answers, brandId: brand.id }],
    ] as const) {
      const { status, body } = await generate(intruder, tool, json);
      expect(status).toBe(404);
      expect(body).toMatchObject({ message: "Marca não encontrada." });
    }
    expect(fake.requests).toHaveLength(0);
    expect(await itemsOf(intruder)).toHaveLength(0);
    expect((await owner.client.json<Brand>(`/api/brands/${brand.id}`)).body.brandName).toBe(
      "Só minha",
    );
  });

  it("a new Prompt Mãe past the brand limit is refused before it is generated", async () => {
    const user = await subscriber();
    await server.db.insert(brands).values(
      Array.from({ length: MAX_BRANDS }, (_, i) => ({
        userId: user.id,
        name: `Marca ${i}`,
        description: "",
        location: "",
        problemSolution: "",
        brandValues: "",
      })),
    );
    const { status, body } = await generate(user, "prompt", answers);
    expect(status).toBe(409);
    expect(body).toMatchObject({ message: BRAND_LIMIT_MESSAGE });
    expect(fake.requests).toHaveLength(0);
  });

  it("a Prompt Mãe from the history becomes a brand named as its title says", async () => {
    const user = await createUser(server);
    const [item] = await server.db
      .insert(contentHistory)
      .values({
        userId: user.id,
        contentType: "prompt",
        title: "Prompt para Doceria da Vó",
        content: "Você escreve para a Doceria da Vó.",
      })
      .returning();
    const saved = await user.client.json<Brand>(`/api/brands/from-history/${item?.id}`, {
      method: "POST",
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      brandName: "Doceria da Vó",
      basePrompt: "Você escreve para a Doceria da Vó.",
    });
    const [labelled] = await itemsOf(user);
    expect(labelled).toMatchObject({ brandId: saved.body.id, brandName: "Doceria da Vó" });

    const other = await createUser(server);
    const stolen = await other.client.request(`/api/brands/from-history/${item?.id}`, {
      method: "POST",
    });
    expect(stolen.status).toBe(404);
  });
});
