import type { Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contentHistory } from "../src/server/db/schema/index.ts";
import { type FakeOpenAI, startFakeOpenAI, strategyResponder } from "../tests/fakes/fake-openai.ts";
import { createUser, subscribe } from "../tests/helpers/factories.ts";
import { setupApp } from "./helpers/app.ts";

// A fake provider that records what it is sent: the strategy must carry the chosen brand's voice.
let fake: FakeOpenAI;
const env: Record<string, string> = { OPENAI_API_KEY: "sk-test", AI_MODEL: "modelo-teste" };
beforeAll(async () => {
  fake = await startFakeOpenAI(strategyResponder);
  env.OPENAI_BASE_URL = fake.baseUrl;
});
afterAll(() => fake.close());
beforeEach(() => fake.setResponder(strategyResponder));

const app = setupApp(env);

async function subscribedPage(viewport?: { width: number; height: number }) {
  const user = await createUser(app.server);
  await subscribe(app.server.db, user.id);
  const session = await app.signedInPage(user);
  if (viewport) await session.page.setViewportSize(viewport);
  return session;
}

async function createBrand(page: Page, name: string, basePrompt: string) {
  await page.goto("/marcas/nova");
  await page.getByRole("heading", { name: "Nova marca" }).waitFor();
  await page.getByLabel("Nome da marca").fill(name);
  await page.getByLabel("Texto do Prompt Mãe").fill(basePrompt);
  await page.getByLabel("Palavras para usar").fill("artesanal");
  await page.getByLabel("Palavras para usar").press("Enter");
  await page.getByRole("button", { name: "Criar marca" }).click();
  await page.getByText("Marca salva").waitFor();
  await page.getByRole("heading", { name }).waitFor();
}

describe("brands", () => {
  it("a marketer keeps two brands, writes a strategy in the second one's voice and finds it by brand in the history", async () => {
    const { page } = await subscribedPage();
    await page.goto("/marcas");
    await page.getByRole("heading", { name: "Cadastre sua primeira marca" }).waitFor();

    await createBrand(page, "Café Aroma", "Você é a voz do Café Aroma, cafeteria de bairro.");
    await createBrand(
      page,
      "Padaria Trigo Bom",
      "Você é a voz da Padaria Trigo Bom, fermentação natural.",
    );

    await page.goto("/marcas");
    const cards = page.getByRole("list", { name: "Marcas" }).locator(":scope > li");
    await cards.filter({ hasText: "Padaria Trigo Bom" }).getByText("fermentação natural").waitFor();
    expect(await cards.count()).toBe(2);

    await page.goto("/strategy-creator");
    await page.getByRole("heading", { name: "Meu Estrategista Digital" }).waitFor();
    await page.getByLabel("Marca", { exact: true }).selectOption({ label: "Padaria Trigo Bom" });
    await expect
      .poll(() => page.getByLabel("Prompt Mãe").inputValue(), { timeout: 10_000 })
      .toBe("Você é a voz da Padaria Trigo Bom, fermentação natural.");
    await page.getByLabel("Produtos/serviços").fill("Pães de fermentação natural");
    await page.getByLabel("Instagram").check();
    await page.getByRole("button", { name: "Gerar Estratégia" }).click();
    await page.getByText("Estratégia gerada com sucesso").waitFor();

    const sent = JSON.stringify(fake.requests.map((r) => r.body.messages));
    expect(sent).toContain("Você é a voz da Padaria Trigo Bom, fermentação natural.");
    expect(sent).toContain("Palavras para usar: artesanal");
    expect(sent).not.toContain("Café Aroma");

    // Next time the tool opens on the brand used last.
    await page.goto("/script-creator");
    await expect
      .poll(() => page.getByLabel("Prompt Mãe").inputValue(), { timeout: 10_000 })
      .toBe("Você é a voz da Padaria Trigo Bom, fermentação natural.");

    await page.goto("/history");
    await page.getByRole("heading", { name: "Histórico de Conteúdo" }).waitFor();
    await page.getByLabel("Marca", { exact: true }).selectOption({ label: "Padaria Trigo Bom" });
    await page
      .getByText("Estratégia para Aumentar vendas: Pães de fermentação natural")
      .first()
      .waitFor();
    await page.getByLabel("Marca", { exact: true }).selectOption({ label: "Café Aroma" });
    await page.getByText("Nenhum conteúdo encontrado").waitFor();
  });

  it("a Prompt Mãe already in the history becomes a brand with one click", async () => {
    const { page, user } = await subscribedPage({ width: 390, height: 844 });
    await app.server.db.insert(contentHistory).values({
      userId: user.id,
      contentType: "prompt",
      title: "Prompt para Sorveteria Polar",
      content: "Você é a voz da Sorveteria Polar.",
    });
    await page.goto("/history");
    const card = page.getByRole("row").filter({ hasText: "Prompt para Sorveteria Polar" });
    await card.getByRole("button", { name: "Reutilizar" }).click();
    await page.getByRole("menuitem", { name: "Salvar como marca" }).click();
    await page.getByText("Marca criada").waitFor();
    await page.getByRole("heading", { name: "Sorveteria Polar" }).waitFor();
    expect(await page.getByLabel("Texto do Prompt Mãe").inputValue()).toBe(
      "Você é a voz da Sorveteria Polar.",
    );
    await page.goBack();
    await card.getByText("Marca: Sorveteria Polar").waitFor();
  });

  it("deleting a brand asks first and says the history keeps its content", async () => {
    const { page } = await subscribedPage({ width: 390, height: 844 });
    await createBrand(page, "Doceria da Vó", "Você é a voz da Doceria da Vó.");
    await page.goto("/marcas");
    await page.getByRole("button", { name: "Excluir Doceria da Vó" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("continuam no seu Histórico").waitFor();
    await dialog.getByRole("button", { name: "Excluir marca" }).click();
    await page.getByText("Marca excluída").waitFor();
    await page.getByRole("heading", { name: "Cadastre sua primeira marca" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
