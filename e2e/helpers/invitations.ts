import type { Page } from "playwright-core";
import { invitationLinkTo } from "../../tests/helpers/invitations.ts";
import type { TestServer } from "../../tests/helpers/test-server.ts";
import { TEST_PASSWORD } from "./app.ts";

type Invite = {
  email: string;
  role: "Administrador" | "Editor" | "Leitor";
  /** The brands an Editor or Leitor may see; every brand when absent. */
  brands?: string[];
};

/** On "Equipe" (/equipe), as an owner or admin: invites through the dialog, then sees it pending. */
export async function inviteFromTeamPage(page: Page, { email, role, brands }: Invite) {
  await page.getByRole("button", { name: "Convidar pessoa" }).click();
  const dialog = page.getByRole("dialog", { name: "Convidar pessoa" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Papel").selectOption({ label: role });
  if (brands) {
    await dialog.getByLabel("Todas as marcas").uncheck();
    for (const brand of brands) await dialog.getByLabel(brand).check();
  }
  await dialog.getByRole("button", { name: "Enviar convite" }).click();
  await dialog.waitFor({ state: "detached" });
  await page
    .getByRole("list", { name: "Convites pendentes" })
    .locator(":scope > li", { hasText: email })
    .waitFor();
}

/** The link of the invitation e-mail to the address, read from the outbox. */
export const invitationLink = (server: TestServer, email: string) =>
  invitationLinkTo(server.db, email);

/**
 * A person without an account opens the link (on a page of their own, signed out) and signs up
 * with the invited address, which the form shows locked; they land in the workspace.
 */
export async function signUpFromInvitation(
  page: Page,
  link: string,
  { email, name, workspace }: { email: string; name: string; workspace: string },
) {
  await page.goto(link);
  await page.getByRole("heading", { name: `Convite para ${workspace}` }).waitFor();
  const address = page.getByLabel("Email");
  if ((await address.inputValue()) !== email || (await address.getAttribute("readonly")) === null) {
    throw new Error("the sign-up form should show the invited address, locked");
  }
  await page.getByLabel("Nome Completo").fill(name);
  await page.getByLabel("Senha", { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel("Confirmar Senha").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Criar conta e entrar na equipe" }).click();
  await page.getByText(`Você entrou em ${workspace}.`).waitFor();
  await page.waitForURL((url) => url.pathname === "/");
}
