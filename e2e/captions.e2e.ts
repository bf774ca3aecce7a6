import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { brands, contentHistory, planPosts } from "../src/server/db/schema/index.ts";
import type { CreatedShareLink } from "../src/shared/approval.ts";
import { ABOUT_CAPTION } from "../src/shared/approval-rules.ts";
import { textForNetwork } from "../src/shared/generation/captions.ts";
import { createUser, subscribe } from "../tests/helpers/factories.ts";
import { seedPlan } from "../tests/helpers/seed-plan.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { askForChanges, clientCard, openAsClient } from "./helpers/approval.ts";
import { expectNoSidewaysScroll } from "./helpers/layout.ts";

const app = setupApp();

/** What the copy buttons put on the clipboard, kept on the page. */
async function recordCopies(page: Page) {
  await page.addInitScript(() => {
    const copies: string[] = [];
    Object.assign(window, { copies });
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: async (text: string) => void copies.push(text) },
    });
  });
}
const copiesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { copies: string[] }).copies);

describe("captions", () => {
  for (const [label, options] of [
    ["desktop", undefined],
    ["390 px", PHONE],
  ] as const) {
    it(`a post's caption is created from its panel and copied for the network, the week's others in one run, and the client asks for changes on one (${label})`, async () => {
      const owner = await createUser(app.server);
      await subscribe(app.server.db, owner.id);
      const { plan, posts, brand } = await seedPlan(app.server.db, owner.id);
      await app.server.db
        .update(brands)
        .set({ basePrompt: "Somos o Café Aroma, cafeteria artesanal de Belo Horizonte." })
        .where(eq(brands.id, brand.id));
      const post = posts[0]!;
      const { page } = await app.signedInPage(owner, options);
      await recordCopies(page);

      await page.goto(`/planos/${plan.id}?post=${post.id}`);
      const panel = page.getByRole("dialog");
      await panel.getByRole("heading", { name: "Legenda", exact: true }).waitFor();
      await panel.getByRole("button", { name: "Criar legenda" }).click();
      // The idea moved into production with its caption, and the page says so.
      await page.getByText('O post passou de "Ideia" para "Em produção".').waitFor();
      const copy = panel.getByRole("button", { name: "Copiar para a rede" });
      await copy.waitFor();
      await panel.getByText(/Caracteres: \d+ \/ 2\.200/).waitFor();
      await copy.click();
      await panel.getByRole("button", { name: "Copiado" }).waitFor();

      const [row] = await app.server.db
        .select({ caption: planPosts.caption })
        .from(planPosts)
        .where(eq(planPosts.id, post.id));
      expect(row?.caption?.caption).toContain("Gancho 1");
      expect(await copiesOf(page)).toEqual([textForNetwork(row!.caption!)]);
      if (options) await expectNoSidewaysScroll(page);

      // The week's other posts get theirs in one run, each saved on its post and in the history.
      await page.goto(`/planos/${plan.id}?visao=semana`);
      await page.getByRole("button", { name: "Gerar legendas da semana" }).click();
      await page.getByText("2 de 2 legendas geradas.", { exact: true }).waitFor();
      await expect
        .poll(async () => {
          const rows = await app.server.db
            .select({ caption: planPosts.caption })
            .from(planPosts)
            .where(eq(planPosts.planId, plan.id));
          return rows.filter((r) => r.caption !== null).length;
        })
        .toBe(posts.length);
      const titles = await app.server.db
        .select({ title: contentHistory.title })
        .from(contentHistory)
        .where(and(eq(contentHistory.userId, owner.id), eq(contentHistory.contentType, "caption")));
      expect(titles.map((t) => t.title).sort()).toEqual(
        posts.map((p) => `Legenda para ${p.theme}`).sort(),
      );
      if (options) await expectNoSidewaysScroll(page);

      const { body: link } = await owner.client.json<CreatedShareLink>(
        `/api/plans/${plan.id}/shares`,
        { json: { expiresIn: "7" } },
      );
      const client = await app.newPage(options);
      await openAsClient(client, link.url);
      const card = clientCard(client, post.theme!);
      const shown = card.getByRole("region", { name: "Legenda" });
      await shown.getByText("Gancho 1", { exact: false }).first().waitFor();
      await shown.getByText(row!.caption!.hashtags.join(" ")).waitFor();
      await askForChanges(card, "Tire o ponto de exclamação.", { aboutCaption: true });
      await card.getByText(`${ABOUT_CAPTION}Tire o ponto de exclamação.`).waitFor();
      if (options) await expectNoSidewaysScroll(client);
    });
  }
});
