import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contactMessages,
  contentHistory,
  profiles,
  subscriptions,
  userRoles,
  users,
} from "../../src/server/db/schema/index.ts";
import { createUser, subscribe, type TestUser } from "../helpers/factories.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

const MASS_ASSIGNMENT = {
  role: "admin",
  is_banned: true,
  isBanned: true,
  is_locked: true,
  user_id: "someone-else",
  userId: "someone-else",
  id: "someone-else",
  status: "sent",
  emailVerified: true,
};

let server: TestServer;
let ana: TestUser;
let bruno: TestUser;
let brunosItem: string;
beforeAll(async () => {
  server = await startTestServer();
  [ana, bruno] = await Promise.all([
    createUser(server, { name: "Ana Souza" }),
    createUser(server, { name: "Bruno Lima" }),
  ]);
  const [item] = await server.db
    .insert(contentHistory)
    .values({
      userId: bruno.id,
      contentType: "prompt",
      title: "Prompt para Padaria do Bruno",
      content: "Segredo comercial do Bruno",
    })
    .returning({ id: contentHistory.id });
  brunosItem = item!.id;
  const sent = await bruno.client.json("/api/contact", {
    json: { name: "Bruno Lima", email: bruno.email, message: "Mensagem particular do Bruno." },
  });
  expect(sent.status).toBe(201);
});
afterAll(() => server.close());

describe("ownership", () => {
  it("a user's data export holds nothing of another user", async () => {
    const response = await ana.client.request("/api/account/export");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(ana.email);
    for (const secret of [bruno.id, bruno.email, "Segredo comercial", "Mensagem particular"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("a user cannot list anyone's contact messages; they are for admins", async () => {
    for (const path of ["/api/contact/admin/messages", "/api/emails"]) {
      const { status, body } = await ana.client.json(path);
      expect(status).toBe(403);
      expect(JSON.stringify(body)).not.toContain("Mensagem particular");
    }
  });

  it("a user cannot read, change or delete another user's history item", async () => {
    const path = `/api/history/${brunosItem}`;
    for (const method of ["GET", "PATCH", "PUT", "DELETE"]) {
      const response = await ana.client.request(path, {
        method,
        json: method === "GET" ? undefined : { title: "Roubado", content: "Roubado" },
      });
      expect([403, 404], `${method} ${path}`).toContain(response.status);
      expect(await response.text()).not.toContain("Segredo comercial");
    }
    for (const suffix of ["/calendar.ics", "/calendar.csv"]) {
      expect((await ana.client.request(path + suffix)).status).toBe(404);
    }
    for (const odd of ["nao-e-uuid", "1%27%20or%201=1", "%00", "x".repeat(300)]) {
      const { status, body } = await ana.client.json(`/api/history/${odd}`);
      expect(status, odd).toBe(404);
      expect(body.message).toBe("Conteúdo não encontrado.");
    }
    const list = await ana.client.request("/api/history?q=Padaria");
    expect(await list.text()).not.toContain("Padaria do Bruno");
    const [item] = await server.db
      .select()
      .from(contentHistory)
      .where(eq(contentHistory.id, brunosItem));
    expect(item).toMatchObject({ userId: bruno.id, content: "Segredo comercial do Bruno" });
  });

  it("an AI edit cannot write into another user's history item", async () => {
    const subscriber = await createUser(server, { name: "Carla Assinante" });
    await subscribe(server.db, subscriber.id);
    const response = await subscriber.client.request("/api/generate/edit", {
      json: { content: "Texto", instruction: "Mude tudo", historyId: brunosItem },
    });
    expect(await response.text()).not.toContain("Segredo comercial");
    const [item] = await server.db
      .select()
      .from(contentHistory)
      .where(eq(contentHistory.id, brunosItem));
    expect(item?.content).toBe("Segredo comercial do Bruno");
  });
});

describe("mass assignment", () => {
  it("sign-up ignores role, ban, verification, id and any other field it does not validate", async () => {
    const email = `massa-${Date.now()}@exemplo.com.br`;
    // better-auth itself would store an image, unchecked, control characters and all.
    const image = "\u0007https://malicioso.example/foto.png";
    const { status, body } = await server.client().signUp({
      name: "Carla Dias",
      email,
      password: "segredo1",
      image,
      ...MASS_ASSIGNMENT,
    } as never);
    expect(status).toBe(200);
    const id = (body.user as { id: string }).id;
    expect(id).not.toBe("someone-else");
    const [user] = await server.db.select().from(users).where(eq(users.id, id));
    const [role] = await server.db.select().from(userRoles).where(eq(userRoles.userId, id));
    const [profile] = await server.db.select().from(profiles).where(eq(profiles.id, id));
    expect(user?.emailVerified).toBe(false);
    expect(user?.image).toBeNull();
    expect(role?.role).toBe("user");
    expect(profile).toMatchObject({ isBanned: false, isLocked: false });
  });

  it("a profile update changes only the name and username, and only the viewer's", async () => {
    const { status } = await ana.client.json("/api/profile", {
      method: "PATCH",
      json: {
        full_name: "Ana Souza Nova",
        username: "ana.souza",
        ...MASS_ASSIGNMENT,
        id: bruno.id,
        user_id: bruno.id,
      },
    });
    expect(status).toBe(200);
    const [mine] = await server.db.select().from(profiles).where(eq(profiles.id, ana.id));
    const [his] = await server.db.select().from(profiles).where(eq(profiles.id, bruno.id));
    const [role] = await server.db.select().from(userRoles).where(eq(userRoles.userId, ana.id));
    expect(mine).toMatchObject({ fullName: "Ana Souza Nova", isBanned: false, isLocked: false });
    expect(his?.fullName).toBe("Bruno Lima");
    expect(role?.role).toBe("user");
  });

  it("a contact message is always the sender's own, whatever the body claims", async () => {
    const { status } = await ana.client.json("/api/contact", {
      json: {
        name: "Ana Souza",
        email: ana.email,
        message: "Olá, gostaria de saber mais.",
        ...MASS_ASSIGNMENT,
        user_id: bruno.id,
        userId: bruno.id,
      },
    });
    expect(status).toBe(201);
    const mine = await server.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.userId, ana.id));
    expect(mine).toHaveLength(1);
    const his = await server.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.userId, bruno.id));
    expect(his).toHaveLength(1);
  });

  it("checkout with a status or user in the body grants no subscription", async () => {
    const { status } = await ana.client.json("/api/billing/checkout", {
      json: { planId: 1, ...MASS_ASSIGNMENT, status: "active", user_id: ana.id },
    });
    expect(status).toBe(200);
    const rows = await server.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, ana.id));
    expect(rows).toEqual([]);
    expect(
      (await ana.client.json<{ user: { subscription: unknown } }>("/api/me")).body.user
        .subscription,
    ).toBeNull();
  });
});
