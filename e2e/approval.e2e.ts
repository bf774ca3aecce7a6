import AxeBuilder from "@axe-core/playwright";
import { eq, sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { planPosts, postFeedback } from "../src/server/db/schema/index.ts";
import {
  type CreatedShareLink,
  MAX_FEEDBACK_PER_POST_PER_DAY,
  POST_FEEDBACK_LIMIT_MESSAGE,
  type ThreadPage,
} from "../src/shared/approval.ts";
import { createUser } from "../tests/helpers/factories.ts";
import { seedPlan } from "../tests/helpers/seed-plan.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { askForChanges, clientCard, openAsClient } from "./helpers/approval.ts";

const app = setupApp();

/** An owner with a plan of three posts, shared through the API. */
async function sharedPlan() {
  const owner = await createUser(app.server);
  const seeded = await seedPlan(app.server.db, owner.id, { posts: 3 });
  const { body: link } = await owner.client.json<CreatedShareLink>(
    `/api/plans/${seeded.plan.id}/shares`,
    { json: { expiresIn: "7" } },
  );
  return { owner, ...seeded, link };
}

/** The page has no horizontal scroll: nothing is wider than the phone. */
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("client approval", () => {
  for (const [label, options] of [
    ["desktop", undefined],
    ["390 px", PHONE],
  ] as const) {
    it(`a client without an account approves one post and asks for changes on another (${label})`, async () => {
      const { owner, plan, posts, link } = await sharedPlan();
      const page = await app.newPage(options);
      // A CSP violation (or any script error) is reported on the console.
      const consoleErrors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(message.text());
      });
      const response = await page.goto(link.url);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["x-robots-tag"]).toBe("noindex");
      expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
      await page.getByRole("heading", { name: "Café Aroma" }).waitFor();
      await page.getByText("0 aprovados, 0 com ajustes, 3 aguardando").waitFor();
      await page.getByText("Semana de").first().waitFor();

      await page.getByLabel("Antes de começar, qual é o seu nome?").fill("Ana Cliente");
      await page.getByRole("button", { name: "Continuar" }).click();
      await page.getByText("Aprovando como").waitFor();

      const first = clientCard(page, posts[0]!.theme);
      await first.getByText("Ver roteiro").click();
      await first.getByText("Cena 1: o barista mói os grãos.").waitFor();
      await first.getByRole("button", { name: "Aprovar" }).click();
      await first.getByText("Aprovado", { exact: true }).waitFor();

      const second = clientCard(page, posts[1]!.theme);
      await askForChanges(second, "Troque a foto pela do balcão.");
      await second.getByText("Troque a foto pela do balcão.").waitFor();
      await page.getByText("1 aprovado, 1 com ajustes, 1 aguardando").waitFor();
      if (options) expect(await noSidewaysScroll(page)).toBe(true);
      expect(consoleErrors).toEqual([]);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
      expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");

      // The name is kept: a reload does not ask again.
      await page.reload();
      await page.getByText("Aprovando como").waitFor();

      const statuses = await app.server.db
        .select({ id: planPosts.id, status: planPosts.status })
        .from(planPosts)
        .where(eq(planPosts.planId, plan.id));
      expect(new Map(statuses.map((s) => [s.id, s.status]))).toEqual(
        new Map([
          [posts[0]!.id, "aprovado"],
          [posts[1]!.id, "ajustes_pedidos"],
          [posts[2]!.id, "ideia"],
        ]),
      );
      const thread = await owner.client.json<ThreadPage>(
        `/api/plans/${plan.id}/posts/${posts[1]!.id}/feedback`,
      );
      expect(thread.body.entries).toMatchObject([
        { clientName: "Ana Cliente", decision: "changes", body: "Troque a foto pela do balcão." },
      ]);
      await page.context().close();
    });
  }

  it("the owner shares from the plan page and sees the client's decisions and comment in the post's panel", async () => {
    const owner = await createUser(app.server);
    const { plan, posts } = await seedPlan(app.server.db, owner.id, { posts: 2 });
    const { page } = await app.signedInPage(owner);
    await page.goto(`/planos/${plan.id}`);
    await page.getByRole("button", { name: "Compartilhar com cliente" }).click();
    const dialog = page.getByRole("dialog", { name: "Compartilhar com cliente" });
    await dialog.getByRole("radio", { name: "7 dias" }).check();
    await dialog.getByRole("button", { name: "Criar link" }).click();
    const url = (await dialog.getByText(/\/aprovacao\//).textContent()) ?? "";
    expect(dialog.getByRole("link", { name: "Enviar pelo WhatsApp" })).toBeTruthy();
    await dialog.getByText("Ainda não foi aberto").waitFor();

    const client = await app.newPage(PHONE);
    await openAsClient(client, url);
    await clientCard(client, posts[0]!.theme).getByRole("button", { name: "Aprovar" }).click();
    await clientCard(client, posts[0]!.theme).getByText("Aprovado", { exact: true }).waitFor();
    const second = clientCard(client, posts[1]!.theme);
    await askForChanges(second, "Mais cor na arte.");
    await client.context().close();

    await page.goto(`/planos/${plan.id}?post=${posts[1]!.id}`);
    const panel = page.getByRole("dialog");
    await panel.getByText("Mais cor na arte.").waitFor();
    await panel.getByText(/Ana Cliente pediu ajustes/).waitFor();
    const status = () => page.getByRole("dialog").getByLabel("Status", { exact: true });
    await expect.poll(() => status().inputValue(), { timeout: 10_000 }).toBe("ajustes_pedidos");
    await page.goto(`/planos/${plan.id}?post=${posts[0]!.id}`);
    await page
      .getByRole("dialog")
      .getByText(/Ana Cliente aprovou/)
      .waitFor();
    await expect.poll(() => status().inputValue(), { timeout: 10_000 }).toBe("aprovado");
    await page.context().close();
  });

  it("approves the rest after a confirmation, and the owner's answer shows in the thread", async () => {
    const { owner, plan, posts, link } = await sharedPlan();
    await owner.client.json(`/api/plans/${plan.id}/posts/${posts[2]!.id}/feedback`, {
      json: { body: "Qualquer dúvida, me chame." },
    });
    const page = await app.newPage(PHONE);
    await page.goto(link.url);
    await page.getByLabel("Antes de começar, qual é o seu nome?").fill("Bruno");
    await page.getByRole("button", { name: "Continuar" }).click();
    await clientCard(page, posts[2]!.theme).getByText("Qualquer dúvida, me chame.").waitFor();
    await page.getByRole("button", { name: "Aprovar todos os restantes" }).click();
    const dialog = page.getByRole("dialog", { name: "Aprovar todos os restantes?" });
    await dialog.getByText("As 3 publicações").waitFor();
    await dialog.getByRole("button", { name: "Aprovar todos" }).click();
    await page.getByText("3 aprovados, 0 com ajustes, 0 aguardando").waitFor();
    await page.context().close();
  });

  it("after revoking, the link shows that it is no longer available, with 404", async () => {
    const { owner, plan, link } = await sharedPlan();
    await owner.client.request(`/api/plans/${plan.id}/shares/${link.id}`, { method: "DELETE" });
    const page = await app.newPage();
    const response = await page.goto(link.url);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Este link não está mais disponível" }).waitFor();
    await page.context().close();
  });

  it("a long thread shows its latest messages and older ones by keyboard; past a post's daily cap, the card says so (390 px)", async () => {
    const { plan, posts, link } = await sharedPlan();
    const message = (postId: string, body: string, daysAgo: number, i: number) => ({
      postId,
      planId: plan.id,
      userId: plan.userId,
      author: "client" as const,
      clientName: "Ana",
      body,
      decision: "changes" as const,
      createdAt: sql`now() - make_interval(days => ${daysAgo}, mins => ${60 - i})`,
    });
    await app.server.db
      .insert(postFeedback)
      .values(Array.from({ length: 8 }, (_, i) => message(posts[0]!.id, `Pedido ${i + 1}`, 2, i)));
    await app.server.db
      .insert(postFeedback)
      .values(
        Array.from({ length: MAX_FEEDBACK_PER_POST_PER_DAY }, (_, i) =>
          message(posts[1]!.id, `Hoje ${i + 1}`, 0, i),
        ),
      );
    const page = await app.newPage(PHONE);
    await openAsClient(page, link.url, "Ana");

    const first = clientCard(page, posts[0]!.theme);
    await first.getByText("Pedido 8").waitFor();
    expect(await first.getByText("Pedido 1", { exact: true }).count()).toBe(0);
    await first.getByRole("button", { name: "Ver mensagens anteriores" }).focus();
    await page.keyboard.press("Enter");
    await first.getByText("Pedido 1", { exact: true }).waitFor();
    expect(await first.getByRole("button", { name: "Ver mensagens anteriores" }).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Pedido 1");

    const second = clientCard(page, posts[1]!.theme);
    await second.getByRole("button", { name: "Pedir ajustes" }).click();
    await second.getByLabel("O que precisa mudar?").fill("Mais um pedido.");
    await second.getByRole("button", { name: "Enviar pedido" }).click();
    await second.getByRole("alert").getByText(POST_FEEDBACK_LIMIT_MESSAGE).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
    await page.context().close();
  });
});
