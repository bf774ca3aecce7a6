import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { BrowserContextOptions } from "playwright-core";
import { describe, expect, it } from "vitest";
import { subscriptions, users } from "../src/server/db/schema/index.ts";
import { postPath } from "../src/shared/plans.ts";
import { createUser, subscribe, TEST_BRAND } from "../tests/helpers/factories.ts";
import { seedPlan } from "../tests/helpers/plans.ts";
import { PHONE, setupApp, waitForHydration } from "./helpers/app.ts";
import { invitationLink, inviteFromTeamPage, signUpFromInvitation } from "./helpers/invitations.ts";
import { expectNoSidewaysScroll } from "./helpers/layout.ts";

// No STRIPE_SECRET_KEY: the local test checkout; the owner's Pro is a subscription row.
const app = setupApp();

const screens: [string, BrowserContextOptions][] = [
  ["desktop", { viewport: { width: 1280, height: 900 } }],
  ["390 px phone", PHONE],
];

describe("one subscription serves the agency", () => {
  it("an owner with Pro and brands makes their space the team and invites a teammate without a second payment; on a desktop and on a 390 px phone, the teammate sees the brands, takes a post and finds it in Minhas tarefas", async () => {
    const owner = await createUser(app.server, { name: "Otávio Dono" });
    await subscribe(app.server.db, owner.id);
    const brand = await owner.client.json<{ id: string }>("/api/brands", {
      json: { ...TEST_BRAND, brandName: "Padaria Aurora" },
    });
    const { plan, posts } = await seedPlan(app.server.db, owner.id, {
      brandId: brand.body.id,
      brandName: "Padaria Aurora",
      title: "Plano da Padaria",
      posts: [{ theme: "Bastidores da fornada" }, { theme: "Receita de pão de queijo" }],
    });

    const { page } = await app.signedInPage(owner);
    await page.goto("/equipe");
    await page.getByText("Uma assinatura Pro vale para todo o espaço de trabalho").waitFor();
    await page.getByLabel("Nome da equipe").fill("Agência Sol");
    await page.getByRole("button", { name: "Transformar em equipe" }).click();
    // Now a team, on the same Pro: inviting is offered here, where the brands are.
    await page.getByRole("button", { name: "Convidar pessoa" }).waitFor();
    const email = `equipe-${randomUUID().slice(0, 8)}@exemplo.com.br`;
    await inviteFromTeamPage(page, { email, role: "Editor" });

    const signUp = await app.newPage();
    await signUpFromInvitation(signUp, await invitationLink(app.server, email), {
      email,
      name: "Eva Souza",
      workspace: "Agência Sol",
    });
    const cookies = await signUp.context().cookies();

    for (const [index, [where, options]] of screens.entries()) {
      const teammate = await app.newPage(options);
      await teammate.context().addCookies(cookies);
      await teammate.goto("/marcas");
      await teammate
        .getByRole("list", { name: "Marcas" })
        .locator(":scope > li", { hasText: "Padaria Aurora" })
        .waitFor();

      const post = posts[index]!;
      await teammate.goto(postPath(plan.id, post.id));
      const panel = teammate.getByRole("dialog", { name: "Editar publicação" });
      await panel.getByRole("button", { name: "Assumir" }).click();
      await teammate.getByText("Publicação em Minhas tarefas").waitFor();
      await panel.getByLabel("Prazo de produção").fill("2026-12-15");
      await teammate.keyboard.press("Escape");

      await waitForHydration(teammate);
      await teammate.getByRole("button", { name: "Menu da conta de Eva Souza" }).click();
      await teammate.getByRole("menuitem", { name: "Minhas tarefas" }).click();
      await teammate.getByRole("heading", { name: "Minhas tarefas" }).waitFor();
      const task = teammate
        .getByRole("list", { name: "Minhas tarefas" })
        .locator(":scope > li", { hasText: post.theme });
      await task.getByText("Prazo 15/12/2026").waitFor();
      expect(await task.textContent(), where).toContain("Plano da Padaria");
      await expectNoSidewaysScroll(teammate);

      // The home page opens on the same list.
      await teammate.goto("/");
      await teammate
        .getByRole("list", { name: "Minhas tarefas" })
        .locator(":scope > li", { hasText: post.theme })
        .waitFor();
    }

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
    await signUp.goto("/strategy-creator");
    await signUp.getByRole("heading", { name: "Meu Estrategista Digital" }).waitFor();
    expect(await signUp.getByText("Assinatura necessária").count()).toBe(0);
  });
});
