import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeStripe,
  startFakeStripe,
  stripeTestEnv,
} from "../../../tests/fakes/fake-stripe.ts";
import {
  createUser,
  spendAiTokens,
  subscribe,
  type TestUser,
} from "../../../tests/helpers/factories.ts";
import { seedPlan } from "../../../tests/helpers/plans.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import {
  accounts,
  brands,
  contactMessages,
  contentHistory,
  emails,
  notificationSettings,
  notifications,
  planFeeds,
  planPosts,
  plans,
  profiles,
  pushSubscriptions,
  sessions,
  subscriptions,
  users,
  workspaces,
} from "../db/schema/index.ts";

const deleteAccount = (user: TestUser, confirmation: unknown) =>
  user.client.json("/api/account", { method: "DELETE", json: { confirmation } });

describe("data rights", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("the export downloads everything held on the user, without password hashes or session tokens", async () => {
    const user = await createUser(server, { name: "Ana Exportadora" });
    await subscribe(server.db, user.id);
    const brand = await user.client.json<{ id: string }>("/api/brands", {
      json: {
        brandName: "Café da Ana",
        brandDescription: "Cafeteria de bairro",
        brandLocation: "Recife, PE",
        brandProblemSolution: "Café bom perto de casa",
        brandValues: "Acolhimento",
        basePrompt: "Você escreve para o Café da Ana.",
      },
    });
    await server.db.insert(contentHistory).values({
      userId: user.id,
      contentType: "prompt",
      title: "Prompt para Café da Ana",
      content: "Conteúdo do prompt",
      brandId: brand.body.id,
      brandName: "Café da Ana",
    });
    await user.client.json("/api/contact", {
      json: { name: "Ana", email: user.email, message: "Uma dúvida sobre a minha conta." },
    });
    const { plan } = await seedPlan(server.db, user.id, {
      title: "Plano do Café da Ana",
      posts: [{ theme: "Café coado na hora", notes: "Gravar de manhã" }],
    });
    await server.db.insert(planFeeds).values({
      planId: plan.id,
      workspaceId: plan.workspaceId,
      userId: user.id,
      tokenHash: "hash-secreto-do-feed",
    });

    const [personal] = await server.db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.personalOf, user.id));
    await server.db.insert(notifications).values({
      workspaceId: personal!.id,
      userId: user.id,
      kind: "client_approved",
      title: "O cliente aprovou um post",
      body: "Café coado na hora",
      url: `/planos/${plan.id}`,
    });
    await server.db.insert(notificationSettings).values({ userId: user.id, quietHours: false });
    await server.db.insert(pushSubscriptions).values({
      userId: user.id,
      endpoint: "https://push.example.com/send/endpoint-secreto-do-aparelho",
      p256dh: "chave-p256dh-secreta",
      auth: "segredo-auth-do-aparelho",
    });

    await spendAiTokens(server.db, user.id, 1234);
    // A team's allowance is shared, but the export holds the user's own calls, wherever made.
    const [team] = await server.db.insert(workspaces).values({ name: "Equipe" }).returning();
    await spendAiTokens(server.db, user.id, 99, team!.id);
    const teammate = await createUser(server);
    await spendAiTokens(server.db, teammate.id, 777, team!.id);

    const response = await user.client.request("/api/account/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ id: user.id, email: user.email, name: "Ana Exportadora" });
    expect(data.profile).toMatchObject({ fullName: "Ana Exportadora", isBanned: false });
    expect(data.role).toBe("user");
    expect(data.subscriptions).toEqual([
      expect.objectContaining({ plan: "Pro Mensal", status: "active" }),
    ]);
    expect(data.brands).toEqual([
      expect.objectContaining({
        name: "Café da Ana",
        basePrompt: "Você escreve para o Café da Ana.",
      }),
    ]);
    expect(data.history).toEqual([
      expect.objectContaining({
        title: "Prompt para Café da Ana",
        content: "Conteúdo do prompt",
        brand: "Café da Ana",
      }),
    ]);
    expect(data.plans).toEqual([
      expect.objectContaining({
        title: "Plano do Café da Ana",
        posts: [expect.objectContaining({ theme: "Café coado na hora", notes: "Gravar de manhã" })],
      }),
    ]);
    expect(text).not.toContain("hash-secreto-do-feed");
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ message: "Uma dúvida sobre a minha conta." }),
    ]);
    expect(data.notifications).toEqual([
      expect.objectContaining({ kind: "client_approved", title: "O cliente aprovou um post" }),
    ]);
    expect(data.notificationSettings).toMatchObject({ quietHours: false });
    expect(data.pushDevices).toEqual([expect.objectContaining({ service: "push.example.com" })]);
    for (const secret of ["endpoint-secreto-do-aparelho", "chave-p256dh-secreta", "segredo-auth"]) {
      expect(text).not.toContain(secret);
    }
    expect(data.aiCalls).toHaveLength(2);
    expect(data.aiCalls).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ tool: "script", promptTokens: 1234, completionTokens: 0 }),
        expect.objectContaining({ tool: "script", promptTokens: 99, completionTokens: 0 }),
      ]),
    );

    const [credential] = await server.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, user.id));
    const tokens = await server.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(credential?.password).toBeTruthy();
    expect(text).not.toContain(credential!.password!);
    for (const { token } of tokens) expect(text).not.toContain(token);
    expect(text).not.toMatch(/"(password|token|accessToken|refreshToken|idToken)"/);
  });

  it("an anonymous visitor has nothing to export or delete", async () => {
    const client = server.client();
    expect((await client.json("/api/account/export")).status).toBe(401);
    expect(
      (await client.json("/api/account", { method: "DELETE", json: { confirmation: "EXCLUIR" } }))
        .status,
    ).toBe(401);
  });

  it("deletion without the typed word is refused and changes nothing", async () => {
    const user = await createUser(server);
    for (const confirmation of ["excluir", "", undefined]) {
      const { status, body } = await deleteAccount(user, confirmation);
      expect(status).toBe(400);
      expect(body.message).toBe("Digite EXCLUIR para confirmar.");
    }
    expect(await server.db.$count(users, eq(users.id, user.id))).toBe(1);
  });

  it("a user deletes their account: every row goes, they are signed out and cannot sign in", async () => {
    const user = await createUser(server);
    await subscribe(server.db, user.id);
    await server.db.insert(contentHistory).values({
      userId: user.id,
      contentType: "script",
      title: "Roteiro",
      content: "Texto",
    });
    await server.db.insert(brands).values({
      userId: user.id,
      name: "Marca da Maria",
      description: "d",
      location: "l",
      problemSolution: "p",
      brandValues: "v",
    });
    await user.client.json("/api/contact", {
      json: { name: "Maria", email: user.email, message: "Mensagem antes de sair." },
    });
    await seedPlan(server.db, user.id, { posts: [{}, {}] });
    const other = server.client();
    await other.signIn({ email: user.email, password: user.password });

    const { status, response } = await deleteAccount(user, "EXCLUIR");
    expect(status).toBe(200);
    expect(response.headers.getSetCookie().join(";")).toMatch(/better-auth\.session_token=;/);
    expect((await other.json("/api/me")).body).toEqual({ user: null });
    const signIn = await server.client().signIn({ email: user.email, password: user.password });
    expect(signIn.status).toBe(401);

    for (const [table, column] of [
      [users, users.id],
      [profiles, profiles.id],
      [sessions, sessions.userId],
      [subscriptions, subscriptions.userId],
      [contentHistory, contentHistory.userId],
      [brands, brands.userId],
      [plans, plans.userId],
      [planPosts, planPosts.userId],
      [contactMessages, contactMessages.userId],
      [emails, emails.userId],
    ] as const) {
      expect(await server.db.$count(table, eq(column, user.id))).toBe(0);
    }
    expect(await server.db.$count(emails, eq(emails.toAddress, user.email))).toBe(0);
  });
});

describe("account deletion with Stripe", () => {
  let stripe: FakeStripe;
  let server: TestServer;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer(stripeTestEnv(stripe));
  });
  afterAll(async () => {
    await server.close();
    await stripe.close();
  });

  async function paying() {
    const user = await createUser(server);
    const remote = stripe.createSubscription({ customer: `cus_${user.id}`, price: "price_mensal" });
    await subscribe(server.db, user.id);
    await server.db
      .update(subscriptions)
      .set({ stripeSubscriptionId: remote.id })
      .where(eq(subscriptions.userId, user.id));
    return { user, remote };
  }

  it("the Stripe subscription is cancelled before the account is deleted", async () => {
    const { user, remote } = await paying();
    expect((await deleteAccount(user, "EXCLUIR")).status).toBe(200);
    expect(remote.status).toBe("canceled");
    expect(await server.db.$count(users, eq(users.id, user.id))).toBe(0);
  });

  it("when Stripe cannot cancel, the account is kept and the user is told to retry", async () => {
    const { user, remote } = await paying();
    stripe.subscriptions.delete(remote.id);
    const { status, body } = await deleteAccount(user, "EXCLUIR");
    expect(status).toBe(502);
    expect(body.message).toBe(
      "Não foi possível cancelar sua assinatura agora. Tente novamente em alguns instantes.",
    );
    expect(await server.db.$count(users, eq(users.id, user.id))).toBe(1);
  });
});
