import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { printedUrl } from "../src/server/auth/origins.ts";
import { AUTH_ALERTS } from "../src/shared/auth-alerts.ts";
import { createUser } from "../tests/helpers/factories.ts";
import { setupApp, TEST_PASSWORD } from "./helpers/app.ts";

const app = setupApp();

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title }).first();

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}

describe("accounts in the browser", () => {
  it("a visitor signs up, edits the profile, signs out and signs in again", async () => {
    const page = await app.newPage();
    const email = `nova-${randomUUID().slice(0, 8)}@exemplo.com.br`;
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Cadastro" }).click();
    await page.getByLabel("Nome Completo").fill("Luciana Prado");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Senha", { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel("Confirmar Senha").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Criar Conta" }).click();
    await toast(page, "Conta criada com sucesso").waitFor();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("button", { name: "Menu da conta de Luciana Prado" }).waitFor();

    await page.goto("/profile");
    await page.getByRole("heading", { name: "Meu Perfil" }).waitFor();
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(email);
    expect(await page.getByText("Membro desde").textContent()).toMatch(
      /Membro desde \d{1,2} de [a-zç]+ de \d{4}/,
    );
    await page.getByLabel("Nome Completo").fill("Luciana Prado Reis");
    await page.getByLabel("Nome de Usuário").fill("luciana.reis");
    await page.getByRole("button", { name: "Salvar Alterações" }).click();
    await toast(page, "Perfil atualizado").waitFor();
    await page.getByRole("button", { name: "Menu da conta de Luciana Prado Reis" }).waitFor();

    await page.reload();
    expect(await page.getByLabel("Nome de Usuário").inputValue()).toBe("luciana.reis");

    await page.getByRole("button", { name: "Sair" }).click();
    await toast(page, "Sessão encerrada").waitFor();
    await page.waitForURL((url) => url.pathname === "/auth");
    await page.getByRole("link", { name: "Entrar" }).waitFor();
    // Leaving a protected page by signing out is not an access refusal.
    expect(await toast(page, "Acesso restrito").count()).toBe(0);

    await signInThroughForm(page, email, TEST_PASSWORD);
    await toast(page, "Login realizado com sucesso").waitFor();
    await page.waitForURL((url) => url.pathname === "/");
  });

  it("with APP_URL unset, a visitor signs up at the address the server prints", async () => {
    // What the server logs as "server listening" (http://127.0.0.1:PORT on these defaults).
    const printed = printedUrl(app.server.env, app.server.env.PORT);
    expect(printed).not.toBe(app.server.url);
    const page = await app.newPage();
    await page.goto(`${printed}/auth`);
    await page.getByRole("tab", { name: "Cadastro" }).click();
    await page.getByLabel("Nome Completo").fill("Paulo Andrade");
    await page.getByLabel("Email").fill(`impresso-${randomUUID().slice(0, 8)}@exemplo.com.br`);
    await page.getByLabel("Senha", { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel("Confirmar Senha").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Criar Conta" }).click();
    await toast(page, "Conta criada com sucesso").waitFor();
    await page.getByRole("button", { name: "Menu da conta de Paulo Andrade" }).waitFor();
    expect(new URL(page.url()).origin).toBe(printed);
  });

  it("the profile form shows the validation messages and a taken username", async () => {
    const other = await createUser(app.server);
    await other.client.json("/api/profile", {
      method: "PATCH",
      json: { full_name: "Outra Pessoa", username: "ja_usado" },
    });
    const { page } = await app.signedInPage();
    await page.goto("/profile");
    await page.getByLabel("Nome Completo").fill("Jo");
    await page.getByLabel("Nome de Usuário").fill("ab");
    await page.getByRole("button", { name: "Salvar Alterações" }).click();
    await page.getByText("O nome completo deve ter pelo menos 3 caracteres").waitFor();
    await page.getByText("O nome de usuário deve ter pelo menos 3 caracteres").waitFor();

    await page.getByLabel("Nome Completo").fill("Joana Dias");
    await page.getByLabel("Nome de Usuário").fill("ja_usado");
    await page.getByRole("button", { name: "Salvar Alterações" }).click();
    await toast(page, "Erro ao atualizar perfil").waitFor();
    expect(await page.getByText("Este nome de usuário já está em uso.").count()).toBeGreaterThan(0);
  });

  it("a wrong password shows Erro ao entrar with the server's message", async () => {
    const user = await createUser(app.server);
    const page = await app.newPage();
    await page.goto("/auth");
    await signInThroughForm(page, user.email, "senha-errada");
    const error = toast(page, "Erro ao entrar");
    await error.waitFor();
    expect(await error.textContent()).toContain("Email ou senha incorretos.");
    expect(new URL(page.url()).pathname).toBe("/auth");
  });

  it("the sign-in form shows the validation messages and sends nothing", async () => {
    const page = await app.newPage();
    await page.goto("/auth");
    let sent = false;
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/sign-in")) sent = true;
    });
    await signInThroughForm(page, "nao-e-email", "123");
    await page.getByText("Email inválido").waitFor();
    await page.getByText("A senha deve ter pelo menos 6 caracteres").waitFor();

    await page.getByRole("button", { name: "Cadastre-se" }).click();
    await page.getByLabel("Senha", { exact: true }).fill("segredo1");
    await page.getByLabel("Confirmar Senha").fill("segredo2");
    await page.getByRole("button", { name: "Criar Conta" }).click();
    await page.getByText("As senhas não coincidem").waitFor();
    await page.getByText("O nome completo deve ter pelo menos 3 caracteres").waitFor();
    expect(sent).toBe(false);
  });

  it("an anonymous visit to /profile lands on /auth and returns there after sign-in", async () => {
    const user = await createUser(app.server);
    const page = await app.newPage();
    await page.goto("/profile");
    await page.waitForURL((url) => url.pathname === "/auth");
    await toast(page, "Acesso restrito").waitFor();
    await signInThroughForm(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === "/profile");
    await page.getByRole("heading", { name: "Meu Perfil" }).waitFor();
  });

  it("a signed-in user opening /auth is sent home", async () => {
    const { page } = await app.signedInPage();
    await page.goto("/auth");
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { name: "Plataforma de Conteúdo Inteligente" }).waitFor();
  });

  it("the success and error codes in the query show the app's own alerts on /auth", async () => {
    const page = await app.newPage();
    await page.goto("/auth?success=email-verified&error=link-expired");
    const success = page.getByRole("alert").filter({ hasText: "Sucesso" });
    const failure = page.getByRole("alert").filter({ hasText: "Erro" });
    expect(await success.textContent()).toContain(AUTH_ALERTS.success["email-verified"]);
    expect(await failure.textContent()).toContain(AUTH_ALERTS.error["link-expired"]);
  });

  it("text written into the query is never shown: an unknown error gets a generic message", async () => {
    const page = await app.newPage();
    const bait = "Clique em http://evil.example/premio";
    await page.goto(`/auth?${new URLSearchParams({ success: bait, error: bait })}`);
    const failure = page.getByRole("alert").filter({ hasText: "Erro" });
    expect(await failure.textContent()).toContain(
      "Não foi possível concluir a operação. Tente novamente.",
    );
    expect(await page.getByText(bait).count()).toBe(0);
    expect(await page.getByRole("alert").filter({ hasText: "Sucesso" }).count()).toBe(0);
  });
});

describe("the profile tabs", () => {
  it("the tab parameter selects the tab, and changing tabs rewrites it without a new page", async () => {
    const { page } = await app.signedInPage();
    await page.goto("/profile?tab=subscription");
    const subscriptionTab = page.getByRole("tab", { name: "Assinatura" });
    await subscriptionTab.waitFor();
    expect(await subscriptionTab.getAttribute("aria-selected")).toBe("true");

    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole("tab", { name: "Perfil" }).click();
    await page.waitForURL((url) => url.searchParams.get("tab") === "profile");
    await page.getByLabel("Nome Completo").waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });
});

describe("routing", () => {
  it("an unknown path gets a 404 from the server and the not-found page", async () => {
    const page = await app.newPage();
    const response = await page.goto("/nao-existe/de-jeito-nenhum");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
    await page.getByRole("link", { name: "Voltar para o início" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  it("/index redirects to the home page", async () => {
    const page = await app.newPage();
    await page.goto("/index");
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { name: "Plataforma de Conteúdo Inteligente" }).waitFor();
  });
});
