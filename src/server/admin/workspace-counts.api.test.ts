import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, makeAdmin, type TestUser } from "../../../tests/helpers/factories.ts";
import { makeTeam } from "../../../tests/helpers/team.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import type { AdminStats, AdminUsersPage } from "../../shared/admin.ts";
import { users, workspaces } from "../db/schema/index.ts";

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server, { name: "Ana Administradora" });
  await makeAdmin(server.db, admin.id);
});
afterAll(() => server.close());

const stats = async () => (await admin.client.json<AdminStats>("/api/admin/stats")).body;

/** The admin's users list, searched for one user's e-mail. */
async function rowOf(user: TestUser) {
  const page = await admin.client.json<AdminUsersPage>(
    `/api/admin/users?q=${encodeURIComponent(user.email)}`,
  );
  expect(page.status).toBe(200);
  return page.body.items.find((item) => item.id === user.id)!;
}

describe("workspaces in the admin panel", () => {
  it("counts every workspace, a team's beside the personal ones", async () => {
    const before = await stats();
    await makeTeam(server);
    // The owner's personal workspace and the team's.
    expect((await stats()).workspaces).toBe(before.workspaces + 2);
  });

  it("counts the workspaces the table holds as teams and accounts come and go", async () => {
    const team = await makeTeam(server, "Agência Passageira");
    await makeTeam(server, "Agência Que Fica");
    const leaving = await createUser(server, { name: "Lia de Saída" });
    await server.db.delete(workspaces).where(eq(workspaces.id, team.workspaceId));
    await server.db.delete(users).where(eq(users.id, leaving.id));
    const [held] = await server.db.select({ value: count() }).from(workspaces);
    expect((await stats()).workspaces).toBe(held!.value);
  });

  it("lists each user's workspaces and, for those they own, how many members each has", async () => {
    const team = await makeTeam(server, "Agência Bem-te-vi");
    const editor = await team.join("editor");
    await team.join("reader");
    expect(await rowOf(team.owner)).toMatchObject({
      workspaces: 2,
      ownedWorkspaces: [
        { name: "Espaço de Olga Proprietária", personal: true, members: 1 },
        { name: "Agência Bem-te-vi", personal: false, members: 3 },
      ],
    });
    expect(await rowOf(editor)).toMatchObject({
      workspaces: 2,
      ownedWorkspaces: [{ name: "Espaço de Mara Membro", personal: true, members: 1 }],
    });
  });
});
