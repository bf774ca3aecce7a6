import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../../tests/helpers/factories.ts";
import { startPagesServer } from "../../../tests/helpers/pages-server.ts";
import { makeTeam } from "../../../tests/helpers/team.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { personalWorkspaceOf } from "../../../tests/helpers/workspaces.ts";
import { EMBEDDED_ME_ID } from "../../shared/embedded-me.ts";
import { EMBEDDED_PAGE_DATA_ID } from "../../shared/embedded-page-data.ts";
import type { Me } from "../../shared/viewer.ts";
import { EMBEDDED_SWITCH_ID } from "../../shared/workspace-switch.ts";
import { contentHistory } from "../db/schema/index.ts";

let server: TestServer;
let pages: Awaited<ReturnType<typeof startPagesServer>>;
beforeAll(async () => {
  server = await startTestServer();
  pages = await startPagesServer(server.deps);
});
afterAll(async () => {
  await pages.close();
  await server.close();
});

/** The JSON the page embeds in the element with that id, or null. */
function embedded<T>(html: string, id: string): T | null {
  const match = html.match(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`));
  return match ? (JSON.parse(match[1]!) as T) : null;
}

/** The user opens the link: a full page load, with their session. */
async function open(user: TestUser, path: string) {
  const response = await pages
    .client()
    .request(path, { headers: { cookie: user.client.cookieHeader } });
  expect(response.status).toBe(200);
  return response.text();
}

const currentOf = async (user: TestUser) =>
  (await user.client.json<Me>("/api/me")).body.user?.workspace.name;

/** A member of the team who is working in their personal workspace. */
async function memberElsewhere(
  team: Awaited<ReturnType<typeof makeTeam>>,
  role: "editor" | "reader" = "editor",
  brandIds: string[] | null = null,
) {
  const member = await team.join(role, brandIds, "Mara Membro");
  const personal = await personalWorkspaceOf(server.db, member.id);
  const back = await member.client.request("/api/workspaces/current", {
    method: "PUT",
    json: { workspaceId: personal },
  });
  expect(back.status).toBe(204);
  expect(await currentOf(member)).toBe("Espaço de Mara Membro");
  return member;
}

describe("a link to an item of another of the user's workspaces", () => {
  it("opens the plan there: the workspace is switched, the page has its data and says so", async () => {
    const team = await makeTeam(server, "Agência Aurora");
    const member = await memberElsewhere(team);
    const html = await open(member, `/planos/${team.plan.id}`);
    expect(embedded(html, EMBEDDED_SWITCH_ID)).toEqual({ name: "Agência Aurora" });
    expect(embedded<Me>(html, EMBEDDED_ME_ID)?.user?.workspace.name).toBe("Agência Aurora");
    expect(embedded<{ id: string }>(html, EMBEDDED_PAGE_DATA_ID)).toMatchObject({
      module: "plan",
      id: team.plan.id,
    });
    // Remembered: the next requests work in the team.
    expect(await currentOf(member)).toBe("Agência Aurora");
    expect((await member.client.request(`/api/plans/${team.plan.id}`)).status).toBe(200);
  });

  it("opens a brand and a history item there too", async () => {
    const team = await makeTeam(server, "Agência Brisa");
    const member = await memberElsewhere(team);
    const brandPage = await open(member, `/marcas/${team.brandId}`);
    expect(embedded(brandPage, EMBEDDED_SWITCH_ID)).toEqual({ name: "Agência Brisa" });

    const [item] = await server.db
      .insert(contentHistory)
      .values({
        workspaceId: team.workspaceId,
        userId: team.owner.id,
        contentType: "prompt",
        title: "Prompt para Cliente Um",
        content: "Texto",
        brandId: team.brandId,
      })
      .returning();
    const personal = await personalWorkspaceOf(server.db, member.id);
    await member.client.request("/api/workspaces/current", {
      method: "PUT",
      json: { workspaceId: personal },
    });
    const historyPage = await open(member, `/history?item=${item!.id}`);
    expect(embedded(historyPage, EMBEDDED_SWITCH_ID)).toEqual({ name: "Agência Brisa" });
    expect(await currentOf(member)).toBe("Agência Brisa");
  });

  it("says nothing when the item is in the current workspace already", async () => {
    const team = await makeTeam(server);
    const html = await open(team.owner, `/planos/${team.plan.id}`);
    expect(embedded(html, EMBEDDED_SWITCH_ID)).toBeNull();
    expect(embedded(html, EMBEDDED_PAGE_DATA_ID)).not.toBeNull();
  });

  it("of a workspace the user does not belong to: nothing switches, and the plan is a 404", async () => {
    const team = await makeTeam(server);
    const outsider = await createUser(server, { name: "Otto Estranho" });
    const html = await open(outsider, `/planos/${team.plan.id}`);
    expect(embedded(html, EMBEDDED_SWITCH_ID)).toBeNull();
    expect(embedded(html, EMBEDDED_PAGE_DATA_ID)).toBeNull();
    expect(await currentOf(outsider)).toBe("Espaço de Otto Estranho");
    expect((await outsider.client.request(`/api/plans/${team.plan.id}`)).status).toBe(404);
  });

  it("of a brand the member may not see there: nothing switches, and it stays a 404", async () => {
    const team = await makeTeam(server);
    const limited = await memberElsewhere(team, "reader", [team.otherBrandId]);
    for (const path of [`/planos/${team.plan.id}`, `/marcas/${team.brandId}`]) {
      expect(embedded(await open(limited, path), EMBEDDED_SWITCH_ID)).toBeNull();
    }
    expect(await currentOf(limited)).toBe("Espaço de Mara Membro");
  });

  it("ignores a malformed id", async () => {
    const team = await makeTeam(server);
    const member = await memberElsewhere(team);
    for (const path of ["/planos/nao-e-um-id", "/history?item=%27%3B--", "/marcas/%E0%A4%A"]) {
      const response = await pages
        .client()
        .request(path, { headers: { cookie: member.client.cookieHeader } });
      expect(response.status, path).toBeLessThan(500);
    }
    expect(await currentOf(member)).toBe("Espaço de Mara Membro");
  });
});
