import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createUser, TEST_BRAND } from "../tests/helpers/factories.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { expectNoSidewaysScroll } from "./helpers/layout.ts";

const app = setupApp();

/** The switcher: in the header's bar on a wide screen, in the menu's sheet on a phone. */
async function openSwitcher(page: Page, phone: boolean, current: string) {
  if (phone) {
    await page.locator('header button[aria-haspopup="dialog"]', { hasText: "Menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
  }
  await page.getByRole("button", { name: `Espaço de trabalho: ${current}` }).click();
  return page.getByRole("menu");
}

const cards = (page: Page) => page.getByRole("list", { name: "Marcas" }).locator(":scope > li");

const screens: [string, BrowserContextOptions | undefined][] = [
  ["on a desktop", undefined],
  ["on a 390 px phone", PHONE],
];

describe("workspaces in the browser", () => {
  for (const [where, options] of screens) {
    const phone = options !== undefined;
    it(`${where}, a member creates a workspace, finds it empty, switches back to their content and sees the team`, async () => {
      const user = await createUser(app.server, { name: phone ? "Rita Rocha" : "Caio Prado" });
      const personal = `Espaço de ${user.name}`;
      const brand = await user.client.json("/api/brands", {
        json: { ...TEST_BRAND, brandName: "Café Aroma" },
      });
      expect(brand.status).toBe(201);
      const { page } = await app.signedInPage(user, options);
      await page.goto("/marcas");
      await cards(page).filter({ hasText: "Café Aroma" }).waitFor();

      const menu = await openSwitcher(page, phone, personal);
      await menu.getByRole("menuitem", { name: "Criar espaço de trabalho" }).click();
      const dialog = page.getByRole("dialog", { name: "Criar espaço de trabalho" });
      await dialog.getByRole("button", { name: "Criar" }).click();
      await dialog.getByText("Informe o nome do espaço de trabalho.").waitFor();
      await dialog.getByLabel("Nome do espaço de trabalho").fill("Agência Sol");
      await dialog.getByRole("button", { name: "Criar" }).click();
      await dialog.waitFor({ state: "detached" });
      if (phone) await page.keyboard.press("Escape");
      await page.getByRole("heading", { name: "Cadastre sua primeira marca" }).waitFor();
      if (phone) await expectNoSidewaysScroll(page);

      const again = await openSwitcher(page, phone, "Agência Sol");
      await again.getByRole("menuitem", { name: personal }).click();
      if (phone) await page.keyboard.press("Escape");
      await cards(page).filter({ hasText: "Café Aroma" }).waitFor();

      await page.locator("header button", { hasText: "Menu da conta" }).click();
      await page.getByRole("menuitem", { name: "Equipe" }).click();
      await page.getByRole("heading", { name: "Equipe", level: 1 }).waitFor();
      const owner = page.getByRole("list", { name: "Membros" }).locator(":scope > li");
      await owner.filter({ hasText: user.name }).getByText("Proprietário").waitFor();
      expect(await owner.count()).toBe(1);
      expect(await owner.getByText("Acesso: todas as marcas").count()).toBe(1);
      if (phone) await expectNoSidewaysScroll(page);
    });
  }
});
