import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../../tests/helpers/factories.ts";
import { makeTeamOf } from "../../../tests/helpers/team.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import type { ActivityPage } from "../../shared/activity.ts";
import {
  OFFER_NOT_FOUND,
  OFFER_PENDING,
  OFFER_TO_YOURSELF,
  type OwnershipOffer,
  type OwnershipOfferToMe,
  PERSONAL_WORKSPACE_KEPT,
} from "../../shared/ownership.ts";
import {
  OWNER_BY_TRANSFER,
  ROLE_FORBIDDEN,
  type WorkspaceList,
  type WorkspaceMember,
} from "../../shared/workspaces.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const offer = (user: TestUser, userId: unknown) =>
  user.client.json<{ offer: OwnershipOffer; message: string }>("/api/workspaces/ownership-offer", {
    method: "PUT",
    json: { userId },
  });
const pending = async (user: TestUser) =>
  (await user.client.json<{ offer: OwnershipOffer | null }>("/api/workspaces/ownership-offer")).body
    .offer;
const offersTo = async (user: TestUser) =>
  (await user.client.json<{ items: OwnershipOfferToMe[] }>("/api/workspaces/ownership-offers")).body
    .items;
async function answer(user: TestUser, workspaceId: string, verb: "accept" | "decline") {
  const response = await user.client.request(
    `/api/workspaces/ownership-offers/${workspaceId}/${verb}`,
    { method: "POST" },
  );
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as { message: string }) : null };
}
const rolesOf = async (user: TestUser) =>
  Object.fromEntries(
    (
      await user.client.json<{ items: WorkspaceMember[] }>("/api/workspaces/members")
    ).body.items.map((m) => [m.name, m.role]),
  );

describe("transferring ownership", () => {
  it("the Proprietário offers it, the member accepts: they own it and work in it, the old owner is an Administrador", async () => {
    const team = await makeTeamOf(server, "Agência Transferida", ["editor"]);
    const [editor] = team.members as [TestUser];

    const made = await offer(team.owner, editor.id);
    expect(made.status).toBe(200);
    expect(made.body.offer).toMatchObject({ toUserId: editor.id, toName: "Membro 1" });
    expect(await pending(team.owner)).toMatchObject({ toUserId: editor.id });
    // The member sees it from whichever workspace they work in.
    const personal = (await editor.client.json<WorkspaceList>("/api/workspaces")).body.items.find(
      (w) => w.personal,
    )!;
    await editor.client.request("/api/workspaces/current", {
      method: "PUT",
      json: { workspaceId: personal.id },
    });
    expect(await offersTo(editor)).toEqual([
      expect.objectContaining({
        workspaceId: team.id,
        workspaceName: "Agência Transferida",
        fromName: "Olga Proprietária",
      }),
    ]);
    expect(await offersTo(team.owner)).toEqual([]);

    expect((await answer(editor, team.id, "accept")).status).toBe(204);
    expect((await editor.client.json<WorkspaceList>("/api/workspaces")).body.currentId).toBe(
      team.id,
    );
    expect(await rolesOf(editor)).toEqual({ "Olga Proprietária": "admin", "Membro 1": "owner" });
    expect(await offersTo(editor)).toEqual([]);
    expect(await pending(editor)).toBeNull();
    const log = await editor.client.json<ActivityPage>("/api/workspaces/activity");
    expect(log.body.items[0]).toMatchObject({
      kind: "ownership_transferred",
      actor: "Olga Proprietária",
      subject: "Membro 1",
    });

    // The old owner's next request has the Administrador's rights, not the Proprietário's.
    const again = await offer(team.owner, editor.id);
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(ROLE_FORBIDDEN);
    const demote = await team.owner.client.json<{ message: string }>(
      `/api/workspaces/members/${editor.id}`,
      { method: "PATCH", json: { role: "reader" } },
    );
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe(OWNER_BY_TRANSFER);
    // Accepting twice finds nothing.
    expect((await answer(editor, team.id, "accept")).status).toBe(404);
  });

  it("one offer is pending at a time; cancelled, another member may be offered it", async () => {
    const team = await makeTeamOf(server, "Agência Indecisa", ["admin", "reader"]);
    const [admin, reader] = team.members as [TestUser, TestUser];
    expect((await offer(team.owner, admin.id)).status).toBe(200);
    const second = await offer(team.owner, reader.id);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(OFFER_PENDING);
    expect(await pending(team.owner)).toMatchObject({ toUserId: admin.id });

    expect(
      (await team.owner.client.request("/api/workspaces/ownership-offer", { method: "DELETE" }))
        .status,
    ).toBe(204);
    expect(await offersTo(admin)).toEqual([]);
    expect((await answer(admin, team.id, "accept")).body?.message).toBe(OFFER_NOT_FOUND);
    expect((await offer(team.owner, reader.id)).status).toBe(200);
    expect(await rolesOf(team.owner)).toEqual({
      "Olga Proprietária": "owner",
      "Membro 1": "admin",
      "Membro 2": "reader",
    });
  });

  it("only the Proprietário offers it; nobody but the member offered answers it", async () => {
    const team = await makeTeamOf(server, "Agência Zelosa", ["admin", "editor"]);
    const [admin, editor] = team.members as [TestUser, TestUser];
    const byAdmin = await offer(admin, editor.id);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toBe(ROLE_FORBIDDEN);
    expect((await admin.client.request("/api/workspaces/ownership-offer")).status).toBe(403);
    expect(await pending(team.owner)).toBeNull();

    await offer(team.owner, editor.id);
    expect((await answer(admin, team.id, "accept")).status).toBe(404);
    expect((await answer(team.owner, team.id, "accept")).status).toBe(404);
    expect(
      (await admin.client.request("/api/workspaces/ownership-offer", { method: "DELETE" })).status,
    ).toBe(403);
    expect(await rolesOf(team.owner)).toMatchObject({
      "Olga Proprietária": "owner",
      "Membro 2": "editor",
    });
  });

  it("an offer to oneself, to a stranger or without a member is refused in Portuguese", async () => {
    const team = await makeTeamOf(server, "Agência Atenta", ["editor"]);
    const outsider = await createUser(server, { name: "Otto de Fora" });
    const self = await offer(team.owner, team.owner.id);
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(OFFER_TO_YOURSELF);
    expect((await offer(team.owner, outsider.id)).status).toBe(404);
    for (const userId of [undefined, "", 42]) {
      const bad = await offer(team.owner, userId);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe("Escolha um membro.");
    }
    expect(
      (
        await team.owner.client.request("/api/workspaces/ownership-offers/nao-e-id/accept", {
          method: "POST",
        })
      ).status,
    ).toBe(400);
    expect(await pending(team.owner)).toBeNull();
  });

  it("a personal workspace is never offered", async () => {
    const team = await makeTeamOf(server, "Agência Pessoal", ["editor"]);
    const list = (await team.owner.client.json<WorkspaceList>("/api/workspaces")).body;
    await team.owner.client.request("/api/workspaces/current", {
      method: "PUT",
      json: { workspaceId: list.items.find((w) => w.personal)!.id },
    });
    const refused = await offer(team.owner, team.members[0]!.id);
    expect([refused.status, refused.body.message]).toEqual([409, PERSONAL_WORKSPACE_KEPT]);
  });

  it("declining leaves every role as it was; an offer goes with its member when they leave", async () => {
    const team = await makeTeamOf(server, "Agência Recusada", ["admin", "editor"]);
    const [admin, editor] = team.members as [TestUser, TestUser];
    await offer(team.owner, admin.id);
    expect((await answer(admin, team.id, "decline")).status).toBe(204);
    expect(await pending(team.owner)).toBeNull();
    expect(await rolesOf(team.owner)).toMatchObject({
      "Olga Proprietária": "owner",
      "Membro 1": "admin",
    });

    await offer(team.owner, editor.id);
    expect(
      (
        await editor.client.request("/api/workspaces/current/leave", {
          method: "POST",
          json: { workspaceId: team.id },
        })
      ).status,
    ).toBe(204);
    expect(await pending(team.owner)).toBeNull();
    expect(await offersTo(editor)).toEqual([]);
  });
});
