import AxeBuilder from "@axe-core/playwright";
import { describe, expect, it } from "vitest";
import { addDays, isoToDate } from "../src/shared/dates.ts";
import { commercialDatesBetween, withArticle } from "../src/shared/generation/commercial-dates.ts";
import {
  defaultStartDate,
  MAX_START_AHEAD_DAYS,
  WEEKDAYS,
} from "../src/shared/generation/window.ts";
import type { PlanDetail } from "../src/shared/plans.ts";
import { createUser, subscribe } from "../tests/helpers/factories.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { expectNoSidewaysScroll } from "./helpers/layout.ts";

// No OPENAI_API_KEY: the offline composer writes the strategy and its calendar.
const app = setupApp();

/** "Segunda-feira": a weekday's chip, as a screen reader names it. */
const chipName = (iso: string) => {
  const name = WEEKDAYS.find((d) => d.value === isoToDate(iso).getUTCDay())?.name ?? "";
  return name.charAt(0).toUpperCase() + name.slice(1);
};

describe("a commercial date before the first posting day, on a 390 px phone", () => {
  it("gets an extra post that the form counts and the plan's list shows on its day; moving it past the date asks, by keyboard too", async () => {
    const user = await createUser(app.server);
    await subscribe(app.server.db, user.id);
    const { page } = await app.signedInPage(user, PHONE);

    // The next commercial date from tomorrow (Black Friday when made on 26/11/2026), chosen
    // as the start, and the day after it as the one posting day: no post before the date.
    const tomorrow = defaultStartDate(new Date());
    const [date] = commercialDatesBetween(tomorrow, addDays(tomorrow, MAX_START_AHEAD_DAYS - 1));
    if (!date) throw new Error("no commercial date within a year");
    const postingDay = chipName(addDays(date.date, 1));

    await page.goto("/strategy-creator");
    await page.getByRole("heading", { name: "Meu Estrategista Digital" }).waitFor();
    // A shop every date fits (a bakery takes no Cyber Monday: segments.ts).
    await page
      .getByLabel("Prompt Mãe")
      .fill("Você é a voz do Empório Trigo Bom, cestas de presente.");
    await page.getByLabel("Produtos/serviços").fill("Cestas de presente");
    await page.getByText("Instagram", { exact: true }).tap();
    await page.getByLabel("Data de início").fill(date.date);
    const day = (name: string) => page.getByRole("button", { name, exact: true });
    if (postingDay !== "Segunda-feira") {
      await day("Segunda-feira").tap();
      await day(postingDay).tap();
    }
    expect(await page.getByLabel("Publicação extra nas datas comerciais").isChecked()).toBe(true);
    await page
      .getByText(`13 semanas, 14 publicações, incluindo 1 extra para ${withArticle(date.name)}`, {
        exact: true,
      })
      .waitFor();
    await page.getByRole("button", { name: "Gerar Estratégia" }).tap();
    await page.getByText("Estratégia gerada com sucesso").waitFor();
    await page.getByRole("link", { name: "Abrir plano" }).tap();
    await page.waitForURL(/\/planos\/[0-9a-f-]{36}$/);

    // Lista, a phone's view: the date's day shows the date and its post.
    expect(await page.getByRole("tab", { name: "Lista" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    const dayOfDate = page.locator(`[data-day="${date.date}"]`);
    await dayOfDate.getByText(date.name, { exact: true }).first().waitFor();
    const extra = dayOfDate.locator("[data-post-id]");
    expect(await extra.count()).toBe(1);
    expect(await extra.textContent()).toContain(`Instagram · `);
    expect(await extra.textContent()).toContain(`${date.name}: `);
    await expectNoSidewaysScroll(page);
    // The generation's toast, fading out, is not this page's.
    await page.locator("[data-sonner-toast]").waitFor({ state: "detached" });
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);

    const planId = new URL(page.url()).pathname.split("/").at(-1);
    const readPlan = async () =>
      (await (await page.request.get(`/api/plans/${planId}`)).json()) as PlanDetail;
    const plan = await readPlan();
    expect(plan.posts).toHaveLength(14);
    const marked = plan.posts.filter((post) => post.commercialDate?.includes(date.name));
    expect(marked.map((post) => post.date)).toEqual([date.date]);

    // Alt + → would put it after its date: the question comes first, answered by keyboard.
    const postId = (await extra.getAttribute("data-post-id")) ?? "";
    await extra.focus();
    await page.keyboard.press("Alt+ArrowRight");
    const question = page.getByRole("dialog", { name: "Mover para depois da data comercial?" });
    await question.waitFor();
    await question.getByRole("button", { name: "Mover" }).focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(async () => (await readPlan()).posts.find((post) => post.id === postId), {
        timeout: 10_000,
      })
      .toMatchObject({ date: addDays(date.date, 1), commercialDate: null });
  });
});
