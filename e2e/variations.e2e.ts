import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contentHistory } from "../src/server/db/schema/index.ts";
import { captionFieldsOf } from "../src/shared/generation/captions.ts";
import { createUser, subscribe } from "../tests/helpers/factories.ts";
import { generateDone, TEST_SCRIPT } from "../tests/helpers/plans.ts";
import { itemVersionsOf } from "../tests/helpers/versions.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { expectNoSidewaysScroll } from "./helpers/layout.ts";
import { pickSecondOption } from "./helpers/variations.ts";

const app = setupApp();
const BASE_PROMPT = "Somos a Padaria Aurora, pães de fermentação natural em Curitiba.";

/** An item's versions, newest first. */
const versionsOf = async (historyId: string) =>
  (await itemVersionsOf(app.server.db, historyId)).toReversed();

const latestItemOf = async (userId: string) => {
  const [item] = await app.server.db
    .select()
    .from(contentHistory)
    .where(eq(contentHistory.userId, userId))
    .orderBy(desc(contentHistory.createdAt))
    .limit(1);
  return item!;
};

/** A caption's versions once its second option is kept: the others first, the picked newest. */
const SECOND_KEPT = [
  ["variation", "Opção 2 de 3"],
  ["variation", "Opção 3 de 3"],
  ["variation", "Opção 1 de 3"],
  ["generated", null],
];

describe("variations", () => {
  for (const [label, options] of [
    ["desktop", undefined],
    ["390 px", PHONE],
  ] as const) {
    it(`"Gerar 3 opções" on a caption offers three options and "Usar esta" on the second keeps it, the others as versions; a script is generated again with an instruction (${label})`, async () => {
      const user = await createUser(app.server);
      await subscribe(app.server.db, user.id);
      const { page } = await app.signedInPage(user, options);

      await page.goto("/caption-creator");
      await page.getByLabel("Prompt Mãe").fill(BASE_PROMPT);
      await page.getByLabel("Tema").fill("Pão de fermentação natural");
      await page.getByLabel("Gancho").fill("O segredo do nosso pão está no tempo.");
      await page.getByRole("button", { name: "Gerar Legenda" }).click();
      const second = await pickSecondOption(page, page, { swipe: label === "390 px" });
      await page.getByTestId("result-text").getByText(second.split("\n")[0]!).waitFor();

      const caption = await latestItemOf(user.id);
      expect(captionFieldsOf(caption.content).caption).toBe(second);
      expect((await versionsOf(caption.id)).map((v) => [v.made, v.instruction])).toEqual(
        SECOND_KEPT,
      );

      await page.goto("/script-creator");
      await page.getByLabel("Prompt Mãe").fill(BASE_PROMPT);
      await page.getByLabel("Público-alvo").fill("Vizinhos do bairro");
      await page.getByLabel("Duração/tamanho").fill("30 segundos");
      await page.getByLabel("Objetivo final").fill("Encomendas pelo WhatsApp");
      await page.getByRole("button", { name: "Gerar Roteiro" }).click();
      await page.getByRole("button", { name: "Gerar novamente com uma instrução" }).click();
      await page.getByLabel("Instrução para gerar novamente").fill("Resuma em 2 parágrafos");
      await page.getByRole("button", { name: "Gerar novamente", exact: true }).click();
      await page.getByRole("status").filter({ hasText: "Conteúdo gerado." }).waitFor();

      const script = await latestItemOf(user.id);
      expect(script.contentType).toBe("script");
      await expect
        .poll(async () => (await versionsOf(script.id)).map((v) => [v.made, v.instruction]))
        .toEqual([
          ["regenerated", "Resuma em 2 parágrafos"],
          ["generated", null],
        ]);
    });
  }

  for (const [label, options] of [
    ["desktop", undefined],
    ["390 px", PHONE],
  ] as const) {
    it(`an item opened from the history offers "Gerar 3 opções" and "Gerar novamente com uma instrução": the second option of a caption is kept and its versions counted, a script is generated again into the dialog (${label})`, async () => {
      const user = await createUser(app.server);
      await subscribe(app.server.db, user.id);
      const { done: caption } = await generateDone(user, "caption", {
        basePrompt: BASE_PROMPT,
        theme: "Pão de fermentação natural",
        hook: "O segredo do nosso pão está no tempo.",
      });
      const { page } = await app.signedInPage(user, options);
      const rows = page.getByRole("region", { name: "Conteúdos do histórico" }).getByRole("row");
      const open = async (title: string) => {
        await rows.filter({ hasText: title }).getByRole("button", { name: "Abrir" }).click();
        return page.getByRole("dialog", { name: title });
      };

      await page.goto("/history");
      let item = await open(caption.title);
      const second = await pickSecondOption(page, item, { swipe: label === "390 px" });
      await item.getByText("4 versões").waitFor();
      await item
        .getByRole("region", { name: "Texto do conteúdo" })
        .getByText(second.split("\n")[0]!)
        .waitFor();
      await page.keyboard.press("Escape");
      await rows.filter({ hasText: caption.title }).getByText("4 versões").waitFor();
      expect((await versionsOf(caption.historyId)).map((v) => [v.made, v.instruction])).toEqual(
        SECOND_KEPT,
      );

      const { done: script } = await generateDone(user, "script", TEST_SCRIPT);
      await page.reload();
      item = await open(script.title);
      await item.getByRole("button", { name: "Gerar novamente com uma instrução" }).click();
      await item.getByLabel("Instrução para gerar novamente").fill("Resuma em 2 parágrafos");
      await item.getByRole("button", { name: "Gerar novamente", exact: true }).click();
      await item.getByRole("status").filter({ hasText: "Conteúdo gerado." }).waitFor();
      await item.getByText("2 versões").waitFor();
      if (label === "390 px") await expectNoSidewaysScroll(page);
      expect((await versionsOf(script.historyId)).map((v) => [v.made, v.instruction])).toEqual([
        ["regenerated", "Resuma em 2 parágrafos"],
        ["generated", null],
      ]);
    });
  }
});
