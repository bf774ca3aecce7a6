import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { recordCall } from "../../src/server/ai/meter.ts";
import type { Database } from "../../src/server/db/client.ts";
import {
  planPosts,
  plans,
  profiles,
  subscriptionPlans,
  subscriptions,
  userRoles,
} from "../../src/server/db/schema/index.ts";
import type { TestClient } from "./test-client.ts";
import type { TestServer } from "./test-server.ts";
import { personalWorkspaceOf } from "./workspaces.ts";

export const TEST_PASSWORD = "senha-segura-123";

/** A brand's essence as the "Prompt Mãe" form sends it. */
export const TEST_BRAND = {
  brandName: "Padaria Pão Quente",
  brandDescription: "Pães artesanais de fermentação natural",
  brandLocation: "Curitiba, PR",
  brandProblemSolution: "Pão fresco de verdade perto de casa",
  brandValues: "Qualidade, tradição e carinho",
};

export type TestUser = {
  id: string;
  email: string;
  name: string;
  password: string;
  client: TestClient;
};

/** Signs a new user up through the real API; the returned client carries the session. */
export async function createUser(
  server: TestServer,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
): Promise<TestUser> {
  const email = overrides.email ?? `usuario-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  const name = overrides.name ?? "Maria da Silva";
  const password = overrides.password ?? TEST_PASSWORD;
  const client = server.client();
  const { status, body } = await client.signUp({ name, email, password });
  if (status !== 200) throw new Error(`sign-up failed: ${status} ${JSON.stringify(body)}`);
  const user = body.user as { id: string };
  return { id: user.id, email, name, password, client };
}

export async function makeAdmin(db: Database, userId: string) {
  await db
    .insert(userRoles)
    .values({ userId, role: "admin" })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role: "admin" } });
}

export async function setFlags(
  db: Database,
  userId: string,
  flags: Partial<typeof profiles.$inferInsert>,
) {
  await db.update(profiles).set(flags).where(eq(profiles.id, userId));
}

/** Gives the user an active subscription straight in the database (the plans must exist). */
export async function subscribe(
  db: Database,
  userId: string,
  {
    planId = 1,
    status = "active",
    days = 30,
    workspaceId,
  }: { planId?: number; status?: string; days?: number; workspaceId?: string } = {},
) {
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId));
  if (!plan) {
    await db.insert(subscriptionPlans).values({
      id: planId,
      slug: `test-${planId}`,
      name: "Pro Mensal",
      description: "Plano de teste",
      price: 29.99,
      interval: "month",
      features: { items: [], price_id: "price_test" },
    });
  }
  await db.insert(subscriptions).values({
    userId,
    workspaceId,
    planId,
    status,
    currentPeriodEnd: new Date(Date.now() + days * 86_400_000),
    stripeCustomerId: `cus_${userId.slice(0, 8)}`,
  });
}

type PostRow = typeof planPosts.$inferInsert;

/**
 * A plan with its posts, inserted straight through Drizzle (the plan's own API is another
 * branch's work); each post takes the defaults below for what it does not say.
 */
export async function createPlan(
  db: Database,
  userId: string,
  {
    title = "Plano de Conteúdo: Padaria Pão Quente",
    posts = [{}, {}],
  }: { title?: string; posts?: Partial<Omit<PostRow, "planId" | "userId">>[] } = {},
) {
  const [plan] = await db
    .insert(plans)
    .values({
      userId,
      title,
      startDate: "2026-12-01",
      endDate: "2027-02-28",
      channels: ["instagram"],
    })
    .returning();
  if (!plan) throw new Error("plan insert returned nothing");
  const rows = posts.length
    ? await db
        .insert(planPosts)
        .values(
          posts.map((post, i) => ({
            planId: plan.id,
            userId,
            // Each post's row is its version 1, as every writer of posts leaves it (decisions 042
            // and 060), by the seed's author.
            versionBy: userId,
            versionMade: "generated" as const,
            date: `2026-12-${String(i + 1).padStart(2, "0")}`,
            channel: "instagram" as const,
            format: "Reels",
            theme: `Tema ${i + 1}`,
            ...post,
          })),
        )
        .returning()
    : [];
  return { ...plan, posts: rows };
}

/**
 * Tokens the user already used this month, as earlier AI calls would have left them, counted
 * against `accountId` (a workspace; by default the user's personal one).
 */
export const spendAiTokens = async (
  db: Database,
  userId: string,
  tokens: number,
  accountId?: string,
) =>
  recordCall(db, {
    userId,
    accountId: accountId ?? (await personalWorkspaceOf(db, userId)),
    tool: "script",
    model: "gpt-3.5-turbo",
    promptTokens: tokens,
    completionTokens: 0,
    estimated: false,
    at: new Date(),
  });
