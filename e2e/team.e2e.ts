import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contentHistory } from "../src/server/db/schema/index.ts";
import { createUser, TEST_BRAND, type TestUser } from "../tests/helpers/factories.ts";
import { seedPlan } from "../tests/helpers/plans.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { invitationLink, inviteFromTeamPage, signUpFromInvitation } from "./helpers/invitations.ts";

// No STRIPE_SECRET_KEY, no OPENAI_API_KEY, no SMTP_URL: test checkout, offline composer, outbox.
const app = setupApp();

/** A team workspace the owner works in, with two brands; the other brand has a plan and a script. */
async function agency(owner: TestUser) {
  const created = await owner.client.json<{ id: string }>("/api/workspaces", {
    json: { name: "Agência Sol" },
  });
  expect(created.status).toBe(201);
  const brand = async (brandName: string) => {
    const { status, body } = await owner.client.json<{ id: string }>("/api/brands", {
      json: { ...TEST_BRAND, brandName, basePrompt: `Você é a voz da ${brandName}.` },
    });
    expect(status).toBe(201);
    return body.id;
  };
  const aurora = await brand("Padaria Aurora");
  const boreal = await brand("Oficina Boreal");
  const workspaceId = created.body.id;
  const { plan } = await seedPlan(app.server.db, owner.id, {
    workspaceId,
    brandId: boreal,
    brandName: "Oficina Boreal",
    title: "Plano da Oficina Boreal",
    posts: [{ theme: "Revisão de freios" }],
  });
  await app.server.db.insert(contentHistory).values({
    workspaceId,
    userId: owner.id,
    contentType: "script",
    title: "Roteiro da Oficina Boreal",
    content: "Texto da Oficina Boreal",
    brandId: boreal,
    brandName: "Oficina Boreal",
  });
  return { workspaceId, aurora, boreal, borealPlan: plan.id };
}

/** The owner pays the monthly plan for the workspace on the local test checkout. */
async function subscribeOnTestCheckout(page: Page) {
  await page.goto("/profile?tab=subscription");
  await page
    .getByRole("group", { name: "Pro Mensal" })
    .getByRole("button", { name: "Assinar agora" })
    .click();
  await page.waitForURL(/\/pagamento-teste\/checkout\?session=/);
  await page.getByRole("button", { name: "Confirmar pagamento de teste" }).click();
  await page.getByText("Assinatura ativa", { exact: true }).waitFor();
}

/** Nothing of the other brand on the page (its name is the brand's, its plan's and its script's). */
async function expectNoBoreal(page: Page) {
  expect(await page.locator("body").textContent()).not.toContain("Boreal");
}

// One run covers both screens: the steps are the same on each, so the owner works on a desktop
// and the Editor on a phone.
describe("a team in the browser", () => {
  it("an owner with Pro on a desktop brings in an Editor of one brand on a 390 px phone, who generates for it, never meets the other brand, is named as author, and loses access when removed", async () => {
    const owner = await createUser(app.server, { name: "Otávio Dono" });
    const team = await agency(owner);
    const { page } = await app.signedInPage(owner);
    await subscribeOnTestCheckout(page);

    const editor = { name: "Eva Souza", email: "editora-celular@exemplo.com.br" };
    await page.goto("/equipe");
    await inviteFromTeamPage(page, {
      email: editor.email,
      role: "Editor",
      brands: ["Padaria Aurora"],
    });
    const editorPage = await app.newPage(PHONE);
    await signUpFromInvitation(editorPage, await invitationLink(app.server, editor.email), {
      ...editor,
      workspace: "Agência Sol",
    });

    // With no subscription of their own, on the workspace's Pro, for their one brand.
    await editorPage.goto("/strategy-creator");
    await editorPage.getByRole("heading", { name: "Meu Estrategista Digital" }).waitFor();
    const brands = editorPage.getByLabel("Marca", { exact: true });
    await brands.selectOption({ label: "Padaria Aurora" });
    await expect
      .poll(() => editorPage.getByLabel("Prompt Mãe").inputValue())
      .toBe("Você é a voz da Padaria Aurora.");
    expect(await brands.locator("option").allTextContents()).not.toContain("Oficina Boreal");
    await editorPage.getByLabel("Produtos/serviços").fill("Pães de fermentação natural");
    await editorPage.getByLabel("Instagram").check();
    await editorPage.getByRole("button", { name: "Gerar Estratégia" }).click();
    await editorPage.getByText("Estratégia gerada com sucesso").waitFor();

    // The other brand is nowhere: brands, the history's filter, plans, its plan's own URL.
    await editorPage.goto("/marcas");
    const cards = editorPage.getByRole("list", { name: "Marcas" }).locator(":scope > li");
    await cards.filter({ hasText: "Padaria Aurora" }).waitFor();
    expect(await cards.count()).toBe(1);
    await expectNoBoreal(editorPage);

    await editorPage.goto("/history");
    const strategy = editorPage
      .getByRole("row")
      .filter({ hasText: "Estratégia para Aumentar vendas: Pães de fermentação natural" });
    await strategy.first().waitFor();
    const filter = editorPage.getByLabel("Marca", { exact: true });
    await filter.locator("option", { hasText: "Padaria Aurora" }).waitFor({ state: "attached" });
    expect(await filter.locator("option").allTextContents()).not.toContain("Oficina Boreal");
    await expectNoBoreal(editorPage);

    await editorPage.goto("/planos");
    await editorPage.getByText("Pães de fermentação natural").first().waitFor();
    await expectNoBoreal(editorPage);

    await editorPage.goto(`/planos/${team.borealPlan}`);
    await editorPage.getByRole("heading", { name: "Plano não encontrado." }).waitFor();
    await expectNoBoreal(editorPage);

    // The owner finds the strategy by its author in the history, and in the Atividade.
    await page.goto("/history");
    await page
      .getByRole("region", { name: "Conteúdos do histórico" })
      .locator("tbody tr")
      .filter({ hasText: "Estratégia para Aumentar vendas: Pães de fermentação natural" })
      .getByText(`por ${editor.name}`)
      .waitFor();
    await page.goto("/atividade");
    await page
      .getByRole("list", { name: "Atividade" })
      .locator(":scope > li")
      .filter({ hasText: `${editor.name} gerou uma estratégia para Padaria Aurora` })
      .waitFor();

    // The Editor is on their plans when the owner removes them: the next click finds nothing.
    await editorPage.goto("/planos");
    const planLink = editorPage.getByRole("link", { name: /Pães de fermentação natural/ }).first();
    await planLink.waitFor();

    await page.goto("/equipe");
    await page.getByRole("button", { name: `Remover ${editor.name}` }).click();
    const confirm = page.getByRole("dialog", { name: `Remover ${editor.name} da equipe?` });
    await confirm.getByRole("button", { name: "Remover" }).click();
    await page.getByText(`${editor.name} foi removido da equipe.`).waitFor();

    await planLink.click();
    await editorPage.getByRole("heading", { name: "Plano não encontrado." }).waitFor();
  });
});
