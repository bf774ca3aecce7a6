import { randomUUID } from "node:crypto";
import type { BrowserContextOptions } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createUser, subscribe, TEST_BRAND } from "../tests/helpers/factories.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { invitationLink, inviteFromTeamPage, signUpFromInvitation } from "./helpers/invitations.ts";
import { expectNoSidewaysScroll } from "./helpers/layout.ts";

const app = setupApp();

const screens: [string, BrowserContextOptions | undefined][] = [
  ["on a desktop", undefined],
  ["on a 390 px phone", PHONE],
];

describe("invitations in the browser", () => {
  for (const [where, options] of screens) {
    const phone = options !== undefined;
    it(`${where}, an owner invites an Editor limited to one brand, who signs up from the e-mailed link and lands in the workspace`, async () => {
      const owner = await createUser(app.server, { name: phone ? "Rita Rocha" : "Caio Prado" });
      const workspace = phone ? "Agência Lua" : "Agência Sol";
      const team = await owner.client.json<{ id: string }>("/api/workspaces", {
        json: { name: workspace },
      });
      await subscribe(app.server.db, owner.id, { workspaceId: team.body.id });
      for (const brandName of ["Café Aroma", "Loja Verde"]) {
        await owner.client.json("/api/brands", { json: { ...TEST_BRAND, brandName } });
      }
      const { page } = await app.signedInPage(owner, options);
      await page.goto("/equipe");
      await page.getByText("1 de 5 pessoas", { exact: false }).waitFor();
      const email = `editora-${randomUUID().slice(0, 8)}@exemplo.com.br`;
      await inviteFromTeamPage(page, { email, role: "Editor", brands: ["Café Aroma"] });
      if (phone) await expectNoSidewaysScroll(page);

      const link = await invitationLink(app.server, email);
      const newcomer = await app.newPage(options);
      await signUpFromInvitation(newcomer, link, { email, name: "Nina Nova", workspace });
      if (phone) await expectNoSidewaysScroll(newcomer);

      await newcomer.goto("/equipe");
      await newcomer.locator("p", { hasText: "Quem trabalha em" }).getByText(workspace).waitFor();
      const members = newcomer.getByRole("list", { name: "Membros" }).locator(":scope > li");
      const nina = members.filter({ hasText: "Nina Nova" });
      await nina.getByText("Editor", { exact: true }).waitFor();
      await nina.getByText("Acesso: Café Aroma").waitFor();
      expect(await members.count()).toBe(2);
      await newcomer.goto("/marcas");
      const brands = newcomer.getByRole("list", { name: "Marcas" }).locator(":scope > li");
      await brands.filter({ hasText: "Café Aroma" }).waitFor();
      expect(await brands.filter({ hasText: "Loja Verde" }).count()).toBe(0);

      // The owner's list no longer holds the invitation; the link is spent.
      await page.reload();
      await page.getByText("2 de 5 pessoas", { exact: false }).waitFor();
      await page.getByText("Nenhum convite pendente.").waitFor();
      const again = await app.newPage(options);
      await again.goto(link);
      await again.getByRole("heading", { name: "Convite indisponível" }).waitFor();
    });
  }
});
