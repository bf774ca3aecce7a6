// Depends on the engine: the change feed behind the caches runs over PGlite's in-process LISTEN or
// a PostgreSQL connection.
import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  createUser,
  makeAdmin,
  setFlags,
  subscribe,
  type TestUser,
} from "../../../tests/helpers/factories.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import type { HistoryPage } from "../../shared/generation/history.ts";
import type { Me } from "../../shared/viewer.ts";
import "../../../tests/setup/database-kind.ts";
import { contentHistory, subscriptionPlans, subscriptions, users } from "../db/schema/index.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Reads /api/me twice, so that the second answer came from the cache. */
async function warmMe(user: TestUser, cookie = user.client.cookieHeader) {
  await me(user, cookie);
  return me(user, cookie);
}

async function me(user: TestUser, cookie = user.client.cookieHeader) {
  const { body } = await user.client.json<Me>("/api/me", { headers: { cookie } });
  return body.user;
}

async function historyTotal(user: TestUser) {
  const { status, body } = await user.client.json<HistoryPage>("/api/history");
  expect(status).toBe(200);
  return body.total;
}

const saveItem = (user: TestUser, title: string) =>
  server.db
    .insert(contentHistory)
    .values({ userId: user.id, contentType: "prompt", title, content: `Conteúdo de ${title}` })
    .returning({ id: contentHistory.id });

describe("cached session checks", () => {
  it("see a sign-out at once", async () => {
    const user = await createUser(server);
    const cookie = user.client.cookieHeader;
    expect((await warmMe(user))?.id).toBe(user.id);
    expect((await user.client.json("/api/auth/sign-out", { json: {} })).status).toBe(200);
    expect(await me(user, cookie)).toBeNull();
  });

  it("see a ban written straight to the database on the very next request", async () => {
    const user = await createUser(server);
    expect((await warmMe(user))?.id).toBe(user.id);
    await setFlags(server.db, user.id, { isBanned: true, bannedReason: "fraude" });
    expect(await me(user)).toBeNull();
    expect((await user.client.json("/api/history")).status).toBe(401);
  });

  it("see a lock, a new name, a role and a subscription as soon as they are committed", async () => {
    const user = await createUser(server);
    await warmMe(user);
    await setFlags(server.db, user.id, { isLocked: true, lockedReason: "revisão" });
    expect(await me(user)).toMatchObject({ isLocked: true, lockedReason: "revisão" });
    await server.db.update(users).set({ name: "Nome Novo" }).where(eq(users.id, user.id));
    expect((await me(user))?.name).toBe("Nome Novo");
    await makeAdmin(server.db, user.id);
    expect((await me(user))?.role).toBe("admin");
    await subscribe(server.db, user.id);
    expect((await me(user))?.subscription?.status).toBe("active");
  });

  it("see a plan renamed for every subscriber", async () => {
    const user = await createUser(server);
    await subscribe(server.db, user.id);
    const before = await warmMe(user);
    const planId = before?.subscription?.planId ?? 0;
    await server.db
      .update(subscriptionPlans)
      .set({ name: "Pro Renomeado" })
      .where(eq(subscriptionPlans.id, planId));
    expect((await me(user))?.subscription?.planName).toBe("Pro Renomeado");
  });

  it("stop granting a subscription when its period ends, though no row changed", async () => {
    const user = await createUser(server);
    await subscribe(server.db, user.id);
    await server.db
      .update(subscriptions)
      .set({ currentPeriodEnd: sql`now() + interval '1 second'` })
      .where(eq(subscriptions.userId, user.id));
    expect((await warmMe(user))?.subscription).not.toBeNull();
    await sleep(1_100);
    expect((await me(user))?.subscription).toBeNull();
  });
});

describe("cached history pages", () => {
  it("show an item saved by anyone, and lose a deleted one, on the next read", async () => {
    const user = await createUser(server);
    const [first] = await saveItem(user, "Primeiro");
    expect(await historyTotal(user)).toBe(1);
    expect(await historyTotal(user)).toBe(1);
    await saveItem(user, "Segundo");
    expect(await historyTotal(user)).toBe(2);
    await server.db.delete(contentHistory).where(eq(contentHistory.id, first!.id));
    expect(await historyTotal(user)).toBe(1);
  });

  it("are one user's own: a change to another user leaves them, and never mixes them", async () => {
    const ana = await createUser(server);
    const bia = await createUser(server);
    await saveItem(ana, "Da Ana");
    expect(await historyTotal(ana)).toBe(1);
    expect(await historyTotal(bia)).toBe(0);
    await saveItem(bia, "Da Bia");
    const page = await bia.client.json<HistoryPage>("/api/history");
    expect(page.body.items.map((i) => i.title)).toEqual(["Da Bia"]);
    expect(await historyTotal(ana)).toBe(1);
  });
});

describe.runIf(inject("database").kind === "postgres")("when the change feed is lost", () => {
  it("requests are answered from the database until it listens again", async () => {
    const user = await createUser(server);
    await warmMe(user);
    await saveItem(user, "Antes");
    expect(await historyTotal(user)).toBe(1);
    // The feed's own connection is the one that LISTENs; killing it loses notifications.
    await server.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'`);
    await saveItem(user, "Durante");
    await setFlags(server.db, user.id, { fullName: "Durante a Queda" });
    expect(await historyTotal(user)).toBe(2);
    expect((await me(user))?.fullName).toBe("Durante a Queda");

    let caughtUp = false;
    for (let i = 0; i < 50 && !caughtUp; i++) {
      caughtUp = await server.deps.caches.catchUp();
      if (!caughtUp) await sleep(100);
    }
    expect(caughtUp).toBe(true);
    await warmMe(user);
    await setFlags(server.db, user.id, { isBanned: true });
    expect(await me(user)).toBeNull();
  });
});
