import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { planPosts } from "../src/server/db/schema/index.ts";
import { brazilToday } from "../src/shared/dates.ts";
import { createUser } from "../tests/helpers/factories.ts";
import { seedPlan } from "../tests/helpers/seed-plan.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { expectNoSidewaysScroll } from "./helpers/layout.ts";

// No META_* set: the brand's "Conta de teste", whose publishing is simulated end to end.
const app = setupApp();

describe("publishing an approved post", () => {
  it("on a phone: connects the test account, schedules the post, and shows it published with its link", async () => {
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
    await expectNoSidewaysScroll(page);
  });
});
