import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createUser,
  makeAdmin,
  setFlags,
  subscribe,
  type TestUser,
} from "../../../tests/helpers/factories.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import type {
  AdminContentDetail,
  AdminContentPage,
  AdminStats,
  AdminUser,
  AdminUsersPage,
  AuditPage,
} from "../../shared/admin.ts";
import { contentHistory, profiles, sessions, userRoles } from "../db/schema/index.ts";
import { adminStats } from "./stats.ts";

let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server, { name: "Ana Administradora" });
  await makeAdmin(server.db, admin.id);
});
afterAll(() => server.close());

const stats = async () => (await admin.client.json<AdminStats>("/api/admin/stats")).body;

async function addContent(
  userId: string,
  rows: { type: "prompt" | "strategy" | "script"; at: Date; brandName?: string }[],
) {
  const inserted = await server.db
    .insert(contentHistory)
    .values(
      rows.map((r, i) => ({
        userId,
        contentType: r.type,
        title: `Conteúdo ${i}`,
        content: `Texto completo número ${i}. `.repeat(50),
        createdAt: r.at,
        brandName: r.brandName ?? null,
      })),
    )
    .returning({ id: contentHistory.id });
  return inserted.map((r) => r.id);
}

describe("who may use the admin API", () => {
  const reads = ["/stats", "/users", "/content", "/audit"];

  it("an anonymous visitor is refused with 401 on every admin route", async () => {
    const anonymous = server.client();
    for (const path of reads) {
      expect((await anonymous.json(`/api/admin${path}`)).status).toBe(401);
    }
    const ban = await anonymous.json(`/api/admin/users/${admin.id}/ban`, {
      json: { reason: "teste" },
    });
    expect(ban.status).toBe(401);
  });

  it("a signed-in user who is not an admin is refused with 403 and changes nothing", async () => {
    const user = await createUser(server);
    for (const path of reads) {
      const { status, body } = await user.client.json(`/api/admin${path}`);
      expect(status).toBe(403);
      expect(body.message).toBe("Você não tem permissão para acessar esta área.");
    }
    const promote = await user.client.json(`/api/admin/users/${user.id}/role`, {
      method: "PUT",
      json: { role: "admin" },
    });
    expect(promote.status).toBe(403);
    const [role] = await server.db.select().from(userRoles).where(eq(userRoles.userId, user.id));
    expect(role?.role).toBe("user");
  });
});

describe("counts and lists", () => {
  it("the seven counts follow users, roles, flags, subscriptions, content and workspaces", async () => {
    const before = await stats();
    const [a, b, c] = [
      await createUser(server),
      await createUser(server),
      await createUser(server),
    ];
    await makeAdmin(server.db, a.id);
    await setFlags(server.db, b.id, { isBanned: true, bannedReason: "spam" });
    await setFlags(server.db, b.id, { isLocked: true, lockedReason: "fraude" });
    await setFlags(server.db, c.id, { isLocked: true, lockedReason: "fraude" });
    await subscribe(server.db, c.id);
    await subscribe(server.db, a.id, { status: "canceled" });
    await addContent(c.id, [
      { type: "prompt", at: new Date() },
      { type: "script", at: new Date() },
    ]);
    expect(await stats()).toEqual({
      totalUsers: before.totalUsers + 3,
      admins: before.admins + 1,
      banned: before.banned + 1,
      locked: before.locked + 2,
      subscribers: before.subscribers + 1,
      prompts: before.prompts + 2,
      // Each account's personal workspace.
      workspaces: before.workspaces + 3,
    });
  });

  it("a large table's count is PostgreSQL's estimate, and the answer names it; a small one is exact", async () => {
    const user = await createUser(server);
    await addContent(user.id, [{ type: "prompt", at: new Date() }]);
    // The statistics an estimate reads (autovacuum's ANALYZE keeps them on a live server).
    await server.db.execute(sql`analyze users, user_content_history`);
    const exact = await stats();
    expect(exact).not.toHaveProperty("estimated");
    // With the bound at one row, every table holding rows is large.
    const estimated = await adminStats(server.db, 1);
    expect(estimated.estimated).toEqual(["totalUsers", "workspaces", "prompts"]);
    // Just after ANALYZE, which read every row of these small tables, the estimate is exact.
    expect(estimated).toMatchObject({
      totalUsers: exact.totalUsers,
      prompts: exact.prompts,
      workspaces: exact.workspaces,
      admins: exact.admins,
    });
  });

  it("users come in pages of 25, newest first, with role, subscription and flags", async () => {
    const created: TestUser[] = [];
    for (let i = 0; i < 26; i++) created.push(await createUser(server, { name: `Paginado ${i}` }));
    const newest = created.at(-1)!;
    await subscribe(server.db, newest.id);
    await setFlags(server.db, newest.id, { isBanned: true, bannedReason: "spam" });

    const first = await admin.client.json<AdminUsersPage>("/api/admin/users");
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(25);
    expect(first.body.pageSize).toBe(25);
    expect(first.body.total).toBe((await stats()).totalUsers);
    expect(first.body.items[0]).toMatchObject({
      id: newest.id,
      email: newest.email,
      fullName: "Paginado 25",
      role: "user",
      isBanned: true,
      bannedReason: "spam",
      isLocked: false,
      subscription: { status: "active", planName: "Pro Mensal", grantsAccess: true },
    });
    expect(first.body.items[0]?.subscription?.currentPeriodEnd).toEqual(expect.any(String));

    const second = await admin.client.json<AdminUsersPage>("/api/admin/users?page=2");
    const firstIds = new Set(first.body.items.map((u) => u.id));
    expect(second.body.items.some((u) => firstIds.has(u.id))).toBe(false);
    expect(second.body.items.map((u) => u.id)).toContain(created[0]!.id);
  });

  it("each user's subscription says whether it grants access now, by the server's rule", async () => {
    const ended = await createUser(server, { email: "assinatura-vencida@exemplo.com.br" });
    await subscribe(server.db, ended.id, { status: "active", days: -1 });
    const trial = await createUser(server, { email: "assinatura-teste@exemplo.com.br" });
    await subscribe(server.db, trial.id, { status: "trialing", days: 7 });
    const subscriptionOf = async (email: string) => {
      const { body } = await admin.client.json<AdminUsersPage>(
        `/api/admin/users?q=${encodeURIComponent(email)}`,
      );
      return body.items[0]?.subscription;
    };
    expect(await subscriptionOf(ended.email)).toMatchObject({
      status: "active",
      grantsAccess: false,
    });
    expect(await subscriptionOf(trial.email)).toMatchObject({
      status: "trialing",
      grantsAccess: true,
    });
  });

  it("the users list is searched by name and by e-mail, case-insensitively and literally", async () => {
    const target = await createUser(server, {
      name: "Zuleica Bragança",
      email: "zuleica_100@exemplo.com.br",
    });
    await createUser(server, { name: "Zuleica Outra", email: "zuleicax100x@exemplo.com.br" });

    const byName = await admin.client.json<AdminUsersPage>(
      `/api/admin/users?q=${encodeURIComponent("zuleica bragança")}`,
    );
    expect(byName.body.items.map((u) => u.id)).toEqual([target.id]);
    expect(byName.body.total).toBe(1);

    const byEmail = await admin.client.json<AdminUsersPage>(
      `/api/admin/users?q=${encodeURIComponent("ZULEICA_100")}`,
    );
    expect(byEmail.body.items.map((u) => u.id)).toEqual([target.id]);

    const none = await admin.client.json<AdminUsersPage>("/api/admin/users?q=ninguem-assim");
    expect(none.body).toMatchObject({ items: [], total: 0 });
  });

  it("a bad page or an overlong search is refused with 400 in Portuguese", async () => {
    const page = await admin.client.json("/api/admin/users?page=0");
    expect(page.status).toBe(400);
    expect(page.body.message).toBe("Página inválida.");
    const search = await admin.client.json(`/api/admin/users?q=${"a".repeat(201)}`);
    expect(search.status).toBe(400);
    expect(search.body.message).toBe("A busca aceita no máximo 200 caracteres.");
    const type = await admin.client.json("/api/admin/content?type=video");
    expect(type.status).toBe(400);
    expect(type.body.message).toBe("Tipo de conteúdo inválido.");
  });

  it("all content comes newest first with its owner and brand, by type, in pages that never repeat a row", async () => {
    const owner = await createUser(server, { name: "Dona do Conteúdo" });
    // One instant for many rows: the pages must still split them exactly once each.
    const same = new Date(Date.now() + 60_000);
    const ids = await addContent(
      owner.id,
      Array.from({ length: 30 }, (_, i) => ({
        type: i % 3 === 0 ? ("strategy" as const) : ("prompt" as const),
        at: same,
      })),
    );
    const [newest] = await addContent(owner.id, [
      { type: "script", at: new Date(Date.now() + 120_000), brandName: "Padaria Trigo Bom" },
    ]);

    const first = await admin.client.json<AdminContentPage>("/api/admin/content");
    expect(first.body.items).toHaveLength(25);
    expect(first.body.items[0]).toMatchObject({
      id: newest,
      contentType: "script",
      userId: owner.id,
      userName: "Dona do Conteúdo",
      userEmail: owner.email,
      brandName: "Padaria Trigo Bom",
    });
    expect(first.body.items[1]?.brandName).toBeNull();
    const seen = first.body.items.map((i) => i.id);
    let cursor = first.body.nextCursor;
    while (cursor) {
      const next = await admin.client.json<AdminContentPage>(
        `/api/admin/content?cursor=${encodeURIComponent(cursor)}`,
      );
      seen.push(...next.body.items.map((i) => i.id));
      cursor = next.body.nextCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of [...ids, newest]) expect(seen).toContain(id);

    const strategies = await admin.client.json<AdminContentPage>(
      "/api/admin/content?type=strategy",
    );
    expect(strategies.body.items.length).toBeGreaterThanOrEqual(10);
    expect(strategies.body.items.every((i) => i.contentType === "strategy")).toBe(true);
  });

  it("one content item opens with its full text; an unknown one is 404", async () => {
    const owner = await createUser(server);
    const [id] = await addContent(owner.id, [{ type: "prompt", at: new Date() }]);
    const { status, body } = await admin.client.json<AdminContentDetail>(
      `/api/admin/content/${id}`,
    );
    expect(status).toBe(200);
    expect(body.content).toBe("Texto completo número 0. ".repeat(50));
    expect(body.userEmail).toBe(owner.email);
    const missing = await admin.client.json(
      "/api/admin/content/00000000-0000-4000-8000-000000000000",
    );
    expect(missing.status).toBe(404);
    expect((await admin.client.json("/api/admin/content/nao-e-id")).status).toBe(404);
  });
});

describe("roles", () => {
  const setRole = (actor: TestUser, target: string, role: unknown) =>
    actor.client.json<AdminUser & { message: string }>(`/api/admin/users/${target}/role`, {
      method: "PUT",
      json: { role },
    });

  it("an admin promotes a user, who is then an admin, and demotes them back; the role is replaced", async () => {
    const user = await createUser(server);
    const up = await setRole(admin, user.id, "admin");
    expect(up.status).toBe(200);
    expect(up.body.role).toBe("admin");
    expect((await user.client.json<{ user: { role: string } }>("/api/me")).body.user.role).toBe(
      "admin",
    );

    const down = await setRole(admin, user.id, "user");
    expect(down.body.role).toBe("user");
    const rows = await server.db.select().from(userRoles).where(eq(userRoles.userId, user.id));
    expect(rows.map((r) => r.role)).toEqual(["user"]);
    expect((await user.client.json("/api/admin/stats")).status).toBe(403);
  });

  it("an admin cannot demote themself", async () => {
    const other = await createUser(server);
    await makeAdmin(server.db, other.id);
    const { status, body } = await setRole(admin, admin.id, "user");
    expect(status).toBe(403);
    expect(body.message).toBe("Você não pode remover sua própria permissão de administrador.");
  });

  it("the last admin cannot be demoted", async () => {
    const solo = await startTestServer();
    try {
      const only = await createUser(solo);
      await makeAdmin(solo.db, only.id);
      const { status, body } = await setRole(only, only.id, "user");
      expect(status).toBe(409);
      expect(body.message).toBe("Não é possível remover o último administrador.");
    } finally {
      await solo.close();
    }
  });

  it("two admins demoting each other at once leave exactly one admin", async () => {
    const solo = await startTestServer();
    try {
      const [x, y] = [await createUser(solo), await createUser(solo)];
      await makeAdmin(solo.db, x.id);
      await makeAdmin(solo.db, y.id);
      const results = await Promise.all([setRole(x, y.id, "user"), setRole(y, x.id, "user")]);
      // The loser is refused either as no longer an admin (403) or as the last admin (409),
      // depending on whether its request started before the winner's commit.
      const [won, lost] = results.map((r) => r.status).sort();
      expect(won).toBe(200);
      expect([403, 409]).toContain(lost);
      const admins = await solo.db.select().from(userRoles).where(eq(userRoles.role, "admin"));
      expect(admins).toHaveLength(1);
    } finally {
      await solo.close();
    }
  });

  it("an unknown role or user is refused in Portuguese", async () => {
    const user = await createUser(server);
    const bad = await setRole(admin, user.id, "dono");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Role inválida. Use admin ou user.");
    const missing = await setRole(admin, "nao-existe", "admin");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Usuário não encontrado.");
  });
});

describe("bans and locks", () => {
  const act = (actor: TestUser, target: string, action: string, reason?: string) =>
    actor.client.json<AdminUser & { message: string }>(`/api/admin/users/${target}/${action}`, {
      json: reason === undefined ? {} : { reason },
    });

  it("a ban records the reason, ends every open session at once, and sign-in shows the reason", async () => {
    const user = await createUser(server);
    const secondDevice = server.client();
    await secondDevice.signIn({ email: user.email, password: user.password });
    expect((await secondDevice.json("/api/me")).body.user).not.toBeNull();

    const { status, body } = await act(admin, user.id, "ban", "  Envio de spam  ");
    expect(status).toBe(200);
    expect(body).toMatchObject({ isBanned: true, bannedReason: "Envio de spam" });
    expect(body.bannedAt).toEqual(expect.any(String));

    expect(await server.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await user.client.json("/api/me")).body).toEqual({ user: null });
    expect((await secondDevice.json("/api/me")).body).toEqual({ user: null });
    const signIn = await server.client().signIn({ email: user.email, password: user.password });
    expect(signIn.status).toBe(403);
    expect(signIn.body.message).toBe("Conta banida. Motivo: Envio de spam");
  });

  it("an unban clears the flag, the date and the reason, and the user signs in again", async () => {
    const user = await createUser(server);
    await act(admin, user.id, "ban", "spam");
    const { status, body } = await act(admin, user.id, "unban");
    expect(status).toBe(200);
    expect(body).toMatchObject({ isBanned: false, bannedAt: null, bannedReason: null });
    const client = server.client();
    expect((await client.signIn({ email: user.email, password: user.password })).status).toBe(200);
    expect((await client.json("/api/me")).body.user).not.toBeNull();
  });

  it("a lock keeps the user signed in and marks them locked with the reason; unlock clears it", async () => {
    const user = await createUser(server);
    const locked = await act(admin, user.id, "lock", "Pagamento contestado");
    expect(locked.body).toMatchObject({ isLocked: true, lockedReason: "Pagamento contestado" });
    expect(locked.body.lockedAt).toEqual(expect.any(String));
    const me = await user.client.json<{ user: { isLocked: boolean; lockedReason: string } }>(
      "/api/me",
    );
    expect(me.body.user).toMatchObject({ isLocked: true, lockedReason: "Pagamento contestado" });
    await subscribe(server.db, user.id);
    for (const path of ["/api/generate/prompt", "/api/billing/checkout"]) {
      const refused = await user.client.json(path, { json: {} });
      expect(refused.status).toBe(423);
      expect(refused.body.message).toContain("Pagamento contestado");
    }

    const unlocked = await act(admin, user.id, "unlock");
    expect(unlocked.body).toMatchObject({ isLocked: false, lockedAt: null, lockedReason: null });
    const after = await user.client.json<{ user: { isLocked: boolean } }>("/api/me");
    expect(after.body.user.isLocked).toBe(false);
  });

  it("a user can be banned and locked at once, and both flags show", async () => {
    const user = await createUser(server);
    await act(admin, user.id, "lock", "fraude");
    const { body } = await act(admin, user.id, "ban", "spam");
    expect(body).toMatchObject({ isBanned: true, isLocked: true });
  });

  it("a ban or a lock without a reason is refused in Portuguese and changes nothing", async () => {
    const user = await createUser(server);
    for (const action of ["ban", "lock"]) {
      for (const reason of [undefined, "", "   "]) {
        const { status, body } = await act(admin, user.id, action, reason);
        expect(status).toBe(400);
        expect(body.message).toBe("Informe o motivo.");
      }
    }
    const [profile] = await server.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ isBanned: false, isLocked: false });
  });

  it("an admin can neither ban nor lock themself", async () => {
    const ban = await act(admin, admin.id, "ban", "teste");
    expect(ban.status).toBe(403);
    expect(ban.body.message).toBe("Você não pode banir sua própria conta.");
    const lock = await act(admin, admin.id, "lock", "teste");
    expect(lock.status).toBe(403);
    expect(lock.body.message).toBe("Você não pode travar nem destravar sua própria conta.");
    expect((await admin.client.json("/api/me")).body.user).not.toBeNull();
  });

  it("actions on an unknown user are 404, and repeating a ban is a conflict that keeps the first reason", async () => {
    for (const action of ["ban", "unban", "lock", "unlock"]) {
      const { status, body } = await act(admin, "nao-existe", action, "motivo");
      expect(status).toBe(404);
      expect(body.message).toBe("Usuário não encontrado.");
    }
    const user = await createUser(server);
    await act(admin, user.id, "ban", "primeiro");
    const again = await act(admin, user.id, "ban", "segundo");
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Este usuário já está banido.");
    const [profile] = await server.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile?.bannedReason).toBe("primeiro");
    const unlock = await act(admin, user.id, "unlock");
    expect(unlock.status).toBe(409);
    expect(unlock.body.message).toBe("Este usuário não está travado.");
  });
});

describe("the audit log", () => {
  it("every admin action is recorded with who, what, on whom, the reason and when, newest first", async () => {
    const started = Date.now();
    const user = await createUser(server);
    const steps: [string, string, unknown][] = [
      ["PUT", "role", { role: "admin" }],
      ["PUT", "role", { role: "user" }],
      ["POST", "lock", { reason: "Chargeback" }],
      ["POST", "unlock", { reason: "Resolvido" }],
      ["POST", "ban", { reason: "Spam" }],
      ["POST", "unban", {}],
    ];
    for (const [method, action, json] of steps) {
      const { status } = await admin.client.json(`/api/admin/users/${user.id}/${action}`, {
        method,
        json,
      });
      expect(status).toBe(200);
    }
    const { body } = await admin.client.json<AuditPage>("/api/admin/audit");
    const mine = body.items.filter((e) => e.targetUserId === user.id);
    expect(mine.map((e) => [e.action, e.reason])).toEqual([
      ["user.unban", null],
      ["user.ban", "Spam"],
      ["user.unlock", "Resolvido"],
      ["user.lock", "Chargeback"],
      ["role.change", null],
      ["role.change", null],
    ]);
    expect(mine[5]?.details).toEqual({ from: "user", to: "admin" });
    for (const entry of mine) {
      expect(entry).toMatchObject({ actorEmail: admin.email, targetEmail: user.email });
      expect(new Date(entry.createdAt).getTime()).toBeGreaterThanOrEqual(started - 1_000);
    }
  });

  it("a refused action writes nothing to the audit log", async () => {
    const before = (await admin.client.json<AuditPage>("/api/admin/audit")).body.total;
    await admin.client.json(`/api/admin/users/${admin.id}/ban`, { json: { reason: "x" } });
    await admin.client.json(`/api/admin/users/${admin.id}/role`, {
      method: "PUT",
      json: { role: "user" },
    });
    expect((await admin.client.json<AuditPage>("/api/admin/audit")).body.total).toBe(before);
  });
});
