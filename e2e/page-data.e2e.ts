import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contentHistory } from "../src/server/db/schema/index.ts";
import { createPlan, createUser } from "../tests/helpers/factories.ts";
import { setupApp, waitForHydration } from "./helpers/app.ts";

// Decision 025: a signed-in page arrives with its first query answered.
const app = setupApp();

const embeddedPageData = (html: string) => {
  const found = html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/s);
  return found ? (JSON.parse(found[1]!) as { module: string; answer: unknown }) : null;
};

/** The paths of the API requests the page makes from now on. */
function apiRequests(page: Page) {
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) asked.push(url.pathname);
  });
  return asked;
}

describe("signed-in pages that start with their data", () => {
  it("the history arrives with its first page and shows it without asking the API", async () => {
    const { page, user } = await app.signedInPage();
    await app.server.db.insert(contentHistory).values({
      userId: user.id,
      contentType: "prompt",
      title: "Prompt para Padaria Pão Quente",
      content: "Você é a voz da Padaria Pão Quente.",
    });
    const asked = apiRequests(page);
    const response = await page.goto("/history");
    const data = embeddedPageData(await response!.text());
    expect(data).toMatchObject({ module: "history", answer: { page: 1, total: 1 } });
    await page.getByRole("heading", { name: "Histórico de Conteúdo" }).waitFor();
    await page.getByText("Prompt para Padaria Pão Quente").first().waitFor();
    expect(asked).not.toContain("/api/history");
  });

  it("the plan page arrives with its plan; the next page, without data of its own, asks the API", async () => {
    const { page, user } = await app.signedInPage();
    const plan = await createPlan(app.server.db, user.id, { title: "Plano de Dezembro" });
    const asked = apiRequests(page);
    const response = await page.goto(`/planos/${plan.id}`);
    expect(embeddedPageData(await response!.text())).toMatchObject({
      module: "plan",
      answer: { id: plan.id, title: "Plano de Dezembro" },
    });
    await page.getByRole("heading", { name: "Plano de Dezembro" }).waitFor();
    expect(asked).not.toContain(`/api/plans/${plan.id}`);

    await waitForHydration(page);
    await page.getByRole("link", { name: "Histórico" }).first().click();
    await page.getByRole("heading", { name: "Histórico de Conteúdo" }).waitFor();
    await page.getByText("Você ainda não tem conteúdos salvos.").waitFor();
    expect(asked).toContain("/api/history");
  });

  it("another user's plan is not in the page: it says the plan was not found", async () => {
    const owner = await createUser(app.server);
    const plan = await createPlan(app.server.db, owner.id, { title: "Plano Secreto" });
    const { page } = await app.signedInPage();
    const response = await page.goto(`/planos/${plan.id}`);
    const html = await response!.text();
    expect(embeddedPageData(html)).toBeNull();
    expect(html).not.toContain("Plano Secreto");
    await page.getByRole("heading", { name: "Plano não encontrado." }).waitFor();
  });

  it("the embedded data is escaped: a title that closes the script is shown as text, never run", async () => {
    const { page, user } = await app.signedInPage();
    const title = "</script><script>window.pwned = true</script> $& $' <!--";
    const plan = await createPlan(app.server.db, user.id, { title });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const response = await page.goto(`/planos/${plan.id}`);
    const html = await response!.text();
    expect(html).not.toContain("<script>window.pwned");
    expect(embeddedPageData(html)).toMatchObject({ answer: { title } });
    await page.getByRole("heading", { name: title }).waitFor();
    expect(await page.evaluate(() => "pwned" in window)).toBe(false);
    expect(errors).toEqual([]);
  });

  it("the page's top paints from its HTML, before any script, with the user's own plan", async () => {
    const { user } = await app.signedInPage();
    const plan = await createPlan(app.server.db, user.id, { title: "Plano <b>de</b> Dezembro" });
    const context = await app.browser.newContext({
      baseURL: app.server.url,
      javaScriptEnabled: false,
    });
    await context.addCookies(
      [...user.client.cookies].map(([name, value]) => ({ name, value, url: app.server.url })),
    );
    const page = await context.newPage();
    await page.goto(`/planos/${plan.id}`);
    await page.getByRole("heading", { level: 1, name: "Plano <b>de</b> Dezembro" }).waitFor();
    await page.goto("/history");
    await page.getByRole("heading", { level: 1, name: "Histórico de Conteúdo" }).waitFor();
    await context.close();
  });
});
