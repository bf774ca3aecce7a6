import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createUser, makeAdmin, subscribe } from "../tests/helpers/factories.ts";
import { setupApp } from "./helpers/app.ts";
import { expectNoSidewaysScroll } from "./helpers/layout.ts";

const app = setupApp();

/**
 * What in the header reaches past its row's box (the container), with every animation held at
 * its end, so the avatar's pulsing dot is measured at its largest, whatever the moment.
 */
const headerOverflow = (page: Page) =>
  page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      animation.pause();
      const end = animation.effect?.getComputedTiming().duration;
      animation.currentTime = typeof end === "number" ? end - 1 : 0;
    }
    const row = document.querySelector("header > div");
    if (!row) return ["no header row"];
    const edge = row.getBoundingClientRect().right;
    return [...row.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  });

describe("the app shell", () => {
  it("an anonymous visitor sees the header with Início and Entrar, and the legal footer", async () => {
    const page = await app.newPage();
    await page.goto("/");
    await page.getByRole("link", { name: "Entrar", exact: true }).waitFor();
    expect(await page.getByRole("navigation", { name: "Principal" }).textContent()).toContain(
      "Início",
    );
    expect(await page.getByRole("link", { name: "Termos de Uso" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Política de Privacidade" }).isVisible()).toBe(
      true,
    );
  });

  it("a signed-in user sees the member navigation", async () => {
    const { page } = await app.signedInPage();
    await page.goto("/");
    await page.getByRole("link", { name: "Histórico" }).waitFor();
    expect(await page.getByRole("link", { name: "Admin" }).count()).toBe(0);
  });

  it("an admin with an active subscription and a team fits a 1280 px screen: the header's row, the avatar's pulsing dot at its largest included, stays inside its bar, and nothing scrolls sideways", async () => {
    const user = await createUser(app.server, { name: "Administradora Com Nome Longo" });
    await makeAdmin(app.server.db, user.id);
    const team = await user.client.json<{ id: string }>("/api/workspaces", {
      json: { name: "Agência de Nome Bem Comprido" },
    });
    await subscribe(app.server.db, user.id, { workspaceId: team.body.id });
    const { page } = await app.signedInPage(user, { viewport: { width: 1280, height: 800 } });
    for (const path of ["/", "/planos", "/admin"]) {
      await page.goto(path);
      await page.getByRole("link", { name: "Admin" }).waitFor();
      await page.getByTitle("Assinatura ativa").waitFor();
      // The switcher arrives lazily, and widens the row when it does.
      await page.getByText("Agência de Nome Bem Comprido").first().waitFor();
      // A desktop browser's scrollbar leaves a 1280 px screen about 15 px short, which is how an
      // admin first saw the dot scroll the page: the row must fit its bar, not only the window.
      expect(await headerOverflow(page), path).toEqual([]);
      await expectNoSidewaysScroll(page);
    }
  });
});
