import type { BrowserContextOptions } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createUser } from "../tests/helpers/factories.ts";
import { makeTeam } from "../tests/helpers/team.ts";
import { personalWorkspaceOf } from "../tests/helpers/workspaces.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { expectNoSidewaysScroll } from "./helpers/layout.ts";

const app = setupApp();

const screens: [string, BrowserContextOptions | undefined][] = [
  ["on a desktop", undefined],
  ["on a 390 px phone", PHONE],
];

describe("a link to a plan of another of the member's workspaces", () => {
  for (const [where, options] of screens) {
    const phone = options !== undefined;
    it(`${where}, opens the plan there and says the workspace changed; a stranger gets "not found"`, async () => {
      const team = await makeTeam(app.server, phone ? "Agência Maré" : "Agência Aurora");
      const member = await team.join("editor", null, phone ? "Rita Rocha" : "Caio Prado");
      // The member works in their personal workspace when a teammate sends the link.
      await member.client.request("/api/workspaces/current", {
        method: "PUT",
        json: { workspaceId: await personalWorkspaceOf(app.server.db, member.id) },
      });
      const { page } = await app.signedInPage(member, options);
      await page.goto(`/planos/${team.plan.id}`);
      await page.getByRole("heading", { name: team.plan.title, level: 1 }).waitFor();
      const notice = page.getByRole("status").filter({ hasText: "Você mudou para" });
      await notice.waitFor();
      expect(await notice.textContent()).toBe(
        `Você mudou para o espaço de trabalho ${phone ? "Agência Maré" : "Agência Aurora"}`,
      );
      if (phone) await expectNoSidewaysScroll(page);
      await notice.getByRole("button", { name: "Fechar aviso" }).click();
      await page.getByText("Você mudou para").waitFor({ state: "detached" });

      // The switcher (the header's, or the phone menu's) shows the team now.
      if (phone) {
        await page.getByRole("banner").getByRole("button", { name: "Menu", exact: true }).click();
        await page.getByRole("dialog", { name: "Menu" }).waitFor();
      }
      await page
        .getByRole("button", {
          name: `Espaço de trabalho: ${phone ? "Agência Maré" : "Agência Aurora"}`,
        })
        .waitFor();

      const stranger = await createUser(app.server, { name: "Otto Estranho" });
      const other = await app.signedInPage(stranger, options);
      await other.page.goto(`/planos/${team.plan.id}`);
      await other.page.getByRole("heading", { name: "Plano não encontrado." }).waitFor();
      expect(await other.page.getByText("Você mudou para").count()).toBe(0);
    });
  }
});
