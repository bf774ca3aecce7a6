import { describe, expect, it } from "vitest";
import { TOOLS } from "../src/shared/generation/tools.ts";
import { createUser } from "../tests/helpers/factories.ts";
import { setupApp, waitForHydration } from "./helpers/app.ts";

const app = setupApp({}, { engine: "pglite" });

describe("home", () => {
  it("an anonymous visitor sees the welcome card and a step for each tool, in the registry's order", async () => {
    const page = await app.newPage();
    await page.goto("/");
    await page.getByRole("heading", { name: "Plataforma de Conteúdo Inteligente" }).waitFor();
    const tabs = await page.getByRole("tab").allTextContents();
    expect(tabs).toEqual(TOOLS.map((tool) => tool.home.tab));
    await page.getByRole("link", { name: "Acessar Plataforma" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
  });

  it("an anonymous click on a card goes to sign-in, which then opens that tool", async () => {
    const user = await createUser(app.server);
    const page = await app.newPage();
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("link", { name: /Desenvolva sua estratégia/ }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Senha", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/strategy-creator");
  });

  it("an anonymous click on a tab goes to sign-in", async () => {
    const page = await app.newPage();
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("tab", { name: "Roteiros" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
  });

  it("a signed-in user switches tabs and opens a tool from its card", async () => {
    const { page } = await app.signedInPage();
    await page.goto("/");
    await page.getByRole("tab", { name: "Roteiros" }).click();
    await page.getByRole("heading", { name: "Crie roteiros e scripts", level: 2 }).waitFor();
    expect(await page.getByRole("link", { name: "Acessar Plataforma" }).count()).toBe(0);
    await page.getByRole("link", { name: /Crie seu Prompt Mãe/ }).click();
    await page.waitForURL((url) => url.pathname === "/prompt-creator");
  });
});

describe("legal pages", () => {
  it("the Terms of Use have ten numbered sections, last updated 15 May 2025", async () => {
    const page = await app.newPage();
    await page.goto("/");
    await page.getByRole("link", { name: "Termos de Uso" }).click();
    await page.getByRole("heading", { name: "Termos de Uso", level: 1 }).waitFor();
    await page.getByText("Última atualização: 15 de maio de 2025").waitFor();
    const sections = await page.getByRole("heading", { level: 2 }).allTextContents();
    expect(sections).toHaveLength(10);
    expect(sections[0]).toBe("1. Aceitação dos Termos");
    expect(sections[8]).toBe("9. Legislação Aplicável e Foro");
    expect(sections[9]).toBe("10. Contato");
  });

  it("the Privacy Policy has nine sections and names the international transfer", async () => {
    const page = await app.newPage();
    await page.goto("/politica-de-privacidade");
    await page.getByRole("heading", { name: "Política de Privacidade", level: 1 }).waitFor();
    await page.getByText("Última atualização: 15 de maio de 2025").waitFor();
    const sections = await page.getByRole("heading", { level: 2 }).allTextContents();
    expect(sections).toHaveLength(9);
    expect(sections[0]).toBe("1. Introdução");
    expect(sections[5]).toBe("6. Seus Direitos");
    const text = await page.locator("article").textContent();
    expect(text).toContain("transferência internacional de dados");
    expect(text).toContain("Baixar meus dados");
    expect(text).toContain("Excluir minha conta");
  });
});
