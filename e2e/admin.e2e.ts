import { eq } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { contentHistory, userRoles } from "../src/server/db/schema/index.ts";
import { createUser, makeAdmin, type TestUser } from "../tests/helpers/factories.ts";
import { setupApp } from "./helpers/app.ts";
import { expectNoSidewaysScroll } from "./helpers/layout.ts";

const app = setupApp();
let admin: TestUser;

beforeAll(async () => {
  admin = await createUser(app.server, { name: "Ana Administradora" });
  await makeAdmin(app.server.db, admin.id);
});

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title }).first();

async function openPanel() {
  const { page } = await app.signedInPage(admin);
  await page.goto("/admin");
  await page.getByRole("heading", { name: "Painel Administrativo" }).waitFor();
  return page;
}

/** The user's row in the Usuários tab, found through the search box. */
async function userRow(page: Page, user: TestUser) {
  await page.getByRole("searchbox", { name: "Buscar por nome ou email" }).fill(user.email);
  await page.getByRole("button", { name: "Buscar" }).click();
  const row = page.locator(`tr[data-user-id="${user.id}"]`);
  await row.waitFor();
  return row;
}

async function confirmWithReason(
  page: Page,
  row: Locator,
  action: "Banir" | "Travar",
  reason: string,
) {
  await row.getByRole("button", { name: action }).click();
  const dialog = page.getByRole("dialog");
  const confirm = dialog.getByRole("button", { name: action });
  expect(await confirm.isDisabled()).toBe(true);
  await dialog.getByLabel("Motivo").fill("   ");
  expect(await confirm.isDisabled()).toBe(true);
  await dialog.getByLabel("Motivo").fill(reason);
  await confirm.click();
  await dialog.waitFor({ state: "detached" });
}

async function signInThroughForm(page: Page, user: TestUser) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Senha", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}

describe("the admin panel in the browser", () => {
  it("an admin's header, with its ten items and the workspace switcher, fits a 1024 px screen", async () => {
    const { page } = await app.signedInPage(admin, { viewport: { width: 1024, height: 768 } });
    await page.goto("/admin");
    const bar = page.getByRole("banner").locator("> div");
    await bar.getByRole("link", { name: "Admin" }).waitFor();
    await bar.getByRole("button", { name: /Espaço de trabalho/ }).waitFor();
    const { scrollWidth, clientWidth } = await bar.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expectNoSidewaysScroll(page);
  });

  it("an anonymous visitor is sent to sign in and a common user is sent home", async () => {
    const anonymous = await app.newPage();
    await anonymous.goto("/admin");
    await toast(anonymous, "Acesso restrito").waitFor();
    await anonymous.waitForURL((url) => url.pathname === "/auth");

    const { page } = await app.signedInPage();
    await page.goto("/admin");
    const denied = toast(page, "Acesso negado");
    await denied.waitFor();
    expect(await denied.textContent()).toContain("Você não tem permissão para acessar esta área.");
    await page.waitForURL((url) => url.pathname === "/");
  });

  it("an admin sees the seven counts, the backup line, the users with their status, and their own row has no actions", async () => {
    const page = await openPanel();
    const cards = page.getByRole("list", { name: "Números da plataforma" });
    for (const label of [
      "Total Usuários",
      "Admins",
      "Banidos",
      "Travados",
      "Assinantes",
      "Prompts",
      "Espaços de trabalho",
    ]) {
      await cards.getByText(label, { exact: true }).waitFor();
    }
    // The test server's database lives in memory: no backup, and no daily job.
    await page.getByText("Nenhum backup feito ainda. Backups diários desativados.").waitFor();
    for (const column of [
      "Nome",
      "Email",
      "Role",
      "Assinatura",
      "Espaços",
      "Status",
      "Criado em",
      "Ações",
    ]) {
      await page.getByRole("columnheader", { name: column, exact: true }).waitFor();
    }
    const own = await userRow(page, admin);
    expect(await own.textContent()).toContain("Você");
    expect(await own.getByRole("button").count()).toBe(0);
    expect(await own.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(await own.textContent()).toContain("1 espaço");
    expect(
      await own.getByRole("list", { name: "Espaços de que é proprietário" }).textContent(),
    ).toBe("Pessoal · 1 membro");
  });

  it("an admin bans a user with a reason; the user's open page is refused, sign-in shows the reason, and unban restores access", async () => {
    const user = await createUser(app.server, { name: "Bruno Banido" });
    const { page: userPage } = await app.signedInPage(user);
    await userPage.goto("/profile");
    await userPage.getByRole("heading", { name: "Meu Perfil" }).waitFor();

    const page = await openPanel();
    const row = await userRow(page, user);
    await confirmWithReason(page, row, "Banir", "Envio de spam");
    await toast(page, "Usuário banido").waitFor();
    await row.getByText("Banido", { exact: true }).waitFor();

    // The open page's next request finds no session.
    const me = await userPage.request.get("/api/me");
    expect(await me.json()).toEqual({ user: null });
    await userPage.reload();
    await userPage.waitForURL((url) => url.pathname === "/auth");

    await signInThroughForm(userPage, user);
    const refused = toast(userPage, "Erro ao entrar");
    await refused.waitFor();
    expect(await refused.textContent()).toContain("Conta banida. Motivo: Envio de spam");

    await row.getByRole("button", { name: "Desbanir" }).click();
    await toast(page, "Usuário desbanido").waitFor();
    await row.getByText("Ativo", { exact: true }).waitFor();

    await signInThroughForm(userPage, user);
    await toast(userPage, "Login realizado com sucesso").waitFor();
  });

  it("a lock refuses the tools with the reason but keeps the account readable; the dialog starts empty again", async () => {
    const user = await createUser(app.server, { name: "Tereza Travada" });
    const page = await openPanel();
    const row = await userRow(page, user);
    await confirmWithReason(page, row, "Travar", "Pagamento contestado");
    await toast(page, "Usuário travado").waitFor();
    await row.getByText("Travado", { exact: true }).waitFor();

    const { page: userPage } = await app.signedInPage(user);
    const generate = await userPage.request.post("/api/generate/prompt", {
      data: {},
      headers: { origin: app.server.url },
    });
    expect(generate.status()).toBe(423);
    expect((await generate.json()).message).toContain("Pagamento contestado");
    // The history API is another feature's; the account itself stays readable.
    const me = await (await userPage.request.get("/api/me")).json();
    expect(me.user).toMatchObject({ isLocked: true, lockedReason: "Pagamento contestado" });
    await userPage.goto("/profile");
    await userPage.getByRole("heading", { name: "Meu Perfil" }).waitFor();

    await row.getByRole("button", { name: "Destravar" }).click();
    await toast(page, "Usuário destravado").waitFor();
    await row.getByRole("button", { name: "Travar" }).click();
    expect(await page.getByRole("dialog").getByLabel("Motivo").inputValue()).toBe("");
  });

  it("promoting a user shows Admin in orange in their navigation", async () => {
    const user = await createUser(app.server, { name: "Paulo Promovido" });
    const { page: userPage } = await app.signedInPage(user);
    await userPage.goto("/");
    await userPage.getByRole("link", { name: "Histórico" }).waitFor();
    expect(await userPage.getByRole("link", { name: "Admin" }).count()).toBe(0);

    const page = await openPanel();
    const row = await userRow(page, user);
    await row.getByRole("button", { name: "Tornar admin" }).click();
    const updated = toast(page, "Role atualizada");
    await updated.waitFor();
    expect(await updated.textContent()).toContain("Paulo Promovido agora é administrador.");

    await userPage.reload();
    const link = userPage.getByRole("link", { name: "Admin" });
    await link.waitFor();
    const [color, orange] = await link.evaluate((el) => {
      const probe = document.createElement("span");
      probe.style.color = "var(--color-admin)";
      document.body.append(probe);
      const colors = [getComputedStyle(el).color, getComputedStyle(probe).color];
      probe.remove();
      return colors;
    });
    expect(color).toBe(orange);
  });

  it("the Prompts tab lists everyone's content, and Ver Conteúdo shows the full text", async () => {
    const owner = await createUser(app.server, { name: "Carla Criadora" });
    const text = `Linha inicial do roteiro.\n${"Parágrafo longo do roteiro. ".repeat(40)}Fim do roteiro.`;
    await app.server.db.insert(contentHistory).values({
      userId: owner.id,
      contentType: "script",
      title: "Roteiro de Vídeo: lançamento",
      content: text,
    });
    const page = await openPanel();
    await page.getByRole("tab", { name: "Prompts" }).click();
    await page.getByRole("button", { name: "Roteiros" }).click();
    const row = page.getByRole("row").filter({ hasText: "Roteiro de Vídeo: lançamento" });
    await row.waitFor();
    expect(await row.textContent()).toContain(owner.email);
    expect(await row.textContent()).toContain("Carla Criadora");
    await row.getByRole("button", { name: "Ver Conteúdo" }).click();
    const shown = page.getByRole("dialog").getByTestId("admin-content-text");
    await shown.waitFor();
    expect(await shown.textContent()).toBe(text);
  });

  it("an admin demoted while the panel is open sees Acesso Negado on the next refresh", async () => {
    const other = await createUser(app.server, { name: "Olga Ex-Admin" });
    await makeAdmin(app.server.db, other.id);
    const { page } = await app.signedInPage(other);
    // The header's first subscription check (1.5 s after load) re-reads the session (verify,
    // then /api/me): once it has, the demotion can only be met by the panel's refresh, not by the route guard.
    // One listener from the start: a second one added once verify has answered can miss a
    // /api/me whose event reaches the test in the same batch (seen on a loaded CI machine).
    const firstCheck = new Promise<void>((resolve) => {
      let verified = false;
      page.on("response", (r) => {
        if (r.url().endsWith("/api/billing/verify")) verified = true;
        else if (verified && r.url().endsWith("/api/me")) resolve();
      });
    });
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Painel Administrativo" }).waitFor();
    await firstCheck;
    await app.server.db
      .update(userRoles)
      .set({ role: "user" })
      .where(eq(userRoles.userId, other.id));
    await page.getByRole("button", { name: "Atualizar Dados" }).click();
    await page.getByText("Acesso Negado", { exact: true }).waitFor();
    await page.getByText("Você não tem permissão para acessar o painel administrativo.").waitFor();
  });

  it("the Auditoria tab shows who did what to whom and why", async () => {
    const user = await createUser(app.server, { name: "Diana Auditada" });
    const page = await openPanel();
    const row = await userRow(page, user);
    await confirmWithReason(page, row, "Travar", "Conteúdo impróprio");
    await toast(page, "Usuário travado").waitFor();
    await page.getByRole("tab", { name: "Auditoria" }).click();
    const entry = page.getByRole("row").filter({ hasText: user.email }).first();
    await entry.waitFor();
    const text = await entry.textContent();
    expect(text).toContain(admin.email);
    expect(text).toContain("Usuário travado");
    expect(text).toContain("Conteúdo impróprio");
  });

  it("the Emails tab lists the contact messages and every e-mail with its delivery state", async () => {
    const user = await createUser(app.server, { name: "Elisa Escritora" });
    const message = "Gostaria de saber se o plano anual tem nota fiscal.";
    await user.client.json("/api/contact", {
      json: { name: "Elisa Escritora", email: user.email, message },
    });
    const page = await openPanel();
    await page.getByRole("tab", { name: "Emails", exact: true }).click();
    const contact = page.getByRole("row").filter({ hasText: message });
    await contact.waitFor();
    expect(await contact.textContent()).toContain("Caixa de saída (sem SMTP)");

    await page.getByRole("tab", { name: "Emails enviados e caixa de saída" }).click();
    const verification = page
      .getByRole("row")
      .filter({ hasText: user.email })
      .filter({ hasText: "Confirmação de email" });
    await verification.waitFor();
    expect(await verification.textContent()).toContain("Caixa de saída (sem SMTP)");
  });
});
