import { addDays, addYears } from "date-fns";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PHONE, setupApp } from "./helpers/app.ts";
import { saoPauloDate } from "./helpers/dates.ts";
import { expectNoSidewaysScroll } from "./helpers/layout.ts";

// No STRIPE_SECRET_KEY: the local "Pagamento de teste" pages stand in for Stripe and the bank.
const app = setupApp();

const planCard = (page: Page, name: string) => page.getByRole("group", { name });

/** Makes a base prompt with the offline composer: the Pro tool works end to end. */
async function useATool(page: Page) {
  await page.goto("/prompt-creator");
  await page.getByLabel("Nome da marca").fill("Padaria Pão Quente");
  await page.getByLabel("Descrição da marca").fill("Padaria de bairro com fornada o dia todo");
  await page.getByLabel("Localização/área de atendimento").fill("Recife");
  await page.getByLabel("Problema que a marca resolve").fill("Pão fresco a qualquer hora");
  await page.getByLabel("Valores da marca").fill("Frescor, tradição");
  await page.getByRole("button", { name: "Gerar Prompt Base" }).click();
  await page.getByText("Prompt gerado com sucesso").waitFor();
  expect(await page.getByTestId("result-text").textContent()).toContain("Padaria Pão Quente");
}

const sizes: [string, BrowserContextOptions | undefined][] = [
  ["on a desktop", undefined],
  ["on a 390 px phone", PHONE],
];

describe.each(sizes)("boleto and Pix in local test mode, %s", (_, size) => {
  it("a user subscribes by boleto, waits for the bank with the line to copy, simulates the payment and uses a tool", async () => {
    const { page } = await app.signedInPage(undefined, size);
    await page.goto("/profile?tab=subscription");
    await planCard(page, "Pro Mensal").getByRole("button", { name: "Assinar agora" }).click();
    await page.waitForURL(/\/pagamento-teste\/checkout\?session=/);
    await page.getByRole("button", { name: "Pagar com boleto" }).click();

    await page.getByText("Boleto gerado", { exact: true }).waitFor();
    // One toast, and nothing else to buy while the boleto waits.
    expect(await page.getByText("Processando assinatura", { exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Assinar agora" }).count()).toBe(0);
    const waiting = page.getByRole("alert", { name: "Aguardando pagamento do boleto" });
    await waiting.waitFor();
    await waiting.getByText(`Vencimento: ${saoPauloDate.format(addDays(new Date(), 3))}`).waitFor();
    await waiting.getByText("até 3 dias úteis", { exact: false }).waitFor();
    await waiting.getByRole("button", { name: "Copiar linha digitável" }).waitFor();
    expect(await page.getByText("Aguardando pagamento", { exact: true }).count()).toBe(1);
    await expectNoSidewaysScroll(page);
    await page.goto("/prompt-creator");
    await page.getByText("Assinatura necessária").waitFor();

    await page.goto("/profile?tab=subscription");
    await page.getByRole("button", { name: "Simular pagamento do boleto" }).click();
    await page.getByText("Status: Ativo").waitFor();
    await useATool(page);
  });

  it("an unpaid test boleto that expires says so and the plans stay on offer", async () => {
    const { page } = await app.signedInPage(undefined, size);
    await page.goto("/profile?tab=subscription");
    await planCard(page, "Pro Anual").getByRole("button", { name: "Assinar agora" }).click();
    await page.getByRole("button", { name: "Pagar com boleto" }).click();
    await page.getByRole("button", { name: "Simular vencimento" }).click();
    await page.getByText("O boleto venceu sem pagamento").waitFor();
    await planCard(page, "Pro Anual").getByRole("button", { name: "Assinar agora" }).waitFor();
  });

  it("a user pays the annual plan once by Pix, simulates the payment and sees when access ends", async () => {
    const { page } = await app.signedInPage(undefined, size);
    await page.goto("/profile?tab=subscription");
    const annual = planCard(page, "Pro Anual");
    await annual
      .getByText("Pix: pagamento único, 12 meses de acesso, sem renovação automática")
      .waitFor();
    await annual.getByRole("button", { name: "Pagar com Pix" }).click();
    await page.waitForURL(/\/pagamento-teste\/checkout\?session=/);
    await page.getByRole("button", { name: "Pagar com Pix" }).click();
    await page.getByRole("img", { name: "QR Code de teste (não pode ser pago)" }).waitFor();
    await page.getByRole("button", { name: "Copiar código Pix" }).waitFor();
    await page.getByText("Valor: R$ 191,88").waitFor();
    // A customer is told it is a test, not how the server is configured.
    expect(await page.locator("body").textContent()).not.toContain("Stripe");
    await page.getByRole("link", { name: "Voltar para a assinatura" }).waitFor();
    await expectNoSidewaysScroll(page);
    await page.getByRole("button", { name: "Simular pagamento Pix" }).click();

    await page.getByText("Assinatura ativa", { exact: true }).waitFor();
    const end = saoPauloDate.format(addYears(new Date(), 1));
    await page
      .getByRole("alert", { name: "Status da assinatura" })
      .getByText(`Pix anual, até ${end}. Sem renovação automática.`)
      .waitFor();
    // Nothing renews, so there is nothing to cancel; paying again adds 12 months.
    await planCard(page, "Pro Anual").getByRole("button", { name: "Renovar com Pix" }).waitFor();
    expect(await page.getByRole("button", { name: /Cancelar Assinatura/i }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Gerenciar assinatura" }).count()).toBe(0);
  });
});
