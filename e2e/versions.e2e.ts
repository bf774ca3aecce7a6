import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { contentHistory } from "../src/server/db/schema/index.ts";
import { addVersion } from "../src/server/history/versions.ts";
import { personalAccess } from "../src/server/workspaces/personal.ts";
import { startFakeOpenAI } from "../tests/fakes/fake-openai.ts";
import { createUser, subscribe } from "../tests/helpers/factories.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { expectNoSidewaysScroll } from "./helpers/layout.ts";

// A scripted AI provider: each version's text is known.
const fake = await startFakeOpenAI();
const app = setupApp({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.baseUrl });
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const GENERATED = "# Roteiro de Vídeo\n\nGancho: você já provou café de origem? Vem pra cá!";
const FORMAL = "# Roteiro de Vídeo\n\nGancho: o senhor já provou café de origem? Visite-nos.";

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title }).first();

async function generateScript(page: Page) {
  await page.goto("/script-creator");
  await page.getByLabel("Prompt Mãe").fill("Somos o Café da Serra, cafeteria artesanal.");
  await page.getByLabel("Público-alvo").fill("Amantes de café");
  await page.getByLabel("Duração/tamanho").fill("30 segundos");
  await page.getByLabel("Objetivo final").fill("Visitar a loja no sábado");
  await page.getByRole("button", { name: "Gerar Roteiro" }).click();
  await toast(page, "Roteiro gerado com sucesso").waitFor();
}

async function editFormally(page: Page) {
  await page.getByRole("button", { name: "Editar", exact: true }).click();
  const chat = page.getByRole("dialog", { name: "Editar com IA" });
  await chat.getByRole("button", { name: "Torne mais formal" }).click();
  return chat;
}

const resultText = (page: Page) => page.getByTestId("result-text").textContent();

describe("versions of a result", () => {
  for (const [label, options] of [
    ["desktop", undefined],
    ["390 px", PHONE],
  ] as const) {
    it(`a script edited with the AI keeps its first version: restored from the Versões panel, compared word by word, counted in the history (${label})`, async () => {
      const user = await createUser(app.server);
      await subscribe(app.server.db, user.id);
      const { page } = await app.signedInPage(user, options);
      fake.enqueue({ content: GENERATED }, { content: FORMAL });
      await generateScript(page);
      const chat = await editFormally(page);
      await toast(page, "Conteúdo atualizado").waitFor();
      await page.keyboard.press("Escape");
      await chat.waitFor({ state: "detached" });
      expect(await resultText(page)).toContain("o senhor já provou");

      await page.getByRole("button", { name: "Versões" }).click();
      const panel = page.getByRole("dialog", { name: "Versões" });
      const list = panel.getByRole("list", { name: "Versões" });
      await list.getByText("Editado com IA: Torne mais formal").waitFor();
      await list.getByText("Gerado", { exact: true }).waitFor();
      if (options) await expectNoSidewaysScroll(page);

      await panel.getByRole("button", { name: "Restaurar a versão 1" }).click();
      await panel.getByText("Restaurar a versão 1?").waitFor();
      await panel.getByRole("button", { name: "Restaurar", exact: true }).click();
      await toast(page, "Versão 1 restaurada: agora é a versão 3.").waitFor();
      await list.getByText("Restaurado da versão 1").waitFor();
      // The card behind the panel shows the restored text.
      expect(await resultText(page)).toContain("você já provou café de origem? Vem pra cá!");

      await panel.getByRole("button", { name: "Comparar com a atual a versão 2" }).click();
      const diff = panel.getByRole("figure", { name: "Diferenças da versão 2 para a versão 3" });
      await diff.waitFor();
      expect(await diff.locator("p del").allTextContents()).toContain("removido: Visite-nos. fim");
      expect(await diff.locator("p ins").allTextContents()).toEqual([
        "adicionado: você fim",
        "adicionado: Vem pra cá! fim",
      ]);
      // The restored version is the first one's text again: nothing marked between them.
      await panel.getByLabel("De").selectOption("1");
      const same = panel.getByRole("figure", { name: "Diferenças da versão 1 para a versão 3" });
      await same.waitFor();
      expect(await same.locator("p ins, p del").count()).toBe(0);
      if (options) await expectNoSidewaysScroll(page);
      await page.keyboard.press("Escape");

      await page.goto("/history");
      const row = page
        .getByRole("region", { name: "Conteúdos do histórico" })
        .getByRole("row")
        .filter({ hasText: "Roteiro de Vídeo" });
      await row.getByText("3 versões").waitFor();
      await row.getByRole("button", { name: "Abrir" }).click();
      const item = page.getByRole("dialog").filter({ hasText: "3 versões" });
      await item.getByRole("button", { name: "Versões" }).click();
      await page
        .getByRole("dialog", { name: "Versões" })
        .getByRole("list", { name: "Versões" })
        .getByText("Restaurado da versão 1")
        .waitFor();
    });
  }

  it("an AI edit of a text another tab has changed is refused without asking the AI, and offers the diff and the newest text", async () => {
    const user = await createUser(app.server);
    await subscribe(app.server.db, user.id);
    const { page } = await app.signedInPage(user);
    fake.enqueue({ content: GENERATED });
    await generateScript(page);
    const [item] = await app.server.db
      .select({ id: contentHistory.id })
      .from(contentHistory)
      .where(eq(contentHistory.userId, user.id));
    // Another tab saves a version of the same script.
    const access = await personalAccess(app.server.db, user.id);
    await app.server.db.transaction((tx) =>
      addVersion(tx, access, item!.id, {
        title: null,
        content: "# Roteiro de Vídeo\n\nGancho: escrito na outra aba.",
        metadata: null,
        made: "manual",
      }),
    );
    const asked = fake.requests.length;

    const chat = await editFormally(page);
    await chat.getByText("Este conteúdo mudou desde que você o abriu").waitFor();
    expect(fake.requests.length).toBe(asked);
    await chat.getByRole("button", { name: "Ver diferenças" }).click();
    const diff = page
      .getByRole("dialog", { name: "Versões" })
      .getByRole("figure", { name: "Diferenças da versão 1 para a versão 2" });
    await diff.locator("ins").filter({ hasText: "escrito" }).first().waitFor();
    await page.keyboard.press("Escape");

    await chat.getByRole("button", { name: "Carregar a mais recente" }).click();
    await toast(page, "Versão 2 carregada").waitFor();
    expect(await resultText(page)).toContain("escrito na outra aba");
  });
});
