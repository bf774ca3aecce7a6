import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { linkIn, startFakeSmtp } from "../tests/fakes/smtp-server.ts";
import { createVerifiedUser } from "../tests/helpers/verified-user.ts";
import { setupApp } from "./helpers/app.ts";
import { downloadedText } from "./helpers/downloads.ts";

const RECIPIENT = "suporte@conteudo.com.br";
const smtp = await startFakeSmtp();
const app = setupApp({ SMTP_URL: smtp.url, CONTACT_RECIPIENT: RECIPIENT });
afterAll(() => smtp.stop());

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title }).first();

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}

const verifiedPage = async () =>
  app.signedInPage(await createVerifiedUser(app.server, smtp, { name: "Helena Costa" }));

describe("contact and data rights in the browser", () => {
  it("a user sends a contact message and it reaches the support inbox", async () => {
    const { page, user } = await verifiedPage();
    await page.goto("/support");
    await page.getByRole("heading", { name: "Entre em Contato" }).waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe(user.email);

    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    await page.getByText("A mensagem deve ter pelo menos 10 caracteres").waitFor();

    const message = "Quero saber como exportar meu calendário para o Google Agenda.";
    await page.getByLabel("Mensagem").fill(message);
    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    await toast(page, "Mensagem enviada").waitFor();
    expect(await page.getByLabel("Mensagem").inputValue()).toBe("");

    const mail = await smtp.waitFor((m) => m.text.includes(message));
    expect(mail.envelopeTo).toEqual([RECIPIENT]);
    expect(mail.headers.get("reply-to")).toBe(user.email);
  });

  it("a user who forgot the password resets it through the e-mailed link", async () => {
    const user = await createVerifiedUser(app.server, smtp);
    const page = await app.newPage();
    await page.goto("/auth");
    await page.getByRole("link", { name: "Esqueci minha senha" }).click();
    await page.getByRole("heading", { name: "Esqueci minha senha" }).waitFor();
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Enviar link" }).click();
    await page.getByText("Se houver uma conta com este email").waitFor();

    const mail = await smtp.waitFor(
      (m) => m.envelopeTo.includes(user.email) && m.subject.startsWith("Redefinição de senha"),
    );
    await page.goto(linkIn(mail, `${app.server.url}/api/auth/reset-password/`));
    await page.waitForURL(
      (url) => url.pathname === "/auth/nova-senha" && url.searchParams.has("token"),
    );
    await page.getByLabel("Nova senha", { exact: true }).fill("senha-renovada-1");
    await page.getByLabel("Confirmar nova senha").fill("senha-diferente");
    await page.getByRole("button", { name: "Salvar nova senha" }).click();
    await page.getByText("As senhas não coincidem").waitFor();
    await page.getByLabel("Confirmar nova senha").fill("senha-renovada-1");
    await page.getByRole("button", { name: "Salvar nova senha" }).click();
    await page.getByText("Senha redefinida com sucesso!").waitFor();

    await signInThroughForm(page, user.email, "senha-renovada-1");
    await toast(page, "Login realizado com sucesso").waitFor();
  });

  it("a user downloads the export of their data", async () => {
    const { page, user } = await verifiedPage();
    await page.goto("/profile");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Baixar meus dados" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await downloadedText(download));
    expect(data.account.email).toBe(user.email);
    expect(data.profile.fullName).toBe("Helena Costa");
  });

  it("a user deletes the account after typing the word, and can no longer sign in", async () => {
    const { page, user } = await verifiedPage();
    await page.goto("/profile");
    await page.getByRole("button", { name: "Excluir minha conta" }).click();
    const dialog = page.getByRole("dialog");
    const confirm = dialog.getByRole("button", { name: "Excluir definitivamente" });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel("Digite EXCLUIR para confirmar").fill("EXCLUIR");
    await confirm.click();
    await toast(page, "Conta excluída").waitFor();
    await page.getByRole("link", { name: "Entrar", exact: true }).waitFor();

    await signInThroughForm(page, user.email, user.password);
    await toast(page, "Erro ao entrar").waitFor();
  });
});
