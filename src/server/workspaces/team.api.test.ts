import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, TEST_BRAND, type TestUser } from "../../../tests/helpers/factories.ts";
import { seedPlan } from "../../../tests/helpers/plans.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { addMember } from "../../../tests/helpers/workspaces.ts";
import type { Me } from "../../shared/viewer.ts";
import {
  BRANDS_NOT_IN_WORKSPACE,
  MAX_OWNED_WORKSPACES,
  OWNED_WORKSPACES_LIMIT,
  OWNER_BY_TRANSFER,
  OWNER_MUST_TRANSFER,
  ROLE_FORBIDDEN,
  WORKSPACE_NOT_FOUND,
  type WorkspaceList,
  type WorkspaceMember,
} from "../../shared/workspaces.ts";
import { workspaceMembers, workspaces } from "../db/schema/index.ts";

let server: TestServer;
let owner: TestUser;
let team: { id: string };
let brandId: string;
let planId: string;

const workspacesOf = async (user: TestUser) =>
  (await user.client.json<WorkspaceList>("/api/workspaces")).body;

const membersOf = async (user: TestUser) =>
  (await user.client.json<{ items: WorkspaceMember[] }>("/api/workspaces/members")).body.items;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server, { name: "Ana Agência" });
  const created = await owner.client.json<{ id: string }>("/api/workspaces", {
    json: { name: "  Agência Aurora  " },
  });
  expect(created.status).toBe(201);
  team = created.body;
  const brand = await owner.client.json<{ id: string }>("/api/brands", {
    json: { ...TEST_BRAND, brandName: "Cliente da Agência" },
  });
  brandId = brand.body.id;
  ({
    plan: { id: planId },
  } = await seedPlan(server.db, owner.id, { workspaceId: team.id, brandId, posts: [{}] }));
});
afterAll(() => server.close());

describe("workspaces", () => {
  it("a new workspace is owned by its creator, who now works in it beside their personal one", async () => {
    const list = await workspacesOf(owner);
    expect(list.currentId).toBe(team.id);
    expect(list.items.map(({ name, personal, role }) => ({ name, personal, role }))).toEqual([
      { name: "Espaço de Ana Agência", personal: true, role: "owner" },
      { name: "Agência Aurora", personal: false, role: "owner" },
    ]);
    // The brand just made went into the workspace the owner works in.
    const personal = list.items.find((w) => w.personal)!;
    await owner.client.request("/api/workspaces/current", {
      method: "PUT",
      json: { workspaceId: personal.id },
    });
    expect((await owner.client.request(`/api/brands/${brandId}`)).status).toBe(404);
    await owner.client.request("/api/workspaces/current", {
      method: "PUT",
      json: { workspaceId: team.id },
    });
    expect((await owner.client.request(`/api/brands/${brandId}`)).status).toBe(200);
  });

  it("/api/me names the workspace the user works in, with their role and brand access there, and follows a switch", async () => {
    const reader = await createUser(server, { name: "Lia Leitora" });
    await addMember(server.db, team.id, reader.id, "reader", [brandId]);
    const meOf = async () => (await reader.client.json<Me>("/api/me")).body.user?.workspace;
    expect(await meOf()).toEqual({
      id: team.id,
      name: "Agência Aurora",
      personal: false,
      role: "reader",
      brandIds: [brandId],
    });
    const personal = (await workspacesOf(reader)).items.find((w) => w.personal)!;
    await reader.client.request("/api/workspaces/current", {
      method: "PUT",
      json: { workspaceId: personal.id },
    });
    expect(await meOf()).toEqual({
      id: personal.id,
      name: "Espaço de Lia Leitora",
      personal: true,
      role: "owner",
      brandIds: null,
    });
    // The team's own tests below count its members: she leaves it as she found it.
    await server.db
      .delete(workspaceMembers)
      .where(
        and(eq(workspaceMembers.workspaceId, team.id), eq(workspaceMembers.userId, reader.id)),
      );
  });

  it("switching to a workspace the user does not belong to is a 404, and changes nothing", async () => {
    const stranger = await createUser(server, { name: "Sérgio Estranho" });
    const { status, body } = await stranger.client.json<{ message: string }>(
      "/api/workspaces/current",
      { method: "PUT", json: { workspaceId: team.id } },
    );
    expect(status).toBe(404);
    expect(body.message).toBe(WORKSPACE_NOT_FOUND);
    expect((await workspacesOf(stranger)).items).toHaveLength(1);
    expect((await stranger.client.request(`/api/plans/${planId}`)).status).toBe(404);
  });

  it(`a person owns at most ${MAX_OWNED_WORKSPACES} workspaces, told so in Portuguese`, async () => {
    const busy = await createUser(server, { name: "Bia Muitas" });
    for (let i = 1; i < MAX_OWNED_WORKSPACES; i++) {
      const made = await busy.client.request("/api/workspaces", { json: { name: `Equipe ${i}` } });
      expect(made.status).toBe(201);
    }
    const refused = await busy.client.json<{ message: string }>("/api/workspaces", {
      json: { name: "Uma a mais" },
    });
    expect(refused).toMatchObject({ status: 409, body: { message: OWNED_WORKSPACES_LIMIT } });
    expect((await workspacesOf(busy)).items).toHaveLength(MAX_OWNED_WORKSPACES);
  });
});

describe("the team (Equipe)", () => {
  let admin: TestUser;
  let editor: TestUser;
  beforeAll(async () => {
    admin = await createUser(server, { name: "Ivo Admin" });
    editor = await createUser(server, { name: "Edu Editor" });
    await addMember(server.db, team.id, admin.id, "admin");
    await addMember(server.db, team.id, editor.id, "editor");
  });

  it("lists every member with role, brand access and when they joined, to every member", async () => {
    const members = await membersOf(editor);
    expect(members.map(({ name, role, brandIds }) => ({ name, role, brandIds }))).toEqual([
      { name: "Ana Agência", role: "owner", brandIds: null },
      { name: "Ivo Admin", role: "admin", brandIds: null },
      { name: "Edu Editor", role: "editor", brandIds: null },
    ]);
    expect(Date.parse(members[0]!.joinedAt)).not.toBeNaN();
  });

  it("an Editor cannot change the team", async () => {
    const { status, body } = await editor.client.json<{ message: string }>(
      `/api/workspaces/members/${admin.id}`,
      { method: "PATCH", json: { role: "reader" } },
    );
    expect(status).toBe(403);
    expect(body.message).toBe(ROLE_FORBIDDEN);
  });

  it("an Administrador makes an Editor a Leitor of one brand, in effect on their next request", async () => {
    const path = `/api/plans/${planId}/posts`;
    const post = { date: "2026-12-10", channel: "instagram", format: "Reels", theme: "Novo" };
    expect((await editor.client.request(path, { json: post })).status).toBe(201);
    const changed = await admin.client.json<WorkspaceMember>(
      `/api/workspaces/members/${editor.id}`,
      { method: "PATCH", json: { role: "reader", brandIds: [brandId] } },
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ role: "reader", brandIds: [brandId] });
    expect((await editor.client.request(path, { json: post })).status).toBe(403);
    expect((await editor.client.request(`/api/plans/${planId}`)).status).toBe(200);
  });

  it("refuses brands of another workspace, and gives an Administrador every brand", async () => {
    const other = await createUser(server, { name: "Olga Outra" });
    const foreign = await other.client.json<{ id: string }>("/api/brands", {
      json: { ...TEST_BRAND, brandName: "Marca de Outra" },
    });
    const refused = await admin.client.json<{ message: string }>(
      `/api/workspaces/members/${editor.id}`,
      { method: "PATCH", json: { brandIds: [foreign.body.id] } },
    );
    expect(refused).toMatchObject({ status: 400, body: { message: BRANDS_NOT_IN_WORKSPACE } });
    const promoted = await admin.client.json<WorkspaceMember>(
      `/api/workspaces/members/${editor.id}`,
      { method: "PATCH", json: { role: "admin", brandIds: [brandId] } },
    );
    expect(promoted.body).toMatchObject({ role: "admin", brandIds: null });
    await admin.client.request(`/api/workspaces/members/${editor.id}`, {
      method: "PATCH",
      json: { role: "editor" },
    });
  });

  it("nobody removes or demotes the Proprietário: ownership moves only by transfer", async () => {
    for (const [who, method, json] of [
      [admin, "PATCH", { role: "reader" }],
      [admin, "DELETE", undefined],
      [owner, "PATCH", { role: "admin" }],
      [owner, "DELETE", undefined],
    ] as const) {
      const { status, body } = await who.client.json<{ message: string }>(
        `/api/workspaces/members/${owner.id}`,
        { method, json },
      );
      expect(status).toBe(409);
      expect(body.message).toBe(OWNER_BY_TRANSFER);
    }
    const [row] = await server.db
      .select({ role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(eq(workspaceMembers.userId, owner.id));
    expect(row?.role).toBe("owner");
  });

  it("a removed member reaches nothing of the workspace on their next request", async () => {
    const leaving = await createUser(server, { name: "Gil Saindo" });
    await addMember(server.db, team.id, leaving.id, "editor");
    expect((await leaving.client.request(`/api/plans/${planId}`)).status).toBe(200);
    const removed = await admin.client.request(`/api/workspaces/members/${leaving.id}`, {
      method: "DELETE",
    });
    expect(removed.status).toBe(204);
    expect((await leaving.client.request(`/api/plans/${planId}`)).status).toBe(404);
    const list = await workspacesOf(leaving);
    expect(list.items.map((w) => w.personal)).toEqual([true]);
    expect((await membersOf(owner)).map((m) => m.name)).not.toContain("Gil Saindo");
  });
});

describe("deleting an account", () => {
  it("is refused to the owner of a team others belong to, and takes a team only its owner was in", async () => {
    const { status, body } = await owner.client.json<{ message: string }>("/api/account", {
      method: "DELETE",
      json: { confirmation: "EXCLUIR" },
    });
    expect(status).toBe(409);
    expect(body.message).toBe(OWNER_MUST_TRANSFER);
    expect((await owner.client.request(`/api/plans/${planId}`)).status).toBe(200);

    const solo = await createUser(server, { name: "Sol Sozinha" });
    const made = await solo.client.json<{ id: string }>("/api/workspaces", {
      json: { name: "Só minha" },
    });
    const deleted = await solo.client.request("/api/account", {
      method: "DELETE",
      json: { confirmation: "EXCLUIR" },
    });
    expect(deleted.status).toBe(200);
    const left = await server.db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(inArray(workspaces.id, [made.body.id]));
    expect(left).toEqual([]);
  });
});
