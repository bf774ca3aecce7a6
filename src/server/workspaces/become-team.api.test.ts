import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, subscribe, TEST_BRAND } from "../../../tests/helpers/factories.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { personalWorkspaceOf } from "../../../tests/helpers/workspaces.ts";
import type { PendingInvitation } from "../../shared/invitations.ts";
import type { Me } from "../../shared/viewer.ts";
import { ALREADY_A_TEAM } from "../../shared/workspaces.ts";
import { brands, workspaces } from "../db/schema/index.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const me = async (client: { json: <T>(path: string) => Promise<{ body: T }> }) =>
  (await client.json<Me>("/api/me")).body.user;

describe("a personal workspace becomes the team", () => {
  it("keeps its brands and its Pro subscription, invites without a second payment, and the owner gets a new empty personal workspace", async () => {
    const owner = await createUser(server, { name: "Otávio Dono" });
    await subscribe(server.db, owner.id);
    const brand = await owner.client.json<{ id: string }>("/api/brands", {
      json: { ...TEST_BRAND, brandName: "Padaria Aurora" },
    });
    const before = await personalWorkspaceOf(server.db, owner.id);

    const team = await owner.client.json<{ id: string; name: string }>(
      "/api/workspaces/current/team",
      { json: { name: "Agência Sol" } },
    );
    expect(team.status).toBe(200);
    expect(team.body).toMatchObject({ id: before, name: "Agência Sol" });
    const user = await me(owner.client);
    expect(user?.workspace).toMatchObject({ id: before, personal: false, role: "owner" });
    expect(user?.hasProAccess).toBe(true);
    const [row] = await server.db
      .select({ workspaceId: brands.workspaceId })
      .from(brands)
      .where(eq(brands.id, brand.body.id));
    expect(row?.workspaceId).toBe(before);

    const invited = await owner.client.json<PendingInvitation>("/api/workspaces/invitations", {
      json: { email: "eva@exemplo.com.br", role: "editor" },
    });
    expect(invited.status).toBe(201);

    const fresh = await personalWorkspaceOf(server.db, owner.id);
    expect(fresh).not.toBe(before);
    const [personal] = await server.db
      .select({ name: workspaces.name })
      .from(workspaces)
      .where(eq(workspaces.id, fresh));
    expect(personal?.name).toBe("Espaço de Otávio Dono");
  });

  it("a team is not made a team again (409), and an empty name changes nothing (400)", async () => {
    const owner = await createUser(server);
    const empty = await owner.client.json<{ message: string }>("/api/workspaces/current/team", {
      json: { name: " " },
    });
    expect(empty.status).toBe(400);
    expect((await me(owner.client))?.workspace.personal).toBe(true);
    await owner.client.json("/api/workspaces/current/team", { json: { name: "Agência Lua" } });
    const again = await owner.client.json<{ message: string }>("/api/workspaces/current/team", {
      json: { name: "Agência Lua 2" },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_A_TEAM);
  });
});
