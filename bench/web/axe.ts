import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";

export type PageVisit = { who: string; path: string; cookie?: string };
export type AxeFinding = { who: string; path: string; rule: string; nodes: number; target: string };

/** Opens each page in its own context (as that visitor) and runs axe-core on it once it settles. */
export async function auditPages(browser: Browser, baseUrl: string, visits: readonly PageVisit[]) {
  const findings: AxeFinding[] = [];
  for (const visit of visits) {
    const context = await browser.newContext({ baseURL: baseUrl, locale: "pt-BR" });
    if (visit.cookie) {
      const [name = "", value = ""] = visit.cookie.split(/=(.*)/s);
      await context.addCookies([{ name, value, url: baseUrl }]);
    }
    const page = await context.newPage();
    await page.goto(visit.path, { waitUntil: "networkidle" });
    // Lazy pages swap their spinner for content after the chunk and the data arrive.
    // A page without a heading is left to axe to report.
    await page
      .locator("main h1")
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => {});
    await page.waitForTimeout(200);
    const { violations } = await new AxeBuilder({ page }).analyze();
    for (const v of violations) {
      findings.push({
        who: visit.who,
        path: visit.path,
        rule: v.id,
        nodes: v.nodes.length,
        target: String(v.nodes[0]?.target ?? ""),
      });
    }
    await context.close();
  }
  return findings;
}
