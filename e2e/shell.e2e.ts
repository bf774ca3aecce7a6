import { describe, expect, it } from "vitest";
import { setupApp } from "./helpers/app.ts";

const app = setupApp();

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
});
