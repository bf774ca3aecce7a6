import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { nextMonthOf } from "../src/shared/ai-usage.ts";
import { brazilianDate, brazilToday } from "../src/shared/dates.ts";
import { createUser, spendAiTokens, subscribe, type TestUser } from "../tests/helpers/factories.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { expectNoSidewaysScroll } from "./helpers/layout.ts";

// No OPENAI_API_KEY: the offline composer writes, and is metered by estimate.
const app = setupApp({ AI_MONTHLY_TOKENS: "1000000" });

const spend = (user: TestUser, tokens: number) => spendAiTokens(app.server.db, user.id, tokens);

async function fillScript(page: Page) {
  await page.getByLabel("Prompt Mãe").fill("Somos o Café da Serra, cafeteria artesanal.");
  await page.getByLabel("Público-alvo").fill("Amantes de café");
  await page.getByLabel("Duração/tamanho").fill("30 segundos");
  await page.getByLabel("Objetivo final").fill("Vender o curso de barista");
}

const renews = () => brazilianDate(nextMonthOf(brazilToday(new Date())));

describe("the AI meter on a 390 px phone", () => {
  it("a tool shows the meter and its 80% notice, generates, and at the limit refuses with when it renews", async () => {
    const user = await createUser(app.server);
    await subscribe(app.server.db, user.id);
    await spend(user, 850_000);
    const { page } = await app.signedInPage(user, PHONE);
    await page.goto("/script-creator");

    const meter = page.getByRole("meter", { name: "Uso de IA neste mês" });
    await meter.waitFor();
    expect(await meter.getAttribute("aria-valuetext")).toBe(`85% usado, renova em ${renews()}`);
    await page.getByText(`85% usado · renova em ${renews()}`).waitFor();
    await page.getByText("Você já usou 85% do limite de IA deste mês.").waitFor();
    // The meter sits under the generate button, within the phone's width.
    const button = await page.getByRole("button", { name: "Gerar Roteiro" }).boundingBox();
    const bar = await meter.boundingBox();
    expect(bar && button && bar.y > button.y && bar.x + bar.width <= 390).toBe(true);

    // The notice blocks nothing.
    await fillScript(page);
    await page.getByRole("button", { name: "Gerar Roteiro" }).click();
    await page.getByText("Roteiro gerado com sucesso").waitFor();

    await spend(user, 200_000);
    await page.getByRole("button", { name: "Gerar Roteiro" }).click();
    const refusal = `Você usou todo o limite de IA do seu plano neste mês. Ele renova em ${renews()}.`;
    await page.getByText(refusal).first().waitFor();
    await page.getByRole("alert").filter({ hasText: refusal }).waitFor();
    await page.getByRole("link", { name: "Falar com o suporte" }).waitFor();
    expect(await meter.getAttribute("value")).toBe("100");

    await expectNoSidewaysScroll(page);
  });

  it('the profile\'s subscription tab shows "Uso de IA neste mês"', async () => {
    const user = await createUser(app.server);
    await subscribe(app.server.db, user.id);
    await spend(user, 250_000);
    const { page } = await app.signedInPage(user, PHONE);
    await page.goto("/profile?tab=subscription");
    await page.getByRole("heading", { name: "Uso de IA neste mês" }).waitFor();
    await page.getByText("250.000 de 1.000.000 tokens usados neste mês.").waitFor();
    expect(
      await page.getByRole("meter", { name: "Uso de IA neste mês" }).getAttribute("value"),
    ).toBe("25");
  });
});
