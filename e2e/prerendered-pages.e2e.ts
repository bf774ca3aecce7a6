import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { AUTH_ALERTS } from "../src/shared/auth-alerts.ts";
import { createUser } from "../tests/helpers/factories.ts";
import { setupApp, waitForHydration } from "./helpers/app.ts";

const app = setupApp();

const visitorPages = ["/", "/auth", "/termos-de-uso", "/politica-de-privacidade"];

describe("pages prerendered for visitors", () => {
  it("a visitor reads the home page and the sign-in form with JavaScript off", async () => {
    const context = await app.browser.newContext({
      baseURL: app.server.url,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("heading", { name: "Plataforma de Conteúdo Inteligente" }).waitFor();
    await page.getByRole("link", { name: "Acessar Plataforma" }).waitFor();
    await page.getByRole("link", { name: "Entrar", exact: true }).waitFor();
    await page.goto("/auth");
    await page.getByText("Entrar na sua conta").first().waitFor();
    await page.getByLabel("Email").waitFor();
    await context.close();
  });

  it("each visitor page loads the app after painting and comes to life without a hydration error", async () => {
    const page = await app.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    for (const path of visitorPages) {
      const response = await page.goto(path);
      const html = await response!.text();
      expect(html).toContain('data-prerendered="visitor"');
      // One script, which loads the app once the page has painted: nothing else to fetch first.
      expect(html.match(/<script\b[^>]*>/g)).toEqual([expect.stringContaining("data-modules=")]);
      expect(html).not.toContain("modulepreload");
      // Interactive: the header's link navigates inside the app, without a new document.
      await waitForHydration(page);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole("link", { name: "Início" }).click();
      await page.getByRole("heading", { name: "Plataforma de Conteúdo Inteligente" }).waitFor();
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  it("the sign-in page shows the message a link brought in its query string", async () => {
    const page = await app.newPage();
    await page.goto("/auth?success=email-verified");
    await page.getByText(AUTH_ALERTS.success["email-verified"]).waitFor();
    await page.getByText("Sucesso", { exact: true }).waitFor();
  });

  it("a signed-in user gets the app shell with their session in it, and it shows their own menu without asking /api/me", async () => {
    const { page, user } = await app.signedInPage();
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    const response = await page.goto("/");
    const html = await response!.text();
    expect(html).not.toContain("data-prerendered");
    expect(response!.headers().vary).toContain("Cookie");
    expect(response!.headers()["cache-control"]).toContain("private");
    const embedded = html.match(/<script type="application\/json" id="me-data">(.*?)<\/script>/);
    expect(JSON.parse(embedded![1]!)).toMatchObject({ user: { id: user.id, email: user.email } });
    // Painted from the HTML alone: the app loads after the first paint, as for a visitor.
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      expect.stringContaining("data-modules="),
      expect.stringContaining("application/json"),
    ]);
    await page.getByRole("link", { name: "Histórico" }).waitFor();
    expect(await page.getByRole("link", { name: "Entrar", exact: true }).count()).toBe(0);
    expect(asked).not.toContain("/api/me");
  });

  it("the inlined stylesheet is the only copy applied, for a visitor and for a signed-in user", async () => {
    const visitor = await app.newPage();
    const { page: member } = await app.signedInPage();
    for (const [page, path] of [
      [visitor, "/"],
      [member, "/history"],
    ] as const) {
      const stylesheets: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
      });
      await page.goto(path);
      await waitForHydration(page);
      // The page's own route is a lazy chunk that lists the stylesheet: the app has loaded it.
      expect(stylesheets).toEqual([]);
      const applied = await page.evaluate(
        () => [...document.styleSheets].filter((sheet) => !sheet.disabled).length,
      );
      expect(applied).toBe(1);
    }
  });

  it("a visitor's pages fetch no chunk of the signed-in pages, and a member's page fetches their small shared modules as one", async () => {
    const scriptsOf = (page: Page) => {
      const names: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") names.push(new URL(request.url()).pathname);
      });
      return names;
    };
    const shared = (names: string[]) => names.filter((name) => name.includes("/member-shared-"));
    const visitor = await app.newPage();
    const visited = scriptsOf(visitor);
    for (const path of visitorPages) {
      await visitor.goto(path);
      await waitForHydration(visitor);
    }
    expect(shared(visited)).toEqual([]);
    const { page: member } = await app.signedInPage();
    const fetched = scriptsOf(member);
    await member.goto("/history");
    await waitForHydration(member);
    expect(shared(fetched)).toHaveLength(1);
  });

  it("a cookie whose session has ended gets the page prerendered for visitors", async () => {
    const { page, user } = await app.signedInPage();
    await user.client.request("/api/auth/sign-out", { json: {} });
    const response = await page.goto("/");
    const html = await response!.text();
    expect(html).toContain('data-prerendered="visitor"');
    expect(html).not.toContain("me-data");
    await page.getByRole("link", { name: "Entrar", exact: true }).waitFor();
  });
});

describe("the prerendered sign-in form", () => {
  it("keeps what a visitor typed before the app ran, and cannot be submitted until then", async () => {
    const user = await createUser(app.server);
    const page = await app.newPage();
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/*.js", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/auth", { waitUntil: "commit" });
    const submit = page.getByRole("button", { name: "Entrar", exact: true });
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Senha", { exact: true }).fill(user.password);
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel("Senha", { exact: true }).press("Enter");
    expect(new URL(page.url()).search).toBe("");

    release();
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>("form button[type=submit]")?.disabled,
    );
    expect(await page.getByLabel("Email").inputValue()).toBe(user.email);
    await submit.click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("link", { name: "Histórico" }).waitFor();
  });
});

describe("a page that loads the app after painting", () => {
  it("answers a button a visitor clicked before the app arrived once it has", async () => {
    const page = await app.newPage();
    let release = () => {};
    const appHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/*.js", async (route) => {
      if (!route.request().url().includes("load-after-paint")) await appHeld;
      await route.continue();
    });
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Cadastro" }).click();
    expect(await page.getByLabel("Nome Completo").count()).toBe(0);

    release();
    await page.getByLabel("Nome Completo").waitFor();
    expect(await page.getByRole("tab", { name: "Cadastro" }).getAttribute("aria-selected")).toBe(
      "true",
    );
  });
});
