import AxeBuilder from "@axe-core/playwright";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { planPosts } from "../src/server/db/schema/index.ts";
import type { CreatedShareLink } from "../src/shared/approval.ts";
import { createUser } from "../tests/helpers/factories.ts";
import { seedPlan } from "../tests/helpers/seed-plan.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { askForChanges, clientCard, openAsClient } from "./helpers/approval.ts";

const app = setupApp();

const versionOf = async (postId: string) => {
  const [row] = await app.server.db
    .select({ version: planPosts.version })
    .from(planPosts)
    .where(eq(planPosts.id, postId));
  return row?.version;
};

describe("the client sees what changed since asking for changes", () => {
  for (const [label, options] of [
    ["desktop", undefined],
    ["390 px", PHONE],
  ] as const) {
    it(`the client asks for changes, the owner edits the hook, and the client's page shows the diff and the version of the request (${label})`, async () => {
      const owner = await createUser(app.server);
      const { plan, posts } = await seedPlan(app.server.db, owner.id, { posts: 2 });
      const post = posts[1]!;
      const { body: link } = await owner.client.json<CreatedShareLink>(
        `/api/plans/${plan.id}/shares`,
        { json: { expiresIn: "7" } },
      );

      const client = await app.newPage(options);
      await openAsClient(client, link.url);
      const asked = clientCard(client, post.theme);
      await askForChanges(asked, "O gancho está fraco.");
      await asked.getByText(/Ana Cliente pediu ajustes sobre a versão 1/).waitFor();
      expect(await asked.getByText("Alterado desde o seu pedido").count()).toBe(0);

      const { page } = await app.signedInPage(owner, options);
      await page.goto(`/planos/${plan.id}?post=${post.id}`);
      const panel = page.getByRole("dialog");
      await panel.getByText("O gancho está fraco.").waitFor();
      await panel.getByLabel("Gancho", { exact: true }).fill("Gancho 2 que ninguém esquece");
      await panel.getByLabel("Gancho", { exact: true }).blur();
      await expect.poll(() => versionOf(post.id), { timeout: 10_000 }).toBe(2);
      await page.context().close();

      await client.reload();
      const changed = clientCard(client, post.theme);
      const note = changed.getByRole("region", { name: "Alterado desde o seu pedido" });
      await note.waitFor();
      await note.getByText("Seu pedido foi sobre a versão 1; esta é a versão 2.").waitFor();
      const diff = note.getByRole("figure", { name: "O que mudou em gancho" });
      expect(await diff.locator("p > ins").textContent()).toBe(
        "adicionado:  que ninguém esquece fim",
      );
      expect(await diff.locator("p > del").count()).toBe(0);
      await changed.getByText(/Ana Cliente pediu ajustes sobre a versão 1/).waitFor();
      // The other post never changed: nothing is said of it.
      expect(
        await clientCard(client, posts[0]!.theme).getByText("Alterado desde o seu pedido").count(),
      ).toBe(0);
      if (options) {
        expect(
          await client.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);
      }
      const { violations } = await new AxeBuilder({ page: client }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);

      // Approving the new version answers the request: the note goes, the thread says which.
      await changed.getByRole("button", { name: "Aprovar" }).click();
      await changed.getByText(/Ana Cliente aprovou sobre a versão 2/).waitFor();
      expect(await changed.getByText("Alterado desde o seu pedido").count()).toBe(0);
      await client.context().close();
    });
  }
});
