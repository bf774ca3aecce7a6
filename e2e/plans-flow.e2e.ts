import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createUser, subscribe, type TestUser } from "../tests/helpers/factories.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { expectNoSidewaysScroll } from "./helpers/layout.ts";

// No OPENAI_API_KEY: the offline composer writes the strategy and the scripts.
const app = setupApp({}, { engine: "pglite" });

const BRAND = "Padaria Trigo Bom";
const BASE_PROMPT = "Você é a voz da Padaria Trigo Bom, fermentação natural.";

async function subscriberWithBrand() {
  const user = await createUser(app.server);
  await subscribe(app.server.db, user.id);
  const { status } = await user.client.request("/api/brands", {
    method: "POST",
    json: { brandName: BRAND, basePrompt: BASE_PROMPT, color: "#c2410c" },
  });
  expect(status).toBe(201);
  return user;
}

async function generateStrategy(page: Page) {
  await page.goto("/strategy-creator");
  await page.getByRole("heading", { name: "Meu Estrategista Digital" }).waitFor();
  await page.getByLabel("Marca", { exact: true }).selectOption({ label: BRAND });
  await expect
    .poll(() => page.getByLabel("Prompt Mãe").inputValue(), { timeout: 10_000 })
    .toBe(BASE_PROMPT);
  await page.getByLabel("Frequência de postagem").selectOption({ label: "4 a 5x por semana" });
  await page.getByLabel("Produtos/serviços").fill("Pães de fermentação natural");
  await page.getByLabel("Instagram").check();
  await page.getByRole("button", { name: "Gerar Estratégia" }).click();
  await page.getByText("Estratégia gerada com sucesso").waitFor();
}

const SCREENS: [string, BrowserContextOptions][] = [
  ["on a desktop", { viewport: { width: 1280, height: 900 } }],
  ["on a 390 px phone", PHONE],
];

describe.each(SCREENS)("from strategy to scripts %s", (_screen, options) => {
  let user: TestUser;

  it("a strategy opens as a plan, shows in Meus planos and on the home, and a post gets its script", async () => {
    user = await subscriberWithBrand();
    const { page } = await app.signedInPage(user, options);
    await generateStrategy(page);

    const openPlan = page.getByRole("link", { name: "Abrir plano" });
    const planPath = await openPlan.getAttribute("href");
    expect(planPath).toMatch(/^\/planos\/[0-9a-f-]{36}$/);
    await openPlan.click();
    await page.waitForURL((url) => url.pathname === planPath);

    await page.goto("/planos");
    await page.getByRole("heading", { name: "Meus planos", level: 1 }).waitFor();
    const brand = page.getByRole("region", { name: BRAND });
    await brand.waitFor();
    const progress = brand.getByRole("progressbar", { name: "Publicações publicadas" });
    expect(await progress.getAttribute("aria-valuetext")).toMatch(/^0 de \d+ publicados$/);
    await brand.getByText(/^0 de \d+ publicados$/).waitFor();
    await brand.getByText("Próxima:").waitFor();
    expect(await brand.getByRole("link").first().getAttribute("href")).toBe(planPath);
    await expectNoSidewaysScroll(page);

    await page.goto("/");
    const upcoming = page.getByRole("heading", { name: "Próximas publicações" });
    await upcoming.waitFor();
    const firstPost = page
      .getByRole("listitem")
      .getByRole("link")
      .filter({ hasText: "Ideia" })
      .first();
    const postHref = (await firstPost.getAttribute("href")) ?? "";
    expect(postHref.startsWith(`${planPath}?post=`)).toBe(true);
    await expectNoSidewaysScroll(page);
    await firstPost.click();
    await page.waitForURL((url) => url.pathname === planPath && url.search.startsWith("?post="));

    await page.getByRole("dialog").getByRole("link", { name: "Criar roteiro" }).click();
    await page.getByRole("heading", { name: "Máquina de Roteiros e Scripts" }).waitFor();
    await expect
      .poll(() => page.getByLabel("Prompt Mãe").inputValue(), { timeout: 10_000 })
      .toBe(BASE_PROMPT);
    expect(await page.getByLabel("Duração/tamanho").inputValue()).not.toBe("");
    const goal = await page.getByLabel("Objetivo final").inputValue();
    expect(goal.length).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Gerar Roteiro" }).click();
    await page.getByText("Roteiro gerado com sucesso").waitFor();

    // The result's own "Voltar ao plano" (the notice above the form has one too).
    await page.getByRole("link", { name: "Voltar ao plano" }).last().click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === postHref);
    // The post's panel: its script, to copy, and its status moved on.
    const panel = page.getByRole("dialog");
    await panel
      .getByText(/^Roteiro de /)
      .first()
      .waitFor();
    await panel.getByRole("button", { name: "Copiar" }).waitFor();
    await expect
      .poll(() => panel.getByLabel("Status", { exact: true }).inputValue(), { timeout: 10_000 })
      .toBe("em_producao");
    await expectNoSidewaysScroll(page);

    await page.goto("/");
    await page
      .getByRole("listitem")
      .filter({ has: page.locator(`a[href="${postHref}"]`) })
      .getByText("Em produção")
      .waitFor();
  });

  it("a strategy of the history opens as a plan", async () => {
    const { page } = await app.signedInPage(user, options);
    await page.goto("/history");
    await page.getByRole("heading", { name: "Histórico de Conteúdo" }).waitFor();
    const strategy = page
      .getByRole("row")
      .filter({ hasText: "Estratégia para Aumentar vendas: Pães de fermentação" });
    await strategy.getByRole("button", { name: "Reutilizar" }).click();
    await page.getByRole("menuitem", { name: "Abrir como plano" }).click();
    await page.waitForURL((url) => /^\/planos\/[0-9a-f-]{36}$/.test(url.pathname));
  });
});
