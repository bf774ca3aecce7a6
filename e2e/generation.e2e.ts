import { describe, expect, it } from "vitest";
import { addDays, brazilianDate } from "../src/shared/dates.ts";
import { defaultStartDate } from "../src/shared/generation/window.ts";
import { createUser, setFlags, subscribe } from "../tests/helpers/factories.ts";
import { setupApp } from "./helpers/app.ts";
import { downloadedText } from "./helpers/downloads.ts";

// No OPENAI_API_KEY: the offline composer writes the drafts ("Modo demonstração").
const app = setupApp({}, { engine: "pglite" });

async function subscribedPage() {
  const user = await createUser(app.server);
  await subscribe(app.server.db, user.id);
  return app.signedInPage(user);
}

describe("the AI tools", () => {
  it("a subscriber builds a base prompt, carries it to a strategy with its calendar, refines it and finds both in the history", async () => {
    const { page } = await subscribedPage();
    await page.goto("/prompt-creator");
    await page.getByRole("heading", { name: "Meu Primeiro Prompt" }).waitFor();
    await page.getByLabel("Nome da marca").fill("Café da Serra");
    await page
      .getByLabel("Descrição da marca")
      .fill("Cafeteria artesanal com grãos da Mantiqueira");
    await page.getByLabel("Localização/área de atendimento").fill("Belo Horizonte e região");
    await page
      .getByLabel("Problema que a marca resolve")
      .fill("Café de qualidade sem precisar sair do bairro");
    await page.getByLabel("Valores da marca").fill("Qualidade, acolhimento, origem");
    await page.getByRole("button", { name: "Gerar Prompt Base" }).click();

    await page.getByText("Prompt gerado com sucesso").waitFor();
    await page.getByText("Modo demonstração").first().waitFor();
    const basePrompt = await page.getByTestId("result-text").textContent();
    expect(basePrompt).toContain("Café da Serra");

    await page.getByRole("button", { name: "Usar no Estrategista Digital" }).click();
    await page.getByRole("heading", { name: "Meu Estrategista Digital" }).waitFor();
    expect(await page.getByLabel("Prompt Mãe").inputValue()).toContain("Café da Serra");
    await page.getByRole("link", { name: "Editar Prompt Mãe" }).waitFor();

    await page.getByLabel("Produtos/serviços").fill("Cafés especiais e cursos de barista");
    await page.getByLabel("Instagram").check();
    await page.getByLabel("LinkedIn").check();
    await page.getByLabel("WhatsApp Canal").check();

    // Starts tomorrow (in Brazil) on Mondays; a new frequency presets its days.
    const tomorrow = defaultStartDate(new Date());
    expect([tomorrow, addDays(tomorrow, -1)]).toContain(
      await page.getByLabel("Data de início").inputValue(),
    );
    const day = (name: string) => page.getByRole("button", { name, exact: true });
    expect(await day("Segunda-feira").getAttribute("aria-pressed")).toBe("true");
    expect(await day("Quarta-feira").getAttribute("aria-pressed")).toBe("false");
    await page.getByLabel("Frequência de postagem").selectOption({ label: "2 a 3x por semana" });
    for (const name of ["Segunda-feira", "Quarta-feira", "Sexta-feira"]) {
      expect(await day(name).getAttribute("aria-pressed")).toBe("true");
    }
    // The marketer moves the plan two weeks ahead and posts on Saturday instead of Monday.
    const start = addDays(tomorrow, 14);
    await page.getByLabel("Data de início").fill(start);
    await day("Segunda-feira").click();
    await day("Sábado").click();
    await page
      .getByText("Publicações em: quarta-feira, sexta-feira e sábado.", { exact: true })
      .waitFor();
    // The posting days alone: no extra post for a commercial date before the first of them.
    await page.getByLabel("Publicação extra nas datas comerciais").uncheck();
    await page.getByText("13 semanas, 39 publicações", { exact: true }).waitFor();

    await page.getByRole("button", { name: "Gerar Estratégia" }).click();
    await page.getByText("Estratégia gerada com sucesso").waitFor();
    await page.getByRole("heading", { name: "Sua Estratégia de Marketing" }).waitFor();

    await page.getByRole("heading", { name: "Calendário de Conteúdo" }).waitFor();
    await page.getByText(`De ${brazilianDate(start)}`).waitFor();
    expect(await page.getByTestId("result-text").textContent()).toContain(
      "Dias de publicação: quarta-feira, sexta-feira e sábado.",
    );
    await page.getByRole("tab", { name: "Tabela" }).click();
    const table = page.getByRole("table", { name: "Calendário de publicações" });
    for (const column of ["Data", "Canal", "Tema", "Formato", "Gancho", "Chamada para ação"]) {
      await table.getByRole("columnheader", { name: column, exact: true }).waitFor();
    }
    for (const channel of ["Instagram", "WhatsApp Canal"]) {
      expect(await table.getByRole("cell", { name: channel, exact: true }).count()).toBeGreaterThan(
        0,
      );
    }
    // Only the chosen days: Wednesday, Friday and Saturday.
    const days = await table
      .getByRole("cell", { name: /^\d{2}\/\d{2}\/\d{4} \(/ })
      .allTextContents();
    expect(days.length).toBe(39);
    // A date cell may also carry its commercial date after the weekday.
    const weekdays = days.map((d) => d.match(/\(([^)]+)\)/)?.[1]);
    expect(new Set(weekdays)).toEqual(new Set(["quarta", "sexta", "sábado"]));

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Baixar .ics" }).click(),
    ]);
    const ics = await downloadedText(download);
    expect(ics.startsWith("BEGIN:VCALENDAR")).toBe(true);

    const before = await page.getByTestId("result-text").textContent();
    await page.getByRole("button", { name: "Editar", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Resuma em 2 parágrafos" }).click();
    await page.getByText("Conteúdo atualizado").waitFor();
    await page.keyboard.press("Escape");
    expect(await page.getByTestId("result-text").textContent()).not.toBe(before);

    await page.getByRole("link", { name: "Histórico" }).click();
    await page.getByRole("heading", { name: "Histórico de Conteúdo" }).waitFor();
    const prompt = page.getByRole("row").filter({ hasText: "Prompt para Café da Serra" });
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain("Prompt Base");
    const strategy = page
      .getByRole("row")
      .filter({ hasText: "Estratégia para Aumentar vendas: Cafés especiais e cursos de" });
    await strategy.waitFor();

    await page.getByRole("tab", { name: "Estratégias" }).click();
    await page.getByRole("row").filter({ hasText: "Prompt para Café da Serra" }).waitFor({
      state: "detached",
    });
    await strategy.getByRole("button", { name: "Abrir" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Baixar .csv" }).waitFor();
  });

  it("an incomplete brand form shows the notice and sends nothing", async () => {
    const { page } = await subscribedPage();
    await page.goto("/prompt-creator");
    await page.getByLabel("Nome da marca").fill("Café da Serra");
    let posted = false;
    page.on("request", (request) => {
      if (request.url().includes("/api/generate/")) posted = true;
    });
    await page.getByRole("button", { name: "Gerar Prompt Base" }).click();
    await page.getByText("Formulário incompleto").waitFor();
    await page.getByText("Descrição da marca é obrigatória").waitFor();
    expect(posted).toBe(false);
  });

  it("a locked subscriber sees the reason instead of the form", async () => {
    const user = await createUser(app.server);
    await subscribe(app.server.db, user.id);
    await setFlags(app.server.db, user.id, {
      isLocked: true,
      lockedAt: new Date(),
      lockedReason: "Pagamento em análise",
    });
    const { page } = await app.signedInPage(user);
    await page.goto("/script-creator");
    await page.getByText("Conta travada").waitFor();
    await page.getByText("Motivo: Pagamento em análise").waitFor();
    expect(await page.getByRole("button", { name: "Gerar Roteiro" }).count()).toBe(0);
  });
});
