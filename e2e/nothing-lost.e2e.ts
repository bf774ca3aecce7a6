import type { Page } from "playwright-core";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { contentHistory } from "../src/server/db/schema/index.ts";
import { addDays } from "../src/shared/dates.ts";
import { defaultStartDate } from "../src/shared/generation/window.ts";
import { startFakeOpenAI } from "../tests/fakes/fake-openai.ts";
import { createUser, subscribe, type TestUser } from "../tests/helpers/factories.ts";
import { setupApp, waitForHydration } from "./helpers/app.ts";

// A scriptable AI provider: a reply can be held mid-stream, or come back unchanged.
const fake = await startFakeOpenAI();
const app = setupApp({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.baseUrl });
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const SCRIPT_TEXT = "# Roteiro de Vídeo\n\nGancho: você já provou café de origem?";
const SCRIPT_TITLE = "Roteiro de Vídeo: Visitar a loja no sábado";

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title }).first();

async function subscribedPage() {
  const user = await createUser(app.server);
  await subscribe(app.server.db, user.id);
  return app.signedInPage(user);
}

async function fillScriptForm(page: Page) {
  await page.getByLabel("Prompt Mãe").fill("Somos o Café da Serra, cafeteria artesanal.");
  await page.getByLabel("Público-alvo").fill("Amantes de café");
  await page.getByLabel("Duração/tamanho").fill("30 segundos");
  await page.getByLabel("Objetivo final").fill("Visitar a loja no sábado");
}

/** Items created a minute apart, oldest first. */
async function seed(
  user: TestUser,
  items: { title: string; type?: "prompt" | "strategy" | "script"; basePrompt?: string }[],
) {
  const base = Date.now() - items.length * 60_000;
  await app.server.db.insert(contentHistory).values(
    items.map((item, i) => ({
      userId: user.id,
      contentType: item.type ?? "prompt",
      title: item.title,
      content: `# ${item.title}\n\nTexto completo de ${item.title}.`,
      metadata: item.basePrompt ? { basePrompt: item.basePrompt } : null,
      createdAt: new Date(base + i * 60_000),
    })),
  );
}

const historyRows = (page: Page) =>
  page.getByRole("region", { name: "Conteúdos do histórico" }).getByRole("row");

/** Waits until the address has `key` = `value` (null: without it); replaceState is no navigation. */
const waitForParam = (page: Page, key: string, value: string | null) =>
  page.waitForFunction(([k, v]) => new URL(location.href).searchParams.get(k as string) === v, [
    key,
    value,
  ] as const);

/** What has focus once it has settled somewhere other than <body> ("<body>" if it never does). */
async function focusedText(page: Page) {
  await page
    .waitForFunction(() => document.activeElement !== document.body, null, { timeout: 2000 })
    .catch(() => {});
  return page.evaluate(() => {
    const active = document.activeElement;
    return active === document.body
      ? "<body>"
      : (active?.getAttribute("aria-label") ?? active?.textContent?.trim());
  });
}

describe("nothing lost, nothing false", () => {
  it("leaving mid-generation shows no error, says where the result goes, and the item reaches the history", async () => {
    const { page } = await subscribedPage();
    let release = () => {};
    fake.enqueue({
      content: SCRIPT_TEXT,
      holdAfterFirstChunk: new Promise<void>((resolve) => {
        release = resolve;
      }),
    });
    await page.goto("/script-creator");
    await fillScriptForm(page);
    await page.getByRole("button", { name: "Gerar Roteiro" }).click();
    await page.getByText("Pode sair desta página.").waitFor();
    await page.getByTestId("result-text").waitFor();

    await page.getByRole("link", { name: "Histórico", exact: true }).click();
    await page.getByRole("heading", { name: "Histórico de Conteúdo" }).waitFor();
    await toast(page, "Seu conteúdo continua sendo gerado e aparecerá no Histórico").waitFor();
    release();

    // The list refreshes by itself once the server has saved the script.
    await historyRows(page).filter({ hasText: SCRIPT_TITLE }).waitFor();
    await toast(page, "Roteiro gerado com sucesso").waitFor();
    expect(await page.locator("[data-sonner-toast]").filter({ hasText: "Erro" }).count()).toBe(0);
  });

  it("an AI edit that changes nothing leaves the history count as it was", async () => {
    const { page } = await subscribedPage();
    fake.enqueue({ content: SCRIPT_TEXT }, { content: SCRIPT_TEXT });
    await page.goto("/script-creator");
    await fillScriptForm(page);
    await page.getByRole("button", { name: "Gerar Roteiro" }).click();
    await toast(page, "Roteiro gerado com sucesso").waitFor();

    await page.getByRole("button", { name: "Editar", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("O que deseja alterar?").fill("Deixe como está");
    await dialog.getByLabel("O que deseja alterar?").press("Enter");
    await dialog.getByText("O conteúdo já atende a esse pedido; nada foi alterado.").waitFor();
    await page.keyboard.press("Escape");
    // Focus is back on the button that opened the dialog.
    expect(await focusedText(page)).toBe("Editar");

    await page.getByRole("link", { name: "Histórico", exact: true }).click();
    await historyRows(page).filter({ hasText: SCRIPT_TITLE }).waitFor();
    expect(await historyRows(page).filter({ hasText: "Roteiro" }).count()).toBe(1);
  });

  it("a tool's form survives a reload until a generation from it succeeds", async () => {
    const { page } = await subscribedPage();
    fake.enqueue({ content: SCRIPT_TEXT });
    await page.goto("/script-creator");
    await fillScriptForm(page);
    await page.getByLabel("Formato").selectOption({ label: "Carrossel" });
    await page.reload();
    expect(await page.getByLabel("Público-alvo").inputValue()).toBe("Amantes de café");
    expect(await page.getByLabel("Objetivo final").inputValue()).toBe("Visitar a loja no sábado");
    expect(await page.getByLabel("Formato").inputValue()).toBe("carrossel");

    await page.getByRole("button", { name: "Gerar Roteiro" }).click();
    await toast(page, "Roteiro gerado com sucesso").waitFor();
    await page.reload();
    await page.getByRole("button", { name: "Gerar Roteiro" }).waitFor();
    expect(await page.getByLabel("Público-alvo").inputValue()).toBe("");
  });

  it("a strategy's chosen start date, days and channels survive a reload", async () => {
    const { page } = await subscribedPage();
    await page.goto("/strategy-creator");
    const start = addDays(defaultStartDate(new Date()), 30);
    await page.getByLabel("Data de início").fill(start);
    const day = (name: string) => page.getByRole("button", { name, exact: true });
    await day("Sábado").click();
    await page.getByLabel("WhatsApp Status").check();
    await page.reload();
    expect(await page.getByLabel("Data de início").inputValue()).toBe(start);
    expect(await day("Segunda-feira").getAttribute("aria-pressed")).toBe("true");
    expect(await day("Sábado").getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByLabel("WhatsApp Status").isChecked()).toBe(true);

    // A draft kept overnight whose start is now in the past starts tomorrow again.
    await page.evaluate(() => {
      const draft = JSON.parse(sessionStorage.getItem("draft:strategy") ?? "{}");
      sessionStorage.setItem(
        "draft:strategy",
        JSON.stringify({ ...draft, startDate: "2020-01-06" }),
      );
    });
    const before = defaultStartDate(new Date());
    await page.reload();
    const shown = await page.getByLabel("Data de início").inputValue();
    expect([before, defaultStartDate(new Date())]).toContain(shown);
    expect(await day("Sábado").getAttribute("aria-pressed")).toBe("true");
  });

  it("a strategy's Reutilizar → Máquina de Roteiros carries its Prompt Mãe, not the strategy", async () => {
    const { page, user } = await subscribedPage();
    const basePrompt = "Somos a Padaria Pão Quente, pães de fermentação natural em Recife.";
    await seed(user, [
      { title: "Estratégia para Aumentar vendas: pães", type: "strategy", basePrompt },
    ]);
    await page.goto("/history");
    const row = historyRows(page).filter({ hasText: "Estratégia para Aumentar vendas: pães" });
    await row.getByRole("button", { name: "Reutilizar" }).click();
    await page.getByRole("menuitem", { name: "Usar na Máquina de Roteiros" }).click();
    await page.getByRole("heading", { name: "Máquina de Roteiros e Scripts" }).waitFor();
    expect(await page.getByLabel("Prompt Mãe").inputValue()).toBe(basePrompt);
  });
});

describe("the history's address and search", () => {
  it("finds 'Dia das Mães' by 'dia das maes', and keeps the search, type and page in the URL", async () => {
    const { page, user } = await app.signedInPage();
    await seed(user, [
      ...Array.from({ length: 21 }, (_, i) => ({ title: `Prompt para Marca ${i + 1}` })),
      { title: "Roteiro de Vídeo: Dia das Mães na padaria", type: "script" },
      { title: "Estratégia para Aumentar vendas: inverno", type: "strategy" },
    ]);
    await page.goto("/history");
    await historyRows(page).filter({ hasText: "Dia das Mães" }).waitFor();

    await page.getByLabel("Buscar por título").fill("dia das maes");
    await waitForParam(page, "q", "dia das maes");
    await historyRows(page).filter({ hasText: "Estratégia" }).waitFor({ state: "detached" });
    expect(await historyRows(page).filter({ hasText: "Dia das Mães na padaria" }).count()).toBe(1);
    await page.reload();
    expect(await page.getByLabel("Buscar por título").inputValue()).toBe("dia das maes");
    await historyRows(page).filter({ hasText: "Dia das Mães na padaria" }).waitFor();

    await page.getByLabel("Buscar por título").fill("");
    await waitForParam(page, "q", null);
    await page.getByRole("tab", { name: "Estratégias" }).click();
    await waitForParam(page, "type", "strategy");
    await page.goBack();
    await waitForParam(page, "type", null);
    expect(await page.getByRole("tab", { name: "Todos" }).getAttribute("aria-selected")).toBe(
      "true",
    );

    await page.getByRole("button", { name: "Próxima" }).click();
    await waitForParam(page, "page", "2");
    await page.getByText("Página 2 de 2").waitFor();
    // The page changed: focus is on the list, not on <body>.
    expect(await focusedText(page)).toBe("Conteúdos do histórico");
    await page.reload();
    await page.getByText("Página 2 de 2").waitFor();
    await historyRows(page).filter({ hasText: "Prompt para Marca 1" }).first().waitFor();
  });
});

describe("focus, titles and motion", () => {
  it("each page has its own title, and a navigation puts focus on the new page's heading", async () => {
    const { page } = await app.signedInPage();
    await page.goto("/");
    expect(await page.title()).toBe("Conteúdo Inteligente");
    // Before then the header is the page's HTML: its links load a new document (a first load).
    await waitForHydration(page);
    await page.getByRole("link", { name: "Histórico", exact: true }).click();
    await page.getByRole("heading", { name: "Histórico de Conteúdo" }).waitFor();
    expect(await page.title()).toBe("Histórico de Conteúdo — Conteúdo Inteligente");
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    expect(await focusedText(page)).toBe("Histórico de Conteúdo");
    await page.goto("/profile");
    await page.waitForFunction(() => document.title === "Meu Perfil — Conteúdo Inteligente");
  });

  it("deleting an item hands focus to the list, never to <body>", async () => {
    const { page, user } = await app.signedInPage();
    await seed(user, [{ title: "Prompt para Excluir" }, { title: "Prompt para Ficar" }]);
    await page.goto("/history");
    await page.getByRole("button", { name: 'Excluir "Prompt para Excluir"' }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Excluir", exact: true }).click();
    await toast(page, "Conteúdo excluído").waitFor();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.waitForFunction(() => document.activeElement !== document.body);
    expect(await focusedText(page)).toBe("Conteúdos do histórico");
  });

  it("a new result takes focus on its heading; its start and end are announced, not every piece", async () => {
    const { page } = await subscribedPage();
    fake.enqueue({ content: SCRIPT_TEXT });
    await page.goto("/script-creator");
    await fillScriptForm(page);
    await page.getByRole("button", { name: "Gerar Roteiro" }).click();
    await toast(page, "Roteiro gerado com sucesso").waitFor();
    await page.waitForFunction(
      () => document.activeElement?.tagName === "H2" || document.activeElement?.tagName === "H3",
    );
    expect(await focusedText(page)).toBe("Seu Roteiro de Conteúdo");
    expect(await page.getByTestId("result-text").getAttribute("aria-live")).toBeNull();
    expect(await page.getByRole("status").filter({ hasText: "Conteúdo gerado." }).count()).toBe(1);
  });

  it("with reduced motion asked for, the subscription's pulsing dot is still", async () => {
    const { page } = await subscribedPage();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const dot = page.locator(".animate-ping").first();
    await dot.waitFor({ state: "attached" });
    expect(await dot.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await dot.evaluate((el) => getComputedStyle(el).animationName)).not.toBe("none");
  });
});
