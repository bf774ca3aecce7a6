import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { PlanDetail, PlanSummary } from "../src/shared/plans.ts";
import { createUser, subscribe } from "../tests/helpers/factories.ts";
import { eventOf, field, postUid } from "../tests/helpers/ics.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { downloadedText } from "./helpers/downloads.ts";

// No OPENAI_API_KEY: the offline composer writes the strategy and its calendar.
const app = setupApp();

async function subscribedPage(options?: Parameters<typeof app.signedInPage>[1]) {
  const user = await createUser(app.server);
  await subscribe(app.server.db, user.id);
  return app.signedInPage(user, options);
}

/** A strategy generated through the form; its plan opened from the account's plans. */
async function generateAndOpenPlan(page: Page) {
  await page.goto("/strategy-creator");
  await page.getByRole("heading", { name: "Meu Estrategista Digital" }).waitFor();
  await page
    .getByLabel("Prompt Mãe")
    .fill("Você é a voz da Padaria Trigo Bom, fermentação natural.");
  await page.getByLabel("Produtos/serviços").fill("Pães de fermentação natural");
  await page.getByLabel("Instagram").check();
  await page.getByRole("button", { name: "Gerar Estratégia" }).click();
  await page.getByText("Estratégia gerada com sucesso").waitFor();
  const { items } = (await (await page.request.get("/api/plans")).json()) as {
    items: PlanSummary[];
  };
  expect(items).toHaveLength(1);
  const id = items[0]!.id;
  await page.goto(`/planos/${id}`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  return id;
}

async function readPlan(page: Page, id: string) {
  return (await (await page.request.get(`/api/plans/${id}`)).json()) as PlanDetail;
}

/**
 * "Exportar" → "Baixar .ics" as a marketer would, and the downloaded file's event for the post
 * (its UID) starts on `date`: the export reflects the move.
 */
async function expectDownloadedIcsDate(page: Page, postId: string, date: string) {
  await page.getByRole("button", { name: "Exportar" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: "Baixar .ics" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await downloadedText(download);
  expect(field(eventOf(ics, postUid(postId)), "DTSTART")).toBe(date.replaceAll("-", ""));
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

/** Marks a post "Publicado" in its panel; the progress counts it at once and it is saved. */
async function publishFirstPost(page: Page, id: string, total: number) {
  await page.locator("[data-post-id]").first().click();
  const panel = page.getByRole("dialog", { name: "Editar publicação" });
  await panel.getByLabel("Status").selectOption({ label: "Publicado" });
  await page.getByText(`1 de ${total} publicados`, { exact: true }).waitFor();
  await expect
    .poll(
      async () => (await readPlan(page, id)).posts.filter((p) => p.status === "publicado").length,
      {
        timeout: 10_000,
      },
    )
    .toBe(1);
  return panel;
}

describe("the plan page", () => {
  it("on a desktop, a marketer drags a post to another day, downloads the .ics with it there, publishes one, and a refused theme rolls back", async () => {
    const { page } = await subscribedPage();
    const id = await generateAndOpenPlan(page);
    const plan = await readPlan(page, id);
    expect(plan.posts.length).toBeGreaterThan(0);
    await page.getByText(`0 de ${plan.posts.length} publicados`).waitFor();
    expect(await page.getByRole("tab", { name: "Mês" }).getAttribute("aria-selected")).toBe("true");
    await expectNoAxeViolations(page);

    // Drag the first post one day later (a day of the same week keeps it in the same month's grid
    // or the next one; either is a day cell). Not a commercial date's: that move asks first.
    const first = plan.posts.find((post) => !post.commercialDate)!;
    const [year, month, day] = first.date.split("-").map(Number) as [number, number, number];
    const next = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
    await page.locator(`[data-post-id="${first.id}"]`).dragTo(page.locator(`[data-day="${next}"]`));
    await page.locator(`[data-day="${next}"] [data-post-id="${first.id}"]`).waitFor();
    await expect
      .poll(async () => (await readPlan(page, id)).posts.find((p) => p.id === first.id)?.date, {
        timeout: 10_000,
      })
      .toBe(next);
    await expectDownloadedIcsDate(page, first.id, next);

    const panel = await publishFirstPost(page, id, plan.posts.length);

    // The server refuses a theme over 300 characters: the field and the card go back.
    const theme = panel.getByLabel("Tema");
    const before = await theme.inputValue();
    await theme.fill("x".repeat(301));
    await theme.blur();
    await page.getByText("O tema aceita no máximo 300 caracteres.").waitFor();
    await expect.poll(() => theme.inputValue(), { timeout: 10_000 }).toBe(before);
    const saved = (await readPlan(page, id)).posts.find((p) => p.theme === before);
    expect(saved).toBeDefined();

    // Closing the panel gives focus back to the post it edited.
    await page.keyboard.press("Escape");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.hasAttribute("data-post-id")), {
        timeout: 10_000,
      })
      .toBe(true);

    // Views live in the address: Back returns to the one before.
    await page.getByRole("tab", { name: "Semana" }).click();
    await page.waitForURL(/visao=semana/);
    await page.goBack();
    await expect
      .poll(() => page.getByRole("tab", { name: "Mês" }).getAttribute("aria-selected"), {
        timeout: 10_000,
      })
      .toBe("true");
  });

  it("at 390 px the plan opens as a list with no sideways scroll, and a post moves by its date field, as the downloaded .ics says", async () => {
    const { page } = await subscribedPage(PHONE);
    const id = await generateAndOpenPlan(page);
    const plan = await readPlan(page, id);
    expect(await page.getByRole("tab", { name: "Lista" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectNoAxeViolations(page);

    const first = plan.posts.find((post) => !post.commercialDate)!;
    const [year, month, day] = first.date.split("-").map(Number) as [number, number, number];
    const later = new Date(Date.UTC(year, month - 1, day + 2)).toISOString().slice(0, 10);
    await page.locator(`[data-post-id="${first.id}"]`).click();
    const panel = page.getByRole("dialog", { name: "Editar publicação" });
    await panel.getByLabel("Data", { exact: true }).fill(later);
    await expect
      .poll(async () => (await readPlan(page, id)).posts.find((p) => p.id === first.id)?.date, {
        timeout: 10_000,
      })
      .toBe(later);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.keyboard.press("Escape");
    await expectDownloadedIcsDate(page, first.id, later);

    await publishFirstPost(page, id, plan.posts.length);
    await page.keyboard.press("Escape");

    // Mês on a phone: days with status dots, the chosen day's posts listed in full.
    await page.getByRole("tab", { name: "Mês" }).click();
    await page
      .getByRole("button", { name: /: \d+ publicaç/ })
      .first()
      .click();
    await page.locator("section [data-post-id]").first().waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectNoAxeViolations(page);
  });
});
