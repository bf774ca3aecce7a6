import type { BrowserContextOptions } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { PlanDetail } from "../src/shared/plans.ts";
import { createUser } from "../tests/helpers/factories.ts";
import { seedPlan } from "../tests/helpers/plans.ts";
import { PHONE, setupApp } from "./helpers/app.ts";

const app = setupApp();

/** A user's plan with one post, its panel open; `read` gives the post as the API has it. */
async function openPostPanel(options?: BrowserContextOptions) {
  const user = await createUser(app.server);
  const { plan, posts } = await seedPlan(app.server.db, user.id, {
    posts: [{ theme: "Pão de fermentação natural", hook: "Você sabe quanto tempo leva um pão?" }],
  });
  const post = posts[0]!;
  const { page } = await app.signedInPage(user, options);
  const read = async () =>
    ((await (await page.request.get(`/api/plans/${plan.id}`)).json()) as PlanDetail).posts[0];
  await page.goto(`/planos/${plan.id}`);
  await page.locator(`[data-post-id="${post.id}"]`).first().click();
  const panel = page.getByRole("dialog", { name: "Editar publicação" });
  return { user, plan, post, page, panel, hook: panel.getByLabel("Gancho"), read };
}

/*
 * A post's text keeps its versions (decision 042): a marketer edits a hook by hand twice in the
 * post panel, opens "Versões", sees both edits "Gancho editado à mão", compares the first
 * version with the current one word by word, and restores its hook, after saying what to restore.
 */
async function editHookTwiceThenRestore(options?: BrowserContextOptions) {
  const { page, panel, hook, read } = await openPostPanel(options);
  const versionOf = async () => (await read())?.version;

  await hook.fill("Quanto tempo leva um pão de verdade?");
  await hook.press("Tab");
  await expect.poll(versionOf, { timeout: 10_000 }).toBe(2);
  await hook.fill("Quanto tempo leva um pão de verdade? 36 horas.");
  await hook.press("Tab");
  await expect.poll(versionOf, { timeout: 10_000 }).toBe(3);

  await panel.getByRole("button", { name: "Versões", exact: true }).click();
  const list = panel.getByRole("list", { name: "Versões" });
  await list.getByText("Versão 3").waitFor();
  expect(await list.getByText("Gancho editado à mão").count()).toBe(2);
  await list.getByText("Criada com o plano").waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  await panel.getByRole("button", { name: "Comparar com a atual a versão 1" }).click();
  const diff = panel.getByRole("figure", { name: "Diferenças em Gancho" });
  await diff.waitFor();
  // Marked for a screen reader too: what went and what came, word by word.
  const said = await diff.locator("p").textContent();
  expect(said).toContain("removido: Você fim");
  expect(said).toContain("adicionado: Quanto");

  await panel.getByRole("button", { name: "Restaurar a versão 1" }).click();
  const asked = page.getByRole("dialog", { name: "Restaurar a versão 1?" });
  await asked.getByRole("checkbox", { name: "Gancho" }).waitFor();
  expect(await versionOf()).toBe(3);
  await asked.getByRole("button", { name: "Restaurar", exact: true }).click();
  await expect.poll(versionOf, { timeout: 10_000 }).toBe(4);
  await list.getByText("Gancho restaurado da versão 1").waitFor();
  await expect
    .poll(() => hook.inputValue(), { timeout: 10_000 })
    .toBe("Você sabe quanto tempo leva um pão?");
}

/*
 * A hand save on a post changed elsewhere meanwhile (here through the API) is refused; the panel
 * keeps the words it held, and "Reaplicar meu texto" saves them on the newest version.
 */
async function refusedHookReapplied(options?: BrowserContextOptions) {
  const { user, plan, post, page, panel, hook, read } = await openPostPanel(options);
  await hook.waitFor();

  const elsewhere = await user.client.json(`/api/plans/${plan.id}/posts/${post.id}`, {
    method: "PATCH",
    json: { notes: "Mudado em outra aba.", basedOn: 1 },
  });
  expect(elsewhere.status).toBe(200);
  await hook.fill("Meu gancho que não pode se perder");
  await hook.press("Tab");

  const alert = panel.getByRole("alert").filter({ hasText: "não foi salva" });
  await alert
    .getByRole("region", { name: "Seu texto não salvo" })
    .getByText("Meu gancho")
    .waitFor();
  if (options) {
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  }
  const reapply = alert.getByRole("button", { name: "Reaplicar meu texto" });
  await expect.poll(() => reapply.isEnabled(), { timeout: 10_000 }).toBe(true);
  await reapply.click();
  await expect.poll(async () => (await read())?.version, { timeout: 10_000 }).toBe(3);
  expect(await read()).toMatchObject({
    hook: "Meu gancho que não pode se perder",
    notes: "Mudado em outra aba.",
  });
  expect(await hook.inputValue()).toBe("Meu gancho que não pode se perder");
  expect(await panel.getByRole("alert").filter({ hasText: "não foi salva" }).count()).toBe(0);
}

describe("versions of a post's text", () => {
  it("on a desktop, a hook edited twice by hand is listed, compared and restored", async () => {
    await editHookTwiceThenRestore();
  });

  it("at 390 px, a hook edited twice by hand is listed, compared and restored", async () => {
    await editHookTwiceThenRestore(PHONE);
  });

  it("on a desktop, a hand save refused as stale keeps its words and re-applies them on the newest version", async () => {
    await refusedHookReapplied();
  });

  it("at 390 px, a hand save refused as stale keeps its words and re-applies them on the newest version", async () => {
    await refusedHookReapplied(PHONE);
  });
});
