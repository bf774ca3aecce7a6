import { eq } from "drizzle-orm";
import type { BrowserContextOptions } from "playwright-core";
import { describe, expect, it } from "vitest";
import { planPosts } from "../src/server/db/schema/index.ts";
import { createUser, subscribe } from "../tests/helpers/factories.ts";
import { seedPlan } from "../tests/helpers/plans.ts";
import { postVersionsOf } from "../tests/helpers/versions.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { pickSecondOption } from "./helpers/variations.ts";

const app = setupApp();
const HOOK = "O segredo do nosso pão está no tempo.";

/*
 * "Gerar 3 opções" in the post panel (decision 043): a marketer asks for three hooks, picks the
 * second, sees it in the "Gancho" field and the three options in "Versões", the picked newest.
 */
async function pickSecondHook(options?: BrowserContextOptions) {
  const user = await createUser(app.server);
  await subscribe(app.server.db, user.id);
  const { plan, posts } = await seedPlan(app.server.db, user.id, {
    posts: [{ theme: "Pão de fermentação natural", hook: HOOK }],
  });
  const post = posts[0]!;
  const { page } = await app.signedInPage(user, options);
  await page.goto(`/planos/${plan.id}`);
  await page.locator(`[data-post-id="${post.id}"]`).first().click();
  const panel = page.getByRole("dialog", { name: "Editar publicação" });

  // The post has no caption yet: the hook's is the panel's one "Gerar 3 opções".
  const ask = panel.getByRole("button", { name: "Gerar 3 opções", exact: true });
  expect(await ask.getAttribute("aria-describedby")).toBeTruthy();
  // The panel shows one card at a time, whatever the screen: "Próxima opção" reaches the others.
  const second = await pickSecondOption(page, panel, { part: "o gancho", swipe: true });

  await expect.poll(() => panel.getByRole("textbox", { name: "Gancho" }).inputValue()).toBe(second);
  const [row] = await app.server.db.select().from(planPosts).where(eq(planPosts.id, post.id));
  expect(row?.hook).toBe(second);
  const versions = await postVersionsOf(app.server.db, post.id);
  expect(versions.map((v) => [v.made, v.instruction])).toEqual([
    ["generated", null],
    ["variation", "Opção 1 de 3"],
    ["variation", "Opção 3 de 3"],
    ["variation", "Opção 2 de 3"],
  ]);

  await panel.getByRole("button", { name: "Versões", exact: true }).click();
  const list = panel.getByRole("list", { name: "Versões" });
  await list.getByText("Versão 4").waitFor();
  await list.getByText("Gancho: opção 2 de 3").waitFor();
  expect(await list.getByText(/Gancho: opção \d de 3/).count()).toBe(3);
}

describe("Gerar 3 opções in the post panel", () => {
  it("on a desktop, the second of three hooks is picked: in the field and in Versões", async () => {
    await pickSecondHook();
  });

  it("at 390 px, the second of three hooks is picked: in the field and in Versões", async () => {
    await pickSecondHook(PHONE);
  });
});
