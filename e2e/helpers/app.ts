import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { createUser, TEST_PASSWORD, type TestUser } from "../../tests/helpers/factories.ts";
import { startTestServer, type TestServer } from "../../tests/helpers/test-server.ts";
import { connectBrowser } from "./browser.ts";

export type E2EApp = {
  server: TestServer;
  browser: Browser;
  /** A fresh browser context (own cookies) on a page of the app, in Brazilian Portuguese. */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
  /** A new user made through the API, signed in on a fresh page through the UI's cookie. */
  signedInPage: (
    user?: TestUser,
    options?: BrowserContextOptions,
  ) => Promise<{ page: Page; user: TestUser }>;
};

/**
 * Starts the real server (fresh database) for this test file and connects to the run's Chromium.
 * The server is on PostgreSQL, unless the file asks for `npm start`'s embedded PGlite
 * (docs/decisions/046: which files do, and why).
 */
export function setupApp(
  env: Record<string, string | undefined> = {},
  options: { engine?: "pglite" } = {},
): E2EApp {
  const app = {} as E2EApp;
  beforeAll(async () => {
    app.server = await startTestServer(env, options);
    app.browser = await connectBrowser();
    app.newPage = async (options) => {
      const context = await app.browser.newContext({
        // The app's service worker (decision 062) stays out of the tests that do not ask for it
        // (`serviceWorkers: "allow"`): a page it controls would go past their routes and stubs.
        serviceWorkers: "block",
        ...options,
        baseURL: app.server.url,
        locale: "pt-BR",
        timezoneId: "America/Sao_Paulo",
      });
      context.setDefaultTimeout(15_000);
      // The layout's event, kept on the document for waitForHydration.
      await context.addInitScript(() => {
        document.addEventListener("app:page-hydrated", () => {
          document.documentElement.dataset.pageHydrated = "";
        });
      });
      return context.newPage();
    };
    app.signedInPage = async (existing, options) => {
      const user = existing ?? (await createUser(app.server));
      const page = await app.newPage(options);
      await page
        .context()
        .addCookies(
          [...user.client.cookies].map(([name, value]) => ({ name, value, url: app.server.url })),
        );
      return { page, user };
    };
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.close();
  });
  return app;
}

/**
 * Waits until the page under the layout has hydrated (src/web/components/layout/app-layout.tsx
 * says so): before that, a prerendered page's links load a new document, as they would for a
 * person clicking that early.
 */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-page-hydrated]").waitFor({ state: "attached" });
}

/** The phone every phone test uses: 390x844, touch, as the issue that asked for it saw it. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

export { TEST_PASSWORD };
