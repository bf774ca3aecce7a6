// Depends on the engine: races interleave over PostgreSQL's pool of connections, and queue on
// PGlite's one connection, where a lock taken inside a transaction must not wait on itself.
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { createUser, type TestUser } from "../../../tests/helpers/factories.ts";
import { makeTeamOf } from "../../../tests/helpers/team.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { addMember } from "../../../tests/helpers/workspaces.ts";
import { MAX_OWNED_WORKSPACES, ROLE_FORBIDDEN } from "../../shared/workspaces.ts";
import { deleteAccount } from "../account/deletion.ts";
import { type Database, parseRows } from "../db/client.ts";
import { users, workspaceMembers, workspaces } from "../db/schema/index.ts";
import type { WorkspaceAccess } from "./access.ts";
import { deleteWorkspace } from "./lifecycle.ts";
import { acceptOffer } from "./ownership.ts";
import { createWorkspace } from "./service.ts";

/*
 * The races of issue 39, each made to happen in the order that broke a rule: what another
 * request does is run at the point the first one had reached, then the first one goes on.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The database, with `before` run when a transaction is asked for, before it begins. */
const beforeTransactions = (db: Database, before: () => Promise<unknown>) =>
  new Proxy(db, {
    get(target, key, receiver) {
      if (key !== "transaction") return Reflect.get(target, key, receiver);
      return async (...args: Parameters<Database["transaction"]>) => {
        await before();
        return target.transaction(...args);
      };
    },
  });

const ownerOf = async (workspaceId: string) =>
  (
    await server.db
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, "owner")))
  ).map((row) => row.userId);

const ownedBy = async (userId: string) =>
  (
    await server.db
      .select({ value: count() })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.role, "owner")))
  )[0]?.value;

/** The owner offers the workspace to a member, through the API. */
async function offer(owner: TestUser, to: TestUser) {
  const offered = await owner.client.request("/api/workspaces/ownership-offer", {
    method: "PUT",
    json: { userId: to.id },
  });
  expect(offered.status).toBe(200);
}

/** Sessions waiting on a row lock in this database. */
const lockWaiters = async () =>
  (
    await parseRows(
      server.db,
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    )
  )[0]?.n ?? 0;

describe("who owns what, when two requests meet", () => {
  it("a workspace's deletion that began before its ownership was transferred leaves it to the new owner", async () => {
    const team = await makeTeamOf(server, "Agência em Disputa", ["admin"]);
    const [admin] = team.members as [TestUser];
    // What the deletion's request read when it began: its sender was the Proprietário.
    const began: WorkspaceAccess = {
      workspaceId: team.id,
      userId: team.owner.id,
      role: "owner",
      brandIds: null,
    };
    await offer(team.owner, admin);
    await acceptOffer(server.db, admin.id, team.id);

    await expect(deleteWorkspace(server.deps, began, team.name)).rejects.toMatchObject({
      status: 403,
      message: ROLE_FORBIDDEN,
    });
    expect(await server.db.$count(workspaces, eq(workspaces.id, team.id))).toBe(1);
    expect(await ownerOf(team.id)).toEqual([admin.id]);
  });

  it("an account deletion whose team gained a member after the check refuses, and the team keeps its owner", async () => {
    const team = await makeTeamOf(server, "Agência de Uma Pessoa");
    const joiner = await createUser(server);
    // The member joins between the check before Stripe and the deletion's transaction.
    const db = beforeTransactions(server.db, () =>
      addMember(server.db, team.id, joiner.id, "editor"),
    );

    await expect(deleteAccount({ ...server.deps, db }, team.owner.id)).rejects.toMatchObject({
      status: 409,
      code: "OWNER_MUST_TRANSFER",
    });
    expect(await server.db.$count(users, eq(users.id, team.owner.id))).toBe(1);
    expect(await ownerOf(team.id)).toEqual([team.owner.id]);
  });

  // Two transactions at once need two connections: PGlite has one, so nothing interleaves there.
  it.runIf(inject("database").kind === "postgres")(
    "accepting an ownership while a workspace is being created counts under the same lock: never past the limit",
    async () => {
      const team = await makeTeamOf(server, "Agência Oferecida", ["editor"]);
      const [member] = team.members as [TestUser];
      // The member owns one less than the limit: their personal workspace and the rest.
      for (let i = (await ownedBy(member.id)) ?? 0; i < MAX_OWNED_WORKSPACES - 1; i++)
        await createWorkspace(server.db, member.id, `Espaço ${i}`);
      await offer(team.owner, member);

      // A creation holds its transaction open, counted and written but not committed...
      let commit = () => {};
      const held = new Promise<void>((resolve) => (commit = resolve));
      let written = () => {};
      const ready = new Promise<void>((resolve) => (written = resolve));
      const holding = new Proxy(server.db, {
        get(target, key, receiver) {
          if (key !== "transaction") return Reflect.get(target, key, receiver);
          return (run: (tx: Database) => Promise<unknown>) =>
            target.transaction(async (tx) => {
              const result = await run(tx);
              written();
              await held;
              return result;
            });
        },
      });
      const creating = createWorkspace(holding, member.id, "Espaço da Corrida");
      await ready;
      // ...while the member accepts: it finishes, or waits on a lock until the creation commits.
      const accepting = acceptOffer(server.db, member.id, team.id).then(
        () => "accepted",
        (error: { status?: number }) => error.status,
      );
      let settled = false;
      void accepting.then(() => (settled = true));
      while (!settled && (await lockWaiters()) === 0);
      commit();
      await creating;

      expect(await accepting).toBe(409);
      expect(await ownedBy(member.id)).toBe(MAX_OWNED_WORKSPACES);
      expect(await ownerOf(team.id)).toEqual([team.owner.id]);
    },
  );
});
