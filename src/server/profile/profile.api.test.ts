// Depends on the engine: a taken username is told by the driver's error code (SQLSTATE 23505),
// which pg and PGlite carry differently wrapped.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../tests/helpers/factories.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { profiles, users } from "../db/schema/index.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const patch = (user: { client: ReturnType<TestServer["client"]> }, json: unknown) =>
  user.client.json("/api/profile", { method: "PATCH", json });

describe("profile", () => {
  it("a signed-in user reads their profile with the name given at sign-up", async () => {
    const user = await createUser(server, { name: "Ana Beatriz Souza" });
    const { status, body } = await user.client.json("/api/profile");
    expect(status).toBe(200);
    expect(body).toEqual({
      full_name: "Ana Beatriz Souza",
      username: null,
      email: user.email,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it("a user saves a full name and a username, which also renames the account", async () => {
    const user = await createUser(server);
    const { status, body } = await patch(user, {
      full_name: "  Carla Mendes  ",
      username: "Carla.Mendes_",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ full_name: "Carla Mendes", username: "carla.mendes_" });

    const [profile] = await server.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ fullName: "Carla Mendes", username: "carla.mendes_" });
    const [account] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.name).toBe("Carla Mendes");
    const me = await user.client.json<{ user: { fullName: string; username: string } }>("/api/me");
    expect(me.body.user).toMatchObject({ fullName: "Carla Mendes", username: "carla.mendes_" });
  });

  it("a user can save their own username again", async () => {
    const user = await createUser(server);
    expect((await patch(user, { full_name: "Rui Costa", username: "ruicosta" })).status).toBe(200);
    const again = await patch(user, { full_name: "Rui Costa Lima", username: "RuiCosta" });
    expect(again.status).toBe(200);
    expect(again.body.full_name).toBe("Rui Costa Lima");
  });

  it("a username taken by someone else, in any letter case, is refused and nothing changes", async () => {
    const owner = await createUser(server);
    expect((await patch(owner, { full_name: "Dono Original", username: "marca_top" })).status).toBe(
      200,
    );
    const other = await createUser(server, { name: "Outra Pessoa" });
    const { status, body } = await patch(other, { full_name: "Nome Novo", username: "Marca_Top" });
    expect(status).toBe(409);
    expect(body.message).toBe("Este nome de usuário já está em uso.");
    const [profile] = await server.db.select().from(profiles).where(eq(profiles.id, other.id));
    expect(profile).toMatchObject({ fullName: "Outra Pessoa", username: null });
  });

  it("two people claiming one free username at once: exactly one gets it", async () => {
    const [first, second] = await Promise.all([createUser(server), createUser(server)]);
    const answers = await Promise.all([
      patch(first, { full_name: "Primeira Pessoa", username: "disputado" }),
      patch(second, { full_name: "Segunda Pessoa", username: "disputado" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it("bad input gets the Portuguese messages of the shared schema and writes nothing", async () => {
    const user = await createUser(server, { name: "Paulo Henrique" });
    const short = await patch(user, { full_name: "Jo", username: "ab" });
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({
      full_name: "O nome completo deve ter pelo menos 3 caracteres",
      username: "O nome de usuário deve ter pelo menos 3 caracteres",
    });

    const symbols = await patch(user, { full_name: "Paulo Henrique", username: "paulo henrique!" });
    expect(symbols.status).toBe(400);
    expect(symbols.body.message).toBe(
      "O nome de usuário pode conter apenas letras sem acento, números, ponto (.) e sublinhado (_).",
    );

    const long = await patch(user, { full_name: "x".repeat(121), username: "y".repeat(31) });
    expect(long.body.fields).toEqual({
      full_name: "O nome completo deve ter no máximo 120 caracteres.",
      username: "O nome de usuário deve ter no máximo 30 caracteres.",
    });

    const missing = await patch(user, {});
    expect(missing.status).toBe(400);

    const [profile] = await server.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ fullName: "Paulo Henrique", username: null });
  });

  it("an anonymous visitor can neither read nor change a profile", async () => {
    const anonymous = server.client();
    expect((await anonymous.json("/api/profile")).status).toBe(401);
    const { status, body } = await anonymous.json("/api/profile", {
      method: "PATCH",
      json: { full_name: "Alguém Qualquer", username: "alguem" },
    });
    expect(status).toBe(401);
    expect(body.message).toBe("Faça login para continuar.");
  });
});
