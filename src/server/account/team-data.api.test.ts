import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestUser } from "../../../tests/helpers/factories.ts";
import { seedPlan } from "../../../tests/helpers/plans.ts";
import { makeTeamOf } from "../../../tests/helpers/team.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import type { TeamsToTransfer } from "../../shared/ownership.ts";
import { OWNER_MUST_TRANSFER } from "../../shared/workspaces.ts";
import { contentHistory, users, workspaces } from "../db/schema/index.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const deleteAccount = (user: TestUser) =>
  user.client.json<TeamsToTransfer & { message: string }>("/api/account", {
    method: "DELETE",
    json: { confirmation: "EXCLUIR" },
  });

const historyItem = (workspaceId: string, userId: string, title: string) => ({
  workspaceId,
  userId,
  contentType: "script" as const,
  title,
  content: "Texto",
});

describe("LGPD in a team", () => {
  it("the export holds what the user authored in any workspace, and the workspaces they belong to, but no teammate's items", async () => {
    const team = await makeTeamOf(server, "Agência Exportada", ["editor"]);
    const [editor] = team.members as [TestUser];
    await server.db
      .insert(contentHistory)
      .values([
        historyItem(team.id, editor.id, "Roteiro do editor"),
        historyItem(team.id, team.owner.id, "Roteiro da dona"),
      ]);
    await seedPlan(server.db, editor.id, { workspaceId: team.id, title: "Plano do editor" });
    await seedPlan(server.db, team.owner.id, { workspaceId: team.id, title: "Plano da dona" });

    const data = (await editor.client.json<Record<string, unknown>>("/api/account/export")).body;
    expect((data.history as { title: string }[]).map((h) => h.title)).toEqual([
      "Roteiro do editor",
    ]);
    expect((data.plans as { title: string }[]).map((p) => p.title)).toEqual(["Plano do editor"]);
    expect(data.workspaces).toEqual([
      expect.objectContaining({ name: "Espaço de Membro 1", personal: true, role: "owner" }),
      expect.objectContaining({ name: "Agência Exportada", personal: false, role: "editor" }),
    ]);
  });

  it("the owner of a team others belong to is refused, told which; after a transfer the account goes and what it made there stays, authorless", async () => {
    const team = await makeTeamOf(server, "Agência Herdada", ["admin"]);
    const [admin] = team.members as [TestUser];
    const alone = await team.owner.client.json<{ id: string }>("/api/workspaces", {
      json: { name: "Só da Ana" },
    });
    await server.db.insert(contentHistory).values(historyItem(team.id, team.owner.id, "Legado"));

    const listed = await team.owner.client.json<TeamsToTransfer>("/api/account/teams-to-transfer");
    expect(listed.body).toEqual({
      workspaces: [{ id: team.id, name: "Agência Herdada", members: 2 }],
    });
    const refused = await deleteAccount(team.owner);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(OWNER_MUST_TRANSFER);
    expect(refused.body.workspaces).toEqual([{ id: team.id, name: "Agência Herdada", members: 2 }]);

    // The owner works in "Só da Ana" now; the offer is made from the team.
    await team.owner.client.request("/api/workspaces/current", {
      method: "PUT",
      json: { workspaceId: team.id },
    });
    await team.owner.client.request("/api/workspaces/ownership-offer", {
      method: "PUT",
      json: { userId: admin.id },
    });
    await admin.client.request(`/api/workspaces/ownership-offers/${team.id}/accept`, {
      method: "POST",
    });

    expect(
      (await team.owner.client.json<TeamsToTransfer>("/api/account/teams-to-transfer")).body,
    ).toEqual({ workspaces: [] });
    expect((await deleteAccount(team.owner)).status).toBe(200);
    expect(await server.db.$count(users, eq(users.id, team.owner.id))).toBe(0);
    // The team it owned alone went with it; the one it handed over stays, with its items.
    expect(await server.db.$count(workspaces, eq(workspaces.id, alone.body.id))).toBe(0);
    const [legacy] = await server.db
      .select({ userId: contentHistory.userId })
      .from(contentHistory)
      .where(eq(contentHistory.title, "Legado"));
    expect(legacy).toEqual({ userId: null });
    expect((await admin.client.request("/api/history")).status).toBe(200);
  });
});
