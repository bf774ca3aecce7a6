// Depends on the engine: the login's states and choices are rows, spent in one statement.
import { describe, expect, it } from "vitest";
import { FAKE_IDS } from "../../../tests/fakes/fake-graph.ts";
import { publishingSetup } from "../../../tests/helpers/publishing.ts";
import type { ConnectedAccount, PageChoice } from "../../shared/publishing.ts";

/*
 * Meta's login coming back (decision 063): always to the brand's screen with what happened in
 * Portuguese (declined, permissions unticked), and, when the login gives several Pages, a
 * choice of the brand's, made by who connected, without a token in any answer.
 */

const setup = publishingSetup();

const accounts = async () =>
  (
    await setup.team.owner.client.json<ConnectedAccount[]>(
      `/api/publishing/brands/${setup.team.brandId}/accounts`,
    )
  ).body;

describe("coming back from Meta's login", () => {
  it("lands on the brand's screen saying the login was declined or permissions unticked", async () => {
    const { graph, team, steps } = setup;
    graph.login.declined = true;
    const declined = await team.owner.client.request(await steps.connect(team.owner));
    graph.login.declined = false;
    expect(declined.url).toContain(`/marcas/${team.brandId}?conexao=negada`);
    graph.login.unticked = ["instagram_content_publish"];
    const unticked = await team.owner.client.request(await steps.connect(team.owner));
    graph.login.unticked = [];
    expect(unticked.url).toContain(`/marcas/${team.brandId}?conexao=permissoes`);
    expect(await accounts()).toEqual([]);
  });

  it("lets who connected choose the brand's Page when the login gives several", async () => {
    const { graph, team, steps } = setup;
    graph.login.twoPages = true;
    const back = await team.owner.client.request(await steps.connect(team.owner));
    graph.login.twoPages = false;
    expect(back.url).toContain(`/marcas/${team.brandId}?conexao=escolher`);
    expect(await accounts()).toEqual([]);

    const path = `/api/publishing/brands/${team.brandId}/pages`;
    const choices = await team.owner.client.json<PageChoice[]>(path);
    expect(choices.body).toEqual([
      { id: FAKE_IDS.otherPage, name: FAKE_IDS.otherPageName, instagram: null },
      { id: FAKE_IDS.page, name: FAKE_IDS.pageName, instagram: `@${FAKE_IDS.username}` },
    ]);
    expect(JSON.stringify(choices.body)).not.toContain(graph.tokens.page);
    // Another Administrator has no choice of theirs to make; an Editor none at all.
    const admin = await team.join("admin", null, "Ada Admin");
    expect((await admin.client.json<PageChoice[]>(path)).body).toEqual([]);
    const editor = await team.join("editor", null, "Edu Editor");
    expect((await editor.client.request(path)).status).toBe(403);
    const unknown = await team.owner.client.json(path, { json: { pageId: "999" } });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ message: expect.stringContaining("Conecte de novo") });

    const chosen = await team.owner.client.json(path, { json: { pageId: FAKE_IDS.page } });
    expect(chosen.body).toEqual({ outcome: "conectada" });
    expect((await accounts()).map((a) => [a.network, a.name])).toEqual([
      ["facebook", FAKE_IDS.pageName],
      ["instagram", `@${FAKE_IDS.username}`],
    ]);
    // Spent: the choice is made once.
    expect((await team.owner.client.json<PageChoice[]>(path)).body).toEqual([]);
  });
});
