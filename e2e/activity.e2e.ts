import type { BrowserContextOptions } from "playwright-core";
import { describe, it } from "vitest";
import { createUser, subscribe, TEST_BRAND } from "../tests/helpers/factories.ts";
import { generateDone, TEST_STRATEGY } from "../tests/helpers/plans.ts";
import { addMember } from "../tests/helpers/workspaces.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { expectNoSidewaysScroll } from "./helpers/layout.ts";

const app = setupApp();

const screens: [string, BrowserContextOptions | undefined][] = [
  ["on a desktop", undefined],
  ["on a 390 px phone", PHONE],
];

describe("authors and the activity log in the browser", () => {
  for (const [where, options] of screens) {
    const phone = options !== undefined;
    it(`${where}, the owner sees a teammate's strategy "por <nome>" in the history and as a line of Atividade`, async () => {
      const owner = await createUser(app.server, { name: phone ? "Rita Rocha" : "Caio Prado" });
      const team = await owner.client.json<{ id: string }>("/api/workspaces", {
        json: { name: "Agência Sol" },
      });
      await subscribe(app.server.db, owner.id, { workspaceId: team.body.id });
      const brand = await owner.client.json<{ id: string }>("/api/brands", {
        json: { ...TEST_BRAND, brandName: "Padaria Pão Quente" },
      });
      const teammate = await createUser(app.server, { name: phone ? "Bia Nunes" : "Davi Reis" });
      await addMember(app.server.db, team.body.id, teammate.id, "editor");
      const { done } = await generateDone(teammate, "strategy", {
        ...TEST_STRATEGY,
        brandId: brand.body.id,
      });

      const { page } = await app.signedInPage(owner, options);
      await page.goto("/history");
      const rows = page.getByRole("region", { name: "Conteúdos do histórico" }).locator("tbody tr");
      const row = rows.filter({ hasText: done.title });
      await row.getByText(`por ${teammate.name}`).waitFor();
      await page.getByRole("combobox", { name: "Autor" }).selectOption({ label: owner.name });
      await page.getByText("Nenhum conteúdo encontrado.").waitFor();
      if (phone) await expectNoSidewaysScroll(page);

      await page.locator("header button", { hasText: "Menu da conta" }).click();
      await page.getByRole("menuitem", { name: "Atividade" }).click();
      await page.getByRole("heading", { name: "Atividade", level: 1 }).waitFor();
      const lines = page.getByRole("list", { name: "Atividade" }).locator(":scope > li");
      await lines
        .filter({
          hasText: new RegExp(
            `^${teammate.name} gerou uma estratégia para Padaria Pão Quente · (agora|há \\d+ min)`,
          ),
        })
        .waitFor();
      await page.getByRole("combobox", { name: "Membro" }).selectOption({ label: owner.name });
      await page.getByText("Nenhuma atividade encontrada.").waitFor();
      if (phone) await expectNoSidewaysScroll(page);
    });
  }
});
