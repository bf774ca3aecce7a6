import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../../tests/helpers/factories.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import type { Brand, BrandList } from "../../shared/brand-schemas.ts";
import { BRAND_LIMIT_MESSAGE, MAX_BRANDS } from "../../shared/brands.ts";
import type { HistoryPage } from "../../shared/generation/history.ts";
import { brands, contentHistory } from "../db/schema/index.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

const fields = (name = "Café Aroma") => ({
  brandName: name,
  brandDescription: "Cafeteria artesanal com grãos do sul de Minas",
  brandLocation: "Belo Horizonte, MG",
  brandProblemSolution: "Café especial sem precisar sair do bairro",
  brandValues: "Qualidade, acolhimento, origem",
});

const create = (user: TestUser, body: unknown) =>
  user.client.json<Brand & { message?: string }>("/api/brands", { json: body });

describe("brands", () => {
  it("creates a brand with its Prompt Mãe, colour and words, and reads it back", async () => {
    const user = await createUser(server);
    const created = await create(user, {
      ...fields(),
      basePrompt: "Você é a voz da Café Aroma…",
      color: "#A0522D",
      wordsToUse: ["aconchego", "origem", "aconchego"],
      wordsToAvoid: ["barato"],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...fields(),
      basePrompt: "Você é a voz da Café Aroma…",
      color: "#a0522d",
      wordsToUse: ["aconchego", "origem"],
      wordsToAvoid: ["barato"],
      lastUsedAt: null,
    });
    const read = await user.client.json<Brand>(`/api/brands/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
  });

  it("lists the account's brands, last edited first, with the start of each Prompt Mãe", async () => {
    const user = await createUser(server);
    const first = await create(user, { ...fields("Primeira"), basePrompt: "x".repeat(500) });
    await create(user, fields("Segunda"));
    await create(await createUser(server), fields("De outra conta"));
    await user.client.json(`/api/brands/${first.body.id}`, {
      method: "PATCH",
      json: { brandValues: "Novos valores" },
    });

    const { status, body } = await user.client.json<BrandList>("/api/brands");
    expect(status).toBe(200);
    expect(body.items.map((b) => b.brandName)).toEqual(["Primeira", "Segunda"]);
    expect(body.items[0]?.basePromptStart).toHaveLength(180);
    expect(body.items[0]?.hasBasePrompt).toBe(true);
    expect(body.items[1]?.hasBasePrompt).toBe(false);
    expect(body.items[0]).not.toHaveProperty("basePrompt");
    expect(body.lastUsedId).toBeNull();
  });

  it("names the brand the account generated for last", async () => {
    const user = await createUser(server);
    const a = await create(user, fields("A"));
    const b = await create(user, fields("B"));
    await server.db
      .update(brands)
      .set({ lastUsedAt: new Date(Date.now() - 60_000) })
      .where(eq(brands.id, a.body.id));
    await server.db.update(brands).set({ lastUsedAt: new Date() }).where(eq(brands.id, b.body.id));
    const { body } = await user.client.json<BrandList>("/api/brands");
    expect(body.lastUsedId).toBe(b.body.id);
  });

  it("edits only the fields sent and keeps the others", async () => {
    const user = await createUser(server);
    const { body: brand } = await create(user, fields());
    const edited = await user.client.json<Brand>(`/api/brands/${brand.id}`, {
      method: "PATCH",
      json: { basePrompt: "Texto escrito à mão", wordsToAvoid: ["promoção"] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      ...fields(),
      basePrompt: "Texto escrito à mão",
      wordsToAvoid: ["promoção"],
    });
    expect(Date.parse(edited.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(brand.updatedAt));
  });

  it("refuses invalid fields with the prompt creator's Portuguese messages and changes nothing", async () => {
    const user = await createUser(server);
    const missing = await create(user, { ...fields(), brandName: "   " });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Nome da marca é obrigatório");

    const { body: brand } = await create(user, fields());
    const cases: [unknown, string][] = [
      [{ brandName: "" }, "Nome da marca é obrigatório"],
      [{ color: "vermelho" }, "Escolha uma cor válida (formato #RRGGBB)."],
      [{ wordsToUse: ["a", "b", "c", "d", "e", "f"] }, "Informe no máximo 5 palavras."],
      [{ basePrompt: "x".repeat(20_001) }, "O Prompt Mãe aceita no máximo 20.000 caracteres."],
    ];
    for (const [json, message] of cases) {
      const res = await user.client.json<{ message: string }>(`/api/brands/${brand.id}`, {
        method: "PATCH",
        json,
      });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const malformed = await user.client.json<{ message: string }>("/api/brands", {
      body: "{não é json",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Corpo da requisição inválido.");
    expect((await user.client.json<Brand>(`/api/brands/${brand.id}`)).body).toEqual(brand);
  });

  it("answers 404 for another account's brand, an unknown id and a malformed one", async () => {
    const owner = await createUser(server);
    const other = await createUser(server);
    const { body: brand } = await create(owner, fields());
    for (const id of [brand.id, UNKNOWN_ID, "nao-e-um-id"]) {
      expect((await other.client.request(`/api/brands/${id}`)).status).toBe(404);
      const patch = await other.client.request(`/api/brands/${id}`, {
        method: "PATCH",
        json: { brandName: "Roubada" },
      });
      expect(patch.status).toBe(404);
      expect((await other.client.request(`/api/brands/${id}`, { method: "DELETE" })).status).toBe(
        404,
      );
      expect(
        (await other.client.request(`/api/brands/${id}/duplicate`, { method: "POST" })).status,
      ).toBe(404);
    }
    expect((await owner.client.json<Brand>(`/api/brands/${brand.id}`)).body.brandName).toBe(
      "Café Aroma",
    );
  });

  it("duplicates a brand under a name that says it is a copy", async () => {
    const user = await createUser(server);
    const { body: brand } = await create(user, {
      ...fields(),
      basePrompt: "Prompt",
      color: "#112233",
    });
    const copy = await user.client.json<Brand>(`/api/brands/${brand.id}/duplicate`, {
      method: "POST",
    });
    expect(copy.status).toBe(201);
    expect(copy.body.id).not.toBe(brand.id);
    expect(copy.body).toMatchObject({
      brandName: "Café Aroma (cópia)",
      basePrompt: "Prompt",
      color: "#112233",
    });
  });

  it("deletes a brand while its history items keep the brand's name", async () => {
    const user = await createUser(server);
    const { body: brand } = await create(user, fields());
    const [item] = await server.db
      .insert(contentHistory)
      .values({
        userId: user.id,
        contentType: "prompt",
        title: "Prompt para Café Aroma",
        content: "…",
        brandId: brand.id,
        brandName: brand.brandName,
      })
      .returning();
    const deleted = await user.client.request(`/api/brands/${brand.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect((await user.client.request(`/api/brands/${brand.id}`)).status).toBe(404);
    const [kept] = await server.db
      .select()
      .from(contentHistory)
      .where(eq(contentHistory.id, item?.id ?? ""));
    expect(kept).toMatchObject({ brandId: null, brandName: "Café Aroma" });
  });

  it(`keeps at most ${MAX_BRANDS} brands per account, with a clear message past that`, async () => {
    const user = await createUser(server);
    await server.db.insert(brands).values(
      Array.from({ length: MAX_BRANDS - 1 }, (_, i) => ({
        userId: user.id,
        name: `Marca ${i}`,
        description: "d",
        location: "l",
        problemSolution: "p",
        brandValues: "v",
      })),
    );
    // Two at once: only one of them fits.
    const results = await Promise.all([create(user, fields("A")), create(user, fields("B"))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe(BRAND_LIMIT_MESSAGE);
    const { body } = await user.client.json<BrandList>("/api/brands");
    expect(body.items).toHaveLength(MAX_BRANDS);
  });

  it("the history filters by brand and names each item's brand", async () => {
    const user = await createUser(server);
    const { body: cafe } = await create(user, fields("Café Aroma"));
    const { body: padaria } = await create(user, fields("Padaria Trigo"));
    await server.db.insert(contentHistory).values(
      [
        ["Roteiro do café", cafe],
        ["Roteiro da padaria", padaria],
        ["Sem marca", null],
      ].map(([title, brand]) => ({
        userId: user.id,
        contentType: "script" as const,
        title: title as string,
        content: "…",
        brandId: (brand as Brand | null)?.id ?? null,
        brandName: (brand as Brand | null)?.brandName ?? null,
      })),
    );
    const page = await user.client.json<HistoryPage>(`/api/history?brand=${padaria.id}`);
    expect(page.body.items.map((i) => [i.title, i.brandName])).toEqual([
      ["Roteiro da padaria", "Padaria Trigo"],
    ]);
    const all = await user.client.json<HistoryPage>("/api/history");
    expect(all.body.items.map((i) => i.brandName).sort()).toEqual([
      "Café Aroma",
      "Padaria Trigo",
      null,
    ]);
    const invalid = await user.client.json<{ message: string }>("/api/history?brand=xyz");
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe("Marca inválida.");
  });

  it("needs a session", async () => {
    const anonymous = server.client();
    expect((await anonymous.request("/api/brands")).status).toBe(401);
    expect((await anonymous.request("/api/brands", { json: fields() })).status).toBe(401);
  });
});
