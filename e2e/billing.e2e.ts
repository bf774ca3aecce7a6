import { addMonths } from "date-fns";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { TestUser } from "../tests/helpers/factories.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { saoPauloDate } from "./helpers/dates.ts";

// No STRIPE_SECRET_KEY: the local "Pagamento de teste" pages stand in for Stripe.
const app = setupApp();

const planCard = (page: Page, name: string) => page.getByRole("group", { name });

async function expectToolsBlocked(page: Page, blocked: boolean) {
  await page.goto("/prompt-creator");
  if (blocked) {
    await page.getByText("Assinatura necessária").waitFor();
  } else {
    await page.getByRole("button", { name: "Gerar Prompt Base" }).waitFor();
    expect(await page.getByText("Assinatura necessária").count()).toBe(0);
  }
}

async function payOnTestCheckout(page: Page) {
  await page.waitForURL(/\/pagamento-teste\/checkout\?session=/);
  await page.getByRole("heading", { name: "Pagamento de teste" }).waitFor();
  await page.getByRole("button", { name: "Confirmar pagamento de teste" }).click();
  await page.getByText("Assinatura ativa", { exact: true }).waitFor();
}

/** Pays the monthly plan on the test checkout through the API, as the first test does by hand. */
async function subscribeMonthly(user: TestUser) {
  const checkout = await user.client.json<{ url: string }>("/api/billing/checkout", {
    json: { planId: 1 },
  });
  const session = new URL(checkout.body.url, app.server.url).searchParams.get("session");
  const paid = await user.client.json("/api/billing/test/checkout", { json: { session } });
  expect(paid.status).toBe(200);
}

describe("Pro subscription in local test mode", () => {
  it("a user subscribes monthly, switches to annual and cancels in the portal", async () => {
    const { page } = await app.signedInPage();
    await expectToolsBlocked(page, true);

    await page.goto("/profile?tab=subscription");
    await page.getByRole("heading", { name: "Nossos Planos" }).waitFor();
    await page.getByText("Você ainda não tem uma assinatura ativa.").waitFor();
    await page.getByRole("button", { name: "Verificar novamente" }).waitFor();
    expect(await planCard(page, "Pro Anual").textContent()).toContain("12x de R$ 15,99");
    await planCard(page, "Pro Mensal").getByRole("button", { name: "Assinar agora" }).click();
    await payOnTestCheckout(page);

    const banner = page.getByRole("alert", { name: "Status da assinatura" });
    await banner.getByText("Status: Ativo").waitFor();
    await page.getByText("Renova em", { exact: true }).waitFor();
    const inOneMonth = saoPauloDate.format(addMonths(new Date(), 1));
    expect(await page.getByText(inOneMonth, { exact: true }).count()).toBeGreaterThan(0);
    await page.waitForURL((url) => !url.searchParams.has("result"));
    expect(new URL(page.url()).searchParams.get("tab")).toBe("subscription");
    await page.getByTitle("Assinatura ativa").waitFor();
    await expectToolsBlocked(page, false);

    await page.goto("/profile?tab=subscription");
    await planCard(page, "Pro Anual")
      .getByRole("button", { name: "Trocar para este plano" })
      .click();
    await page.getByText("Alterando plano").waitFor();
    await payOnTestCheckout(page);
    await planCard(page, "Pro Anual").getByText("Seu plano atual").waitFor();
    expect(await planCard(page, "Pro Mensal").getByText("Seu plano atual").count()).toBe(0);

    await planCard(page, "Pro Anual").getByRole("button", { name: "Cancelar Assinatura" }).click();
    await page.waitForURL(/\/pagamento-teste\/portal$/);
    await page.getByRole("button", { name: "Cancelar assinatura" }).click();
    await page.getByText("Nenhuma assinatura ativa").waitFor();
    await expectToolsBlocked(page, true);
  });

  it("while the portal's page is still loading, the plan's buttons take no second tap", async () => {
    const { page, user } = await app.signedInPage(undefined, PHONE);
    await subscribeMonthly(user);
    // A weak connection: the router keeps the profile on screen until the portal's code arrives.
    await page.route(/\/assets\/test-portal-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const portalCalls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/billing/portal")
        portalCalls.push(request.url());
    });

    await page.goto("/profile?tab=subscription");
    await planCard(page, "Pro Mensal").getByRole("button", { name: "Cancelar Assinatura" }).click();
    await page.waitForURL(/\/pagamento-teste\/portal$/);
    // The same name as the profile's button: this tap must land on the portal's.
    await page.getByRole("button", { name: "Cancelar assinatura" }).click();
    await page.getByText("Nenhuma assinatura ativa").waitFor();
    expect(portalCalls).toHaveLength(1);
  });

  it("returning from a cancelled checkout says the operation was cancelled", async () => {
    const { page } = await app.signedInPage();
    await page.goto("/profile?tab=subscription&result=canceled");
    await page.getByText("Operação cancelada").waitFor();
    await page.waitForURL((url) => !url.searchParams.has("result"));
  });
});
