import AxeBuilder from "@axe-core/playwright";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import type { Download, Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { brands, planPosts } from "../src/server/db/schema/index.ts";
import type { CreatedShareLink } from "../src/shared/approval.ts";
import { aboutSlide } from "../src/shared/approval-rules.ts";
import { createUser, subscribe } from "../tests/helpers/factories.ts";
import { seedPlan } from "../tests/helpers/seed-plan.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { askForChanges, clientCard, openAsClient } from "./helpers/approval.ts";
import { expectNoSidewaysScroll } from "./helpers/layout.ts";

const app = setupApp();

/**
 * Waits for an image to be drawn and loaded (a lazy one once it came into view): the first
 * slide starts the render workers, which takes seconds on a busy machine.
 */
const loaded = (image: Locator) =>
  expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);

async function bytesOf(download: Download) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

describe("a post's art", () => {
  it("is created and edited in the post's panel, downloaded, and the client sees its slides on a phone and asks for a change on slide 2", async () => {
    const owner = await createUser(app.server);
    await subscribe(app.server.db, owner.id);
    const { plan, posts, brand } = await seedPlan(app.server.db, owner.id);
    await app.server.db
      .update(brands)
      .set({ basePrompt: "Somos o Café Aroma, cafeteria artesanal de Belo Horizonte." })
      .where(eq(brands.id, brand.id));
    const post = posts[0]!;
    const base = `${post.date}-${post.theme.toLowerCase().replace(/\W+/g, "-")}`;

    const { page } = await app.signedInPage(owner);
    await page.goto(`/planos/${plan.id}?post=${post.id}`);
    const panel = page.getByRole("dialog");
    await panel.getByRole("button", { name: "Criar arte" }).click();
    const slides = panel.getByRole("list", { name: "Slides" });
    // The thumbnails are inside their buttons, which name them: the images are decorative.
    await loaded(slides.locator("img").first());
    const count = await slides.getByRole("listitem").count();
    expect(count).toBeGreaterThanOrEqual(5);

    await slides.getByRole("button", { name: /^Slide 2:/ }).click();
    await panel.getByLabel("Título do slide").fill("Fermentação lenta");
    await panel.getByRole("button", { name: "Salvar slide" }).click();
    await expect
      .poll(async () => {
        const [row] = await app.server.db
          .select({ art: planPosts.art })
          .from(planPosts)
          .where(eq(planPosts.id, post.id));
        return row?.art?.slides[1]?.title;
      })
      .toBe("Fermentação lenta");
    await loaded(slides.getByRole("button", { name: "Slide 2: Fermentação lenta" }).locator("img"));

    // The panel's slides and their editor fit a 390 px phone too.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    const [zip] = await Promise.all([
      page.waitForEvent("download"),
      panel.getByRole("link", { name: "Baixar todos (ZIP)" }).click(),
    ]);
    expect(zip.suggestedFilename()).toBe(`${base}.zip`);
    const files = Object.keys(unzipSync(await bytesOf(zip)));
    expect(files).toHaveLength(count);
    expect(files[1]).toBe(`${base}-slide-2.png`);
    const [one] = await Promise.all([
      page.waitForEvent("download"),
      panel.getByRole("link", { name: "Baixar slide 2" }).click(),
    ]);
    expect(one.suggestedFilename()).toBe(`${base}-slide-2.png`);

    const { body: link } = await owner.client.json<CreatedShareLink>(
      `/api/plans/${plan.id}/shares`,
      { json: { expiresIn: "7" } },
    );
    const client = await app.newPage(PHONE);
    await openAsClient(client, link.url);
    const card = clientCard(client, post.theme);
    const art = card.getByRole("region", { name: "Arte" });
    await expect.poll(() => art.getByRole("img").count()).toBe(count);
    const second = art.getByRole("img", { name: `Slide 2 de ${count}: Fermentação lenta` });
    await second.scrollIntoViewIfNeeded();
    await loaded(second);
    // The slides' row scrolls sideways on a phone: it must be reachable by keyboard.
    const { violations } = await new AxeBuilder({ page: client }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
    await askForChanges(card, "Troque a foto do pão.", { slide: 2 });
    await card.getByText(`${aboutSlide(2)}Troque a foto do pão.`).waitFor();
    await expectNoSidewaysScroll(client);
  });
});
