import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { BrowserContextOptions } from "playwright-core";
import { describe, expect, it } from "vitest";
import { subscriptions, users } from "../src/server/db/schema/index.ts";
import { createUser, subscribe, TEST_BRAND } from "../tests/helpers/factories.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { invitationLink, inviteFromTeamPage, signUpFromInvitation } from "./helpers/invitations.ts";
import { expectNoSidewaysScroll } from "./helpers/layout.ts";

// No STRIPE_SECRET_KEY: the local test checkout; the owner's Pro is a subscription row.
const app = setupApp();

const screens: [string, BrowserContextOptions | undefined][] = [
  ["on a desktop", undefined],
  ["on a 390 px phone", PHONE],
];

describe("one subscription serves the agency", () => {
  for (const [where, options] of screens) {
    it(`${where}, an owner with Pro and brands in their own space makes it the team, invites a teammate without a second payment, and the teammate sees the brands`, async () => {
      const owner = await createUser(app.server, { name: "Otávio Dono" });
      await subscribe(app.server.db, owner.id);
      await owner.client.json("/api/brands", {
        json: { ...TEST_BRAND, brandName: "Padaria Aurora" },
      });
      const team = options ? "Agência Lua" : "Agência Sol";
      const { page } = await app.signedInPage(owner, options);
      await page.goto("/equipe");
      await page.getByText("Uma assinatura Pro vale para todo o espaço de trabalho").waitFor();
      await page.getByLabel("Nome da equipe").fill(team);
      await page.getByRole("button", { name: "Transformar em equipe" }).click();
      // Now a team, on the same Pro: inviting is offered here, where the brands are.
      await page.getByRole("button", { name: "Convidar pessoa" }).waitFor();

      const email = `equipe-${randomUUID().slice(0, 8)}@exemplo.com.br`;
      await inviteFromTeamPage(page, { email, role: "Editor" });
      if (options) await expectNoSidewaysScroll(page);

      const teammate = await app.newPage(options);
      await signUpFromInvitation(teammate, await invitationLink(app.server, email), {
        email,
        name: "Eva Souza",
        workspace: team,
      });
      await teammate.goto("/marcas");
      await teammate
        .getByRole("list", { name: "Marcas" })
        .locator(":scope > li", { hasText: "Padaria Aurora" })
        .waitFor();
      // One subscription, the owner's: the teammate paid nothing, and Pro covers them.
      const [account] = await app.server.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email));
      const paid = await app.server.db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.userId, account?.id ?? ""));
      expect(paid).toEqual([]);
      await teammate.goto("/strategy-creator");
      await teammate.getByRole("heading", { name: "Meu Estrategista Digital" }).waitFor();
      expect(await teammate.getByText("Assinatura necessária").count()).toBe(0);
    });
  }
});
