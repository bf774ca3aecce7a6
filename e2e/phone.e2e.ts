import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { contentHistory } from "../src/server/db/schema/index.ts";
import { addDays, brazilianDate } from "../src/shared/dates.ts";
import { TOOLS } from "../src/shared/generation/tools.ts";
import { defaultStartDate } from "../src/shared/generation/window.ts";
import { createUser, makeAdmin, type TestUser } from "../tests/helpers/factories.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { expectNoSidewaysScroll } from "./helpers/layout.ts";

const app = setupApp();
let admin: TestUser;

const HEADER_ITEMS = [
  { label: "Início", path: "/" },
  { label: "Minhas marcas", path: "/marcas" },
  { label: "Criador de Prompts", path: "/prompt-creator" },
  { label: "Estratégias", path: "/strategy-creator" },
  { label: "Scripts", path: "/script-creator" },
  { label: "Meus planos", path: "/planos" },
  { label: "Histórico", path: "/history" },
  { label: "Admin", path: "/admin" },
];

beforeAll(async () => {
  admin = await createUser(app.server, { name: "Ana Administradora" });
  await makeAdmin(app.server.db, admin.id);
  await app.server.db.insert(contentHistory).values([
    {
      userId: admin.id,
      contentType: "script",
      title: "Roteiro de Vídeo: lançamento do café especial da serra da Mantiqueira",
      content: "# Roteiro de Vídeo\n\n## Gancho\nUm **café** que acorda a cidade.",
    },
    {
      userId: admin.id,
      contentType: "prompt",
      title: "Prompt para Café da Serra",
      content: "Você é a voz da marca Café da Serra.",
    },
  ]);
});

/** The element is on screen horizontally and at least 44 px tall (a finger's tap target). */
async function expectTappable(element: Locator) {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.viewport?.width ?? 0);
  expect(box.height).toBeGreaterThanOrEqual(44);
}

// Not by role: the open sheet hides the rest of the page from the accessibility tree.
/** Once its entrance is over, the toast sits wholly below the header. */
async function toastSettlesBelowHeader(page: Page) {
  await page.waitForFunction(() => {
    const toast = document.querySelector("[data-sonner-toast]");
    const header = document.querySelector("header");
    if (!toast || !header || toast.getAnimations().length > 0) return false;
    return toast.getBoundingClientRect().top >= header.getBoundingClientRect().bottom;
  });
}

const menuButton = (page: Page) =>
  page.locator('header button[aria-haspopup="dialog"]', { hasText: "Menu" });

describe("the app on a 390 px phone", () => {
  it("a member reaches every header item through the menu by touch, and the bar stays hidden", async () => {
    const { page } = await app.signedInPage(admin, PHONE);
    await page.goto("/");
    await expectTappable(menuButton(page));
    await expectTappable(
      page.locator('header button[aria-haspopup="menu"]', { hasText: "Menu da conta" }),
    );
    expect(await menuButton(page).getAttribute("aria-haspopup")).toBe("dialog");
    expect(await menuButton(page).getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByRole("link", { name: "Histórico" }).count()).toBe(0);

    for (const item of HEADER_ITEMS.toReversed()) {
      await menuButton(page).tap();
      const sheet = page.getByRole("dialog", { name: "Menu" });
      const link = sheet.getByRole("link", { name: item.label, exact: true });
      await expectTappable(link);
      await link.tap();
      await sheet.waitFor({ state: "detached" });
      await page.waitForURL((url) => url.pathname === item.path);
    }
  });

  it("the menu works by keyboard: focus stays inside while open and returns to its button", async () => {
    const { page } = await app.signedInPage(admin, PHONE);
    await page.goto("/");
    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await sheet.waitFor();
    expect(await menuButton(page).getAttribute("aria-expanded")).toBe("true");
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Tab");
      expect(await sheet.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "detached" });
    expect(await menuButton(page).evaluate((node) => node === document.activeElement)).toBe(true);

    await page.keyboard.press("Enter");
    await sheet.waitFor();
    let reached = "";
    for (let i = 0; i < 10 && reached !== "Histórico"; i++) {
      await page.keyboard.press("Tab");
      reached = await page.evaluate(() => document.activeElement?.textContent ?? "");
    }
    expect(reached).toBe("Histórico");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/history");
    await sheet.waitFor({ state: "detached" });
  });

  it("no page a signed-in user visits is wider than the screen", async () => {
    const { page } = await app.signedInPage(admin, PHONE);
    const pages = [
      ["/", "Plataforma de Conteúdo Inteligente"],
      ...TOOLS.map((tool) => [tool.path, tool.pageTitle]),
      ["/history", "Histórico de Conteúdo"],
      ["/profile", "Meu Perfil"],
      ["/profile?tab=subscription", "Meu Perfil"],
      ["/support", "Entre em Contato"],
      ["/termos-de-uso", "Termos de Uso"],
      ["/politica-de-privacidade", "Política de Privacidade"],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path as string);
      await page.getByRole("heading", { name: heading, exact: false }).first().waitFor();
      await page.waitForLoadState("networkidle");
      await expectNoSidewaysScroll(page);
    }
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Painel Administrativo" }).waitFor();
    for (const tab of ["Usuários", "Prompts", "Auditoria", "Emails"]) {
      const trigger = page.getByRole("tab", { name: tab });
      await expectTappable(trigger);
      await trigger.tap();
      await page.waitForLoadState("networkidle");
      await expectNoSidewaysScroll(page);
    }
  });

  it("a member without a subscription sees samples of Pro results beside the plans link", async () => {
    const { page } = await app.signedInPage(undefined, PHONE);
    await page.goto("/strategy-creator");
    await page.getByRole("heading", { name: "Torne-se um usuário Pro" }).waitFor();
    await expectTappable(page.getByRole("link", { name: "Ver planos de assinatura" }));
    await page.getByRole("heading", { name: "Exemplo de estratégia" }).waitFor();
    await page.getByRole("heading", { name: "Exemplo de roteiro" }).waitFor();
    await expectNoSidewaysScroll(page);
  });

  it("history rows are cards whose actions are on screen and big enough to tap", async () => {
    const { page } = await app.signedInPage(admin, PHONE);
    await page.goto("/history");
    const row = page.getByRole("row").filter({ hasText: "Roteiro de Vídeo: lançamento" });
    await row.waitFor();
    // Each cell says what it is, now that the column heads are out of sight.
    await row.getByRole("cell", { name: "Tipo: Roteiro", exact: true }).waitFor();
    await row.getByRole("cell", { name: /^Data: \d{2}\/\d{2}\/\d{4}/ }).waitFor();
    for (const name of ["Abrir", "Copiar", "Reutilizar"]) {
      await expectTappable(row.getByRole("button", { name, exact: false }).first());
    }
    await expectTappable(row.getByRole("button", { name: /^Excluir/ }));
    for (const tab of ["Todos", "Prompts", "Estratégias", "Roteiros"]) {
      await expectTappable(page.getByRole("tab", { name: tab }));
    }
    await expectNoSidewaysScroll(page);

    // A tap on the card shows its text as plain text, below the header.
    await row.getByRole("cell").first().tap();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Um café que acorda" });
    await toast.waitFor();
    expect(await toast.textContent()).not.toContain("#");
    expect(await toast.textContent()).not.toContain("**");
    await toastSettlesBelowHeader(page);
  });

  it("the admin's user list shows each user as a card with its actions on screen", async () => {
    const other = await createUser(app.server, { name: "Bruno Usuário" });
    const { page } = await app.signedInPage(admin, PHONE);
    await page.goto("/admin");
    await page.getByRole("searchbox", { name: "Buscar por nome ou email" }).fill(other.email);
    await page.getByRole("button", { name: "Buscar" }).tap();
    const row = page.locator(`tr[data-user-id="${other.id}"]`);
    await row.waitFor();
    await row.getByRole("cell", { name: `Email: ${other.email}`, exact: true }).waitFor();
    for (const name of ["Tornar admin", "Banir", "Travar"]) {
      await expectTappable(row.getByRole("button", { name }));
    }
    await expectNoSidewaysScroll(page);
  });

  it("the AI edit dialog stays within the visible screen when the keyboard takes half of it", async () => {
    const { page } = await app.signedInPage(admin, PHONE);
    await page.goto("/prompt-creator");
    await page.getByLabel("Nome da marca").fill("Café da Serra");
    await page.getByLabel("Descrição da marca").fill("Cafeteria artesanal da Mantiqueira");
    await page.getByLabel("Localização/área de atendimento").fill("Belo Horizonte");
    await page.getByLabel("Problema que a marca resolve").fill("Café bom perto de casa");
    await page.getByLabel("Valores da marca").fill("Qualidade e acolhimento");
    await page.getByRole("button", { name: "Gerar Prompt Base" }).tap();
    await page.getByText("Prompt gerado com sucesso").waitFor();
    await page.getByRole("button", { name: "Editar", exact: true }).tap();
    const dialog = page.getByRole("dialog", { name: "Editar com IA" });
    await dialog.waitFor();
    // The viewport resizes with the keyboard (interactive-widget=resizes-content).
    await page.setViewportSize({ width: 390, height: 420 });
    const input = dialog.getByRole("textbox", { name: "O que deseja alterar?" });
    await input.focus();
    for (const part of [
      dialog.getByRole("heading", { name: "Editar com IA" }),
      dialog.getByRole("button", { name: "Fechar" }),
      input,
    ]) {
      const box = await part.boundingBox();
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.y ?? 0) + (box?.height ?? Infinity)).toBeLessThanOrEqual(420);
    }
  });

  it("the strategy calendar's table view shows each post as a card", async () => {
    const { page } = await app.signedInPage(admin, PHONE);
    await page.goto("/strategy-creator");
    await page
      .getByLabel("Prompt Mãe")
      .fill("Você é a voz da marca Café da Serra, cafeteria de BH.");
    await page.getByLabel("Produtos/serviços").fill("Cafés especiais");
    await page.getByText("Instagram", { exact: true }).tap();
    await page.getByRole("button", { name: "Gerar Estratégia" }).tap();
    await page.getByRole("heading", { name: "Calendário de Conteúdo" }).waitFor();
    await page.getByRole("tab", { name: "Tabela" }).tap();
    const table = page.getByRole("table", { name: "Calendário de publicações" });
    const post = table
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: "Canal: Instagram" }) });
    await post
      .first()
      .getByRole("cell", { name: /^Gancho: / })
      .waitFor();
    await expectNoSidewaysScroll(page);
  });

  it("the strategy form chooses its start date and posting days by touch", async () => {
    const { page } = await app.signedInPage(admin, PHONE);
    await page.goto("/strategy-creator");
    await page
      .getByLabel("Prompt Mãe")
      .fill("Você é a voz da marca Café da Serra, cafeteria de BH.");
    await page.getByLabel("Produtos/serviços").fill("Cafés especiais");
    await page.getByText("WhatsApp Status", { exact: true }).tap();
    const day = (name: string) => page.getByRole("button", { name, exact: true });
    for (const name of ["Segunda-feira", "Quarta-feira", "Sábado", "Domingo"]) {
      await expectTappable(day(name));
    }
    await expectTappable(page.getByLabel("Data de início"));
    await expectNoSidewaysScroll(page);

    // No day and a start in the past: both explained, nothing sent.
    let posted = false;
    page.on("request", (request) => {
      if (request.url().includes("/api/generate/")) posted = true;
    });
    await day("Segunda-feira").tap();
    await page.getByText("Nenhum dia escolhido.").waitFor();
    await page.getByLabel("Data de início").fill("2020-01-06");
    await page.getByRole("button", { name: "Gerar Estratégia" }).tap();
    await page.getByText("Selecione pelo menos um dia da semana").waitFor();
    await page.getByText("A data de início não pode estar no passado.").waitFor();
    expect(posted).toBe(false);

    const start = addDays(defaultStartDate(new Date()), 7);
    await page.getByLabel("Data de início").fill(start);
    await day("Domingo").tap();
    // The posting days alone, whatever commercial date falls before the first Sunday.
    const extras = page.getByLabel("Publicação extra nas datas comerciais");
    await expectTappable(
      page.locator("label", { hasText: "Publicação extra nas datas comerciais" }),
    );
    await extras.tap();
    expect(await extras.isChecked()).toBe(false);
    await page.getByText("13 semanas, 13 publicações", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Gerar Estratégia" }).tap();
    await page.getByRole("heading", { name: "Calendário de Conteúdo" }).waitFor();
    await page.getByText(`De ${brazilianDate(start)}`).waitFor();
    await page.getByText(/· 13 publicações$/).waitFor();
    await expectNoSidewaysScroll(page);
  });

  it("an empty history leads to the three tools", async () => {
    const { page } = await app.signedInPage(undefined, PHONE);
    await page.goto("/history");
    await page.getByText("Você ainda não tem conteúdos salvos.").waitFor();
    await page.getByRole("link", { name: "Scripts" }).tap();
    await page.waitForURL((url) => url.pathname === "/script-creator");
  });
});

describe("the account menu by keyboard", () => {
  for (const key of ["Enter", " ", "ArrowDown"]) {
    it(`announces a menu before its first use, opens on ${key === " " ? "Space" : key} with focus on its first item, Minhas tarefas, and Escape gives focus back`, async () => {
      const { page } = await app.signedInPage(admin);
      await page.goto("/");
      // Not by role: an open menu hides the rest of the page from the accessibility tree.
      const button = page.locator('header button[aria-haspopup="menu"]', {
        hasText: "Menu da conta",
      });
      await button.waitFor();
      expect(await button.getAttribute("aria-haspopup")).toBe("menu");
      expect(await button.getAttribute("aria-expanded")).toBe("false");
      await button.focus();
      await page.keyboard.press(key);
      const first = page.getByRole("menuitem", { name: "Minhas tarefas" });
      await first.waitFor();
      await page.waitForFunction(() =>
        document.activeElement?.textContent?.includes("Minhas tarefas"),
      );
      expect(await button.getAttribute("aria-expanded")).toBe("true");

      await page.keyboard.press("Escape");
      await page.getByRole("menu").waitFor({ state: "detached" });
      expect(await button.evaluate((node) => node === document.activeElement)).toBe(true);
      expect(await button.getAttribute("aria-expanded")).toBe("false");

      // Loaded now, the menu opens by keyboard the same way.
      await page.keyboard.press(key);
      await first.waitFor();
      await page.waitForFunction(() =>
        document.activeElement?.textContent?.includes("Minhas tarefas"),
      );
    });
  }
});

describe("scroll on navigation", () => {
  for (const [name, options] of [
    ["on a phone", PHONE],
    ["on a desktop", {}],
  ] as const) {
    it(`a new page starts at its top and Back returns to where the reader was, ${name}`, async () => {
      const { page } = await app.signedInPage(admin, options);
      await page.goto("/termos-de-uso");
      await page.getByRole("heading", { name: "Termos de Uso" }).first().waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(() => window.scrollY > 300);
      const left = await page.evaluate(() => window.scrollY);

      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: "Política de Privacidade" })
        .click();
      await page.waitForURL((url) => url.pathname === "/politica-de-privacidade");
      await page.getByRole("heading", { name: "Política de Privacidade" }).first().waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await page.getByRole("heading", { name: "Termos de Uso" }).first().waitFor();
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 1, left);
    });
  }

  it("a toast on a desktop shows below the header, never over its controls", async () => {
    const { page } = await app.signedInPage(admin);
    await page.goto("/history");
    const row = page.getByRole("row").filter({ hasText: "Roteiro de Vídeo: lançamento" });
    await row.click();
    await page.locator("[data-sonner-toast]").first().waitFor();
    await toastSettlesBelowHeader(page);
  });
});
