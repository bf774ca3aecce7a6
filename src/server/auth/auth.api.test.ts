import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, makeAdmin, setFlags, subscribe } from "../../../tests/helpers/factories.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import type { Me } from "../../shared/viewer.ts";
import { profiles, sessions, userRoles } from "../db/schema/index.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "chefe@exemplo.com.br" });
});
afterAll(() => server.close());

describe("accounts", () => {
  it("a visitor signs up with a full name and is signed in with a profile and the user role", async () => {
    const client = server.client();
    const { status, body } = await client.signUp({
      name: "Joana Pereira",
      email: "Joana@Exemplo.com.br",
      password: "segredo1",
    });
    expect(status).toBe(200);
    const me = await client.json<{ user: { email: string; fullName: string; role: string } }>(
      "/api/me",
    );
    expect(me.body.user).toMatchObject({
      email: "joana@exemplo.com.br",
      fullName: "Joana Pereira",
      role: "user",
    });
    const id = (body.user as { id: string }).id;
    const [profile] = await server.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile?.fullName).toBe("Joana Pereira");
  });

  it("an e-mail listed in ADMIN_EMAILS becomes admin on sign-up", async () => {
    const admin = await createUser(server, { email: "chefe@exemplo.com.br" });
    const [role] = await server.db.select().from(userRoles).where(eq(userRoles.userId, admin.id));
    expect(role?.role).toBe("admin");
  });

  it("/api/me says whether the Pro tools are open: to a subscriber and to an admin, not to others", async () => {
    const [member, subscriber, ended, admin] = [
      await createUser(server),
      await createUser(server),
      await createUser(server),
      await createUser(server),
    ];
    await subscribe(server.db, subscriber.id);
    await subscribe(server.db, ended.id, { days: -1 });
    await makeAdmin(server.db, admin.id);
    const access = async (user: typeof member) =>
      (await user.client.json<Me>("/api/me")).body.user?.hasProAccess;
    expect(await access(member)).toBe(false);
    expect(await access(subscriber)).toBe(true);
    expect(await access(ended)).toBe(false);
    expect(await access(admin)).toBe(true);
  });

  it("a wrong password is refused in Portuguese and starts no session", async () => {
    const user = await createUser(server);
    const client = server.client();
    const { status, body } = await client.signIn({ email: user.email, password: "errada-123" });
    expect(status).toBe(401);
    expect(body.message).toBe("Email ou senha incorretos.");
    expect((await client.json("/api/me")).body).toEqual({ user: null });
  });

  it("sign-up is validated with the shared schema and writes nothing on bad input", async () => {
    const client = server.client();
    const { status, body } = await client.signUp({
      name: "Jo",
      email: "nao-e-email",
      password: "123",
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      name: "O nome completo deve ter pelo menos 3 caracteres",
      email: "Email inválido",
      password: "A senha deve ter pelo menos 6 caracteres",
    });
    const again = await client.json("/api/auth/sign-up/email", {
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("Corpo da requisição inválido.");
  });

  it("signing up twice with one e-mail is refused in Portuguese", async () => {
    const user = await createUser(server);
    const { status, body } = await server
      .client()
      .signUp({ name: "Outra Pessoa", email: user.email, password: "segredo1" });
    expect(status).toBe(422);
    expect(body.message).toBe("Já existe uma conta com este email.");
  });

  it("better-auth endpoints the product does not use cannot be reached", async () => {
    const user = await createUser(server);
    for (const path of [
      "/api/auth/update-user",
      "/api/auth/change-password",
      "/api/auth/delete-user",
    ]) {
      const { status } = await user.client.json(path, {
        json: { name: "X", newPassword: "abcdefgh" },
      });
      expect(status, path).toBe(404);
    }
    const [profile] = await server.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile?.fullName).toBe(user.name);
  });

  it("sign-out ends the session", async () => {
    const user = await createUser(server);
    const out = await user.client.request("/api/auth/sign-out", { json: {} });
    expect(out.status).toBe(200);
    expect((await user.client.json("/api/me")).body).toEqual({ user: null });
  });

  it("a session restored from the cookie alone still identifies the user", async () => {
    const user = await createUser(server);
    const fresh = server.client();
    for (const [k, v] of user.client.cookies) fresh.cookies.set(k, v);
    expect((await fresh.json<{ user: { id: string } }>("/api/me")).body.user.id).toBe(user.id);
  });

  it("an active user's session slides forward once it is a day old, cookie included", async () => {
    const user = await createUser(server);
    const expiresOfATwoDayOldSession = new Date(Date.now() + 5 * 86_400_000);
    await server.db
      .update(sessions)
      .set({ expiresAt: expiresOfATwoDayOldSession })
      .where(eq(sessions.userId, user.id));
    const { status, response } = await user.client.json("/api/me");
    expect(status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/session_token=.*Max-Age=604800/);
    const [session] = await server.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
  });

  it("a fresh session is not rewritten on every request", async () => {
    const user = await createUser(server);
    const { response } = await user.client.json("/api/me");
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("a tampered session cookie is ignored", async () => {
    const user = await createUser(server);
    const [name, value] = [...user.client.cookies][0]!;
    user.client.cookies.set(
      name,
      value.replace(/^./, (c) => (c === "a" ? "b" : "a")),
    );
    expect((await user.client.json("/api/me")).body).toEqual({ user: null });
  });
});

describe("bans", () => {
  it("a banned user loses their open session at once and cannot sign in, and is told why", async () => {
    const user = await createUser(server);
    await setFlags(server.db, user.id, {
      isBanned: true,
      bannedAt: new Date(),
      bannedReason: "spam",
    });
    await server.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await user.client.json("/api/me")).body).toEqual({ user: null });
    const { status, body } = await server
      .client()
      .signIn({ email: user.email, password: user.password });
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: "BANNED_USER", message: "Conta banida. Motivo: spam" });
  });

  it("a banned flag alone already refuses the session on the next request", async () => {
    const user = await createUser(server);
    await setFlags(server.db, user.id, { isBanned: true, bannedReason: "fraude" });
    expect((await user.client.json("/api/me")).body).toEqual({ user: null });
  });
});

describe("the API boundary", () => {
  it("answers health once migrated", async () => {
    const { status, body } = await server.client().json("/api/health");
    expect(status).toBe(200);
    expect(body).toEqual({ status: "ok" });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const { status, body } = await server.client().json("/api/nao-existe");
    expect(status).toBe(404);
    expect(body.message).toBe("Endereço da API não encontrado.");
  });

  it("refuses a body over 64 KB with 413", async () => {
    const { status, body } = await server.client().json("/api/auth/sign-up/email", {
      json: { name: "x".repeat(70_000), email: "a@b.com", password: "segredo1" },
    });
    expect(status).toBe(413);
    expect(body.message).toMatch(/64 KB/);
  });

  it("refuses a state-changing request from another origin", async () => {
    const { status } = await server.client().json("/api/auth/sign-up/email", {
      json: { name: "Ana Lima", email: "ana@lima.com", password: "segredo1" },
      headers: { origin: "https://malicioso.example" },
    });
    expect(status).toBe(403);
  });
});
