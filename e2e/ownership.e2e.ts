import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createUser } from "../tests/helpers/factories.ts";
import { addMember } from "../tests/helpers/workspaces.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { expectNoSidewaysScroll } from "./helpers/layout.ts";

const app = setupApp();

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title }).first();

const screens: [string, BrowserContextOptions | undefined][] = [
  ["on a desktop", undefined],
  ["on a 390 px phone", PHONE],
];

/** Opens "Excluir minha conta" on the profile and returns its dialog. */
async function openAccountDeletion(page: Page) {
  await page.goto("/profile");
  await page.getByRole("button", { name: "Excluir minha conta" }).click();
  return page.getByRole("dialog", { name: "Excluir minha conta" });
}

describe("ownership in the browser", () => {
  for (const [where, options] of screens) {
    const phone = options !== undefined;
    it(`${where}, an owner's account deletion is refused while their team has members, they offer ownership, the member accepts, and the account can go`, async () => {
      const owner = await createUser(app.server, { name: phone ? "Olga Dona" : "Otávio Dono" });
      const team = phone ? "Agência Maré" : "Agência Brisa";
      const created = await owner.client.json<{ id: string }>("/api/workspaces", {
        json: { name: team },
      });
      const member = await createUser(app.server, { name: phone ? "Mila Membro" : "Mauro Membro" });
      await addMember(app.server.db, created.body.id, member.id, "editor");

      const { page } = await app.signedInPage(owner, options);
      const refused = await openAccountDeletion(page);
      const teams = refused.getByRole("list", { name: "Espaços de trabalho a transferir" });
      await teams.getByText(`${team} (2 membros)`).waitFor();
      if (!(await refused.getByRole("button", { name: "Excluir definitivamente" }).isDisabled())) {
        throw new Error("the deletion could be confirmed while a team has members");
      }
      await refused.getByRole("button", { name: "Cancelar" }).click();

      await page.goto("/equipe");
      await page.getByRole("button", { name: "Transferir propriedade" }).click();
      const offer = page.getByRole("dialog", { name: "Transferir propriedade" });
      await offer.getByRole("radio", { name: `${member.name} (Editor)` }).check();
      await offer.getByRole("button", { name: "Oferecer propriedade" }).click();
      await page.getByText(`Aguardando ${member.name} aceitar a propriedade.`).waitFor();
      if (phone) await expectNoSidewaysScroll(page);

      const { page: memberPage } = await app.signedInPage(member, options);
      await memberPage.goto("/equipe");
      const notice = memberPage.getByRole("alert", { name: `Propriedade de ${team}` });
      await notice.getByText(`${owner.name} quer transferir a você a propriedade`).waitFor();
      if (phone) await expectNoSidewaysScroll(memberPage);
      await notice.getByRole("button", { name: "Aceitar" }).click();
      await toast(memberPage, `Agora você é o Proprietário de ${team}.`).waitFor();
      const rows = memberPage.getByRole("list", { name: "Membros" }).locator(":scope > li");
      await rows.filter({ hasText: member.name }).getByText("Proprietário").waitFor();
      // The new owner manages the team: the previous one's role is a choice, set to Administrador.
      const previousRole = rows.filter({ hasText: owner.name }).getByRole("combobox");
      expect(await previousRole.inputValue()).toBe("admin");
      await memberPage.getByRole("button", { name: "Transferir propriedade" }).waitFor();

      const allowed = await openAccountDeletion(page);
      await allowed.getByLabel("Digite EXCLUIR para confirmar").fill("EXCLUIR");
      await allowed.getByRole("button", { name: "Excluir definitivamente" }).click();
      await toast(page, "Conta excluída").waitFor();
      await page.getByRole("link", { name: "Entrar", exact: true }).first().waitFor();
    });
  }
});
