import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  connectedAccounts,
  planPosts,
  postPublications,
  publishingPageChoices,
} from "../src/server/db/schema/index.ts";
import { brazilToday } from "../src/shared/dates.ts";
import { CONNECT_OUTCOMES } from "../src/shared/publishing.ts";
import { createUser, makeAdmin } from "../tests/helpers/factories.ts";
import { seedPlan } from "../tests/helpers/seed-plan.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { expectNoSidewaysScroll } from "./helpers/layout.ts";

// No META_* set: the brand's "Conta de teste", whose publishing is simulated end to end.
const app = setupApp();

describe("publishing an approved post", () => {
  it("on a phone: connects the test account, schedules the post, sees it published with its link and history, sets the plan's times, chooses the brand's Page; an admin sees the failures on a phone and a desktop", async () => {
    const owner = await createUser(app.server);
    const { plan, posts, brand } = await seedPlan(app.server.db, owner.id, { posts: 1 });
    const post = posts[0]!;
    await app.server.db
      .update(planPosts)
      .set({
        date: brazilToday(new Date()),
        channel: "instagram",
        status: "aprovado",
        caption: { caption: "Café coado na hora.", hashtags: [], altText: "", firstComment: "" },
        art: {
          format: "square",
          slides: [{ layout: "cover", title: "Café coado", body: "", items: [] }],
        },
      })
      .where(eq(planPosts.id, post.id));

    const { page } = await app.signedInPage(owner, PHONE);
    await page.goto(`/marcas/${brand.id}`);
    const accounts = page.getByRole("heading", { name: "Contas para publicar" });
    await accounts.scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Conectar Instagram e Facebook" }).click();
    const connected = page.getByRole("list", { name: "Contas conectadas" });
    await expect.poll(() => connected.getByText("Conta de teste").count()).toBe(2);
    await expectNoSidewaysScroll(page);

    await page.goto(`/planos/${plan.id}?post=${post.id}`);
    const panel = page.getByRole("dialog");
    await panel.getByLabel("Horário (Brasília)").fill("00:00");
    await panel.getByRole("button", { name: "Agendar publicação" }).click();
    const publication = panel.getByRole("list", { name: "Publicações do post" });
    await expect
      .poll(() => publication.getByText("Publicado (simulação)").count(), { timeout: 60_000 })
      .toBe(1);
    const link = publication.getByRole("link", { name: "Ver simulação" });
    expect(await link.getAttribute("href")).toBe(`${app.server.url}/planos/${plan.id}`);
    // Its history: one attempt, published.
    await publication.getByText("Histórico (1 tentativa)").click();
    const attempts = publication.getByRole("list", { name: "Tentativas de publicação" });
    await expect.poll(() => attempts.textContent()).toContain("Publicado");
    await expectNoSidewaysScroll(page);

    // The plan's default posting times, in Brazil's time.
    await page.goto(`/planos/${plan.id}`);
    const times = page.getByRole("button", { name: "Horários de publicação" });
    await times.click();
    const dialog = page.getByRole("dialog", { name: "Horários de publicação" });
    await dialog.getByLabel("Instagram (horário de Brasília)").fill("07:30");
    await dialog.getByRole("button", { name: "Salvar horários" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await times.click();
    await expect
      .poll(() => dialog.getByLabel("Instagram (horário de Brasília)").inputValue())
      .toBe("07:30");
    await expectNoSidewaysScroll(page);
    await page.keyboard.press("Escape");

    // An account whose token stopped working asks to be reconnected.
    await app.server.db
      .update(connectedAccounts)
      .set({ status: "reconnect" })
      .where(eq(connectedAccounts.brandId, brand.id));
    await page.goto(`/marcas/${brand.id}`);
    await expect.poll(() => connected.getByText("Reconectar").count()).toBe(2);
    await expect.poll(() => page.getByRole("button", { name: "Reconectar" }).count()).toBe(1);

    // Meta's login gave two Pages: the brand's is chosen among them.
    await app.server.db.insert(publishingPageChoices).values({
      workspaceId: brand.workspaceId,
      brandId: brand.id,
      userId: owner.id,
      userTokenSealed: "selado",
      tokenExpiresAt: null,
      expiresAt: new Date(Date.now() + 600_000),
      pages: [
        { id: "1011", name: "Padaria Aurora Eventos", tokenSealed: "selado", instagram: null },
        {
          id: "1010",
          name: "Padaria Aurora",
          tokenSealed: "selado",
          instagram: { id: "2020", username: "padaria.aurora" },
        },
      ],
    });
    await page.goto(`/marcas/${brand.id}?conexao=escolher`);
    await expect.poll(() => page.getByText(CONNECT_OUTCOMES.escolher).count()).toBe(1);
    const pages = page.getByRole("list", { name: "Páginas autorizadas" });
    await expect.poll(() => pages.getByText("Instagram: @padaria.aurora").count()).toBe(1);
    await expectNoSidewaysScroll(page);
    await page.getByRole("button", { name: "Escolher Padaria Aurora", exact: true }).click();
    await expect.poll(() => page.getByText(CONNECT_OUTCOMES.conectada).count()).toBe(1);
    await expect.poll(() => connected.getByText("@padaria.aurora").count()).toBe(1);
    expect(await connected.getByText("Reconectar").count()).toBe(0);

    // The platform's admin sees the failures, on a phone and on a desktop.
    const reason = "A Meta recusou a publicação (teste).";
    await app.server.db
      .update(postPublications)
      .set({ status: "failed", reason })
      .where(eq(postPublications.postId, post.id));
    await makeAdmin(app.server.db, owner.id);
    for (const viewport of [PHONE, undefined]) {
      const { page: admin } = await app.signedInPage(owner, viewport);
      await admin.goto("/admin");
      await admin.getByRole("tab", { name: "Publicações" }).click();
      const failures = admin.getByRole("region", { name: "Falhas de publicação" });
      await expect.poll(() => failures.getByText(reason).count()).toBe(1);
      await expectNoSidewaysScroll(admin);
    }
  });
});
