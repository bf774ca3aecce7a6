import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CreatedShareLink } from "../src/shared/approval.ts";
import { createUser } from "../tests/helpers/factories.ts";
import { seedPlan } from "../tests/helpers/seed-plan.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { openAsClient } from "./helpers/approval.ts";

const app = setupApp();

/** A plan of 30 posts (a page and a half) shared with a client, opened on a phone. */
async function longPlanOnAPhone() {
  const owner = await createUser(app.server);
  const { plan } = await seedPlan(app.server.db, owner.id, { posts: 30 });
  const { body: link } = await owner.client.json<CreatedShareLink>(`/api/plans/${plan.id}/shares`, {
    json: { expiresIn: "7" },
  });
  const page = await app.newPage(PHONE);
  await openAsClient(page, link.url);
  await page.getByText("Mostrando 20 de 30 publicações").waitFor();
  return page;
}

const posts = (page: Page) => page.getByRole("article").count();

describe("the client's page in pages (390 px)", () => {
  it("shows the first posts with the whole plan's summary, and the rest from the keyboard", async () => {
    const page = await longPlanOnAPhone();
    await page.getByText("0 aprovados, 0 com ajustes, 30 aguardando").waitFor();
    expect(await posts(page)).toBe(20);
    const status = page.getByText("Mostrando 20 de 30 publicações");
    expect(await status.getAttribute("aria-live")).toBe("polite");
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);

    await page.getByRole("button", { name: "Carregar mais" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("Mostrando 30 de 30 publicações").waitFor();
    expect(await posts(page)).toBe(30);
    expect(await page.getByRole("button", { name: "Carregar mais" }).count()).toBe(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });

  it("brings the next posts by itself as the client scrolls down to them", async () => {
    const page = await longPlanOnAPhone();
    await page.getByRole("article").last().scrollIntoViewIfNeeded();
    await page.getByText("Mostrando 30 de 30 publicações").waitFor();
    expect(await posts(page)).toBe(30);
  });
});
