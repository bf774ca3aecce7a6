import { describe, expect, it } from "vitest";
import { createUser, makeAdmin, subscribe } from "../tests/helpers/factories.ts";
import { setupApp } from "./helpers/app.ts";
import { expectNoSidewaysScroll } from "./helpers/layout.ts";

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

  it("an admin with an active subscription and a team fits a 1280 px screen: nothing, the avatar's dot included, scrolls sideways", async () => {
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
      await expectNoSidewaysScroll(page);
    }
  });
});
