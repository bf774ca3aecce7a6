import AxeBuilder from "@axe-core/playwright";
import { describe, expect, it } from "vitest";
import type { CreatedShareLink } from "../src/shared/approval.ts";
import { createUser } from "../tests/helpers/factories.ts";
import { seedPlan } from "../tests/helpers/seed-plan.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { clientCard, openAsClient } from "./helpers/approval.ts";

const app = setupApp();

describe("notifications", () => {
  it("after a client approves through the link, the owner's bell on a 390 px phone counts it, lists it, opens its post and marks it read", async () => {
    const owner = await createUser(app.server);
    const { plan, posts } = await seedPlan(app.server.db, owner.id, { posts: 2 });
    const { body: link } = await owner.client.json<CreatedShareLink>(
      `/api/plans/${plan.id}/shares`,
      { json: { expiresIn: "7" } },
    );
    const theme = posts[0]!.theme;
    const client = await app.newPage(PHONE);
    await openAsClient(client, link.url);
    await clientCard(client, theme).getByRole("button", { name: "Aprovar" }).click();
    await clientCard(client, theme).getByText("Aprovado", { exact: true }).waitFor();

    const { page } = await app.signedInPage(owner, PHONE);
    await page.goto("/tarefas");
    await page.getByRole("button", { name: "Notificações, 1 não lida" }).click();
    const sheet = page.getByRole("dialog", { name: "Notificações" });
    const item = sheet.getByRole("link", { name: new RegExp(`aprovou “${theme}”`) });
    await item.waitFor();
    // A full sheet on the phone, and nothing in it an assistive technology would stumble on.
    const box = await sheet.boundingBox();
    expect(box?.width).toBe(390);
    const { violations } = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);

    await item.click();
    await page.waitForURL(`**/planos/${plan.id}?post=${posts[0]!.id}`);
    await page.getByRole("button", { name: "Notificações, nenhuma não lida" }).waitFor();
  });
});
