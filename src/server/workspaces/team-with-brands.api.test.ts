import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createUser,
  subscribe,
  TEST_BRAND,
  type TestUser,
} from "../../../tests/helpers/factories.ts";
import { seedPlan } from "../../../tests/helpers/plans.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { postVersionsOf } from "../../../tests/helpers/versions.ts";
import { personalWorkspaceOf } from "../../../tests/helpers/workspaces.ts";
import type { PendingInvitation } from "../../shared/invitations.ts";
import type { PlanDetail } from "../../shared/plans.ts";
import type { Me } from "../../shared/viewer.ts";
import { BRANDS_NOT_IN_WORKSPACE, ONLY_FROM_PERSONAL } from "../../shared/workspaces.ts";
import {
  aiUsageMonths,
  approvalLinks,
  brands,
  contentHistory,
  planPosts,
  plans,
  subscriptions,
} from "../db/schema/index.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const me = async (user: TestUser) => (await user.client.json<Me>("/api/me")).body.user;

/** An owner with Pro and two brands in their personal space, each with a plan and history. */
async function ownerWithTwoBrands() {
  const owner = await createUser(server, { name: "Otávio Dono" });
  await subscribe(server.db, owner.id);
  const brand = async (brandName: string) =>
    (await owner.client.json<{ id: string }>("/api/brands", { json: { ...TEST_BRAND, brandName } }))
      .body.id;
  const taken = await brand("Padaria Aurora");
  const kept = await brand("Oficina Boreal");
  const personal = await personalWorkspaceOf(server.db, owner.id);
  const planOf = async (brandId: string, brandName: string) =>
    (
      await seedPlan(server.db, owner.id, {
        brandId,
        brandName,
        title: `Plano ${brandName}`,
        posts: [{ theme: `Post ${brandName}` }],
      })
    ).plan.id;
  const takenPlan = await planOf(taken, "Padaria Aurora");
  const keptPlan = await planOf(kept, "Oficina Boreal");
  const [item] = await server.db
    .insert(contentHistory)
    .values({
      userId: owner.id,
      workspaceId: personal,
      contentType: "script",
      title: "Roteiro da padaria",
      content: "Texto",
      brandId: taken,
      brandName: "Padaria Aurora",
    })
    .returning({ id: contentHistory.id });
  const share = await owner.client.json<{ id: string }>(`/api/plans/${takenPlan}/shares`, {
    json: { expiresIn: "7" },
  });
  expect(share.status).toBe(201);
  return { owner, taken, kept, personal, takenPlan, keptPlan, historyId: item!.id };
}

const workspaceOf = async (
  table: typeof brands | typeof plans | typeof contentHistory,
  id: string,
) => (await server.db.select({ w: table.workspaceId }).from(table).where(eq(table.id, id)))[0]?.w;

describe("a new team takes chosen brands in one step", () => {
  it("moves the chosen brand with its plans, posts and their versions, history and approval link, and the Pro subscription; the other brand stays; the team invites without a second payment", async () => {
    const o = await ownerWithTwoBrands();
    await server.db
      .insert(aiUsageMonths)
      .values({ accountId: o.personal, month: "2026-11-01", tokens: 1234, calls: 3 });
    const created = await o.owner.client.json<{ id: string; name: string; brands: number }>(
      "/api/workspaces/current/new-team",
      { json: { name: "Agência Aurora", brandIds: [o.taken], takeSubscription: true } },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Agência Aurora", brands: 1 });
    const team = created.body.id;

    expect(await workspaceOf(brands, o.taken)).toBe(team);
    expect(await workspaceOf(plans, o.takenPlan)).toBe(team);
    expect(await workspaceOf(contentHistory, o.historyId)).toBe(team);
    expect(await workspaceOf(brands, o.kept)).toBe(o.personal);
    expect(await workspaceOf(plans, o.keptPlan)).toBe(o.personal);
    const posts = await server.db
      .select({ w: planPosts.workspaceId, id: planPosts.id })
      .from(planPosts)
      .where(eq(planPosts.planId, o.takenPlan));
    expect(posts.map((p) => p.w)).toEqual([team]);
    const versions = await postVersionsOf(server.db, posts[0]!.id);
    expect(versions.map((version) => version.number)).toEqual([1]);
    const links = await server.db
      .select({ id: approvalLinks.id })
      .from(approvalLinks)
      .where(eq(approvalLinks.planId, o.takenPlan));
    expect(links).toHaveLength(1);
    const [pro] = await server.db
      .select({ w: subscriptions.workspaceId })
      .from(subscriptions)
      .where(eq(subscriptions.userId, o.owner.id));
    expect(pro?.w).toBe(team);
    // The AI used under it goes with it: a new team is no new allowance.
    const usage = await server.db
      .select({ account: aiUsageMonths.accountId })
      .from(aiUsageMonths)
      .where(eq(aiUsageMonths.month, "2026-11-01"));
    expect(usage).toContainEqual({ account: team });
    expect(usage).not.toContainEqual({ account: o.personal });

    // The owner now works in the team, with Pro, and sees the plan there.
    const user = await me(o.owner);
    expect(user?.workspace).toMatchObject({ id: team, personal: false, role: "owner" });
    expect(user?.hasProAccess).toBe(true);
    const page = await o.owner.client.json<PlanDetail>(`/api/plans/${o.takenPlan}`);
    expect(page.status).toBe(200);
    expect(page.body.posts).toHaveLength(1);
    const invited = await o.owner.client.json<PendingInvitation>("/api/workspaces/invitations", {
      json: { email: "eva@exemplo.com.br", role: "editor" },
    });
    expect(invited.status).toBe(201);
    // The kept brand's plan is no longer where the owner works: it stayed in the personal space.
    expect((await o.owner.client.json(`/api/plans/${o.keptPlan}`)).status).toBe(404);
  });

  it("without the subscription, Pro stays in the personal space", async () => {
    const o = await ownerWithTwoBrands();
    const created = await o.owner.client.json<{ id: string }>("/api/workspaces/current/new-team", {
      json: { name: "Agência Sem Pro", brandIds: [o.taken] },
    });
    expect(created.status).toBe(201);
    const [pro] = await server.db
      .select({ w: subscriptions.workspaceId })
      .from(subscriptions)
      .where(eq(subscriptions.userId, o.owner.id));
    expect(pro?.w).toBe(o.personal);
    expect((await me(o.owner))?.hasProAccess).toBe(false);
  });

  it("a brand of another account, no brand or a bad name are refused in Portuguese and change nothing", async () => {
    const o = await ownerWithTwoBrands();
    const stranger = await createUser(server);
    const theirs = await stranger.client.json<{ id: string }>("/api/brands", {
      json: { ...TEST_BRAND, brandName: "Marca de outra pessoa" },
    });
    const cases: [unknown, number, string][] = [
      [{ name: "Equipe", brandIds: [o.taken, theirs.body.id] }, 422, BRANDS_NOT_IN_WORKSPACE],
      [
        { name: "Equipe", brandIds: [] },
        400,
        "Escolha ao menos uma marca para levar para a equipe.",
      ],
      [{ name: "Equipe", brandIds: ["nao-e-uuid"] }, 400, BRANDS_NOT_IN_WORKSPACE],
      [{ name: "", brandIds: [o.taken] }, 400, "Informe o nome do espaço de trabalho."],
    ];
    for (const [json, status, message] of cases) {
      const refused = await o.owner.client.json<{ message: string }>(
        "/api/workspaces/current/new-team",
        { json },
      );
      expect(refused.status, JSON.stringify(json)).toBe(status);
      expect(refused.body.message).toBe(message);
    }
    expect(await workspaceOf(brands, o.taken)).toBe(o.personal);
    expect((await me(o.owner))?.workspace.id).toBe(o.personal);
  });

  it("takes brands only from the personal space: from a team it is refused in Portuguese (409)", async () => {
    const o = await ownerWithTwoBrands();
    const team = await o.owner.client.json<{ id: string }>("/api/workspaces/current/new-team", {
      json: { name: "Agência Um", brandIds: [o.taken] },
    });
    expect(team.status).toBe(201);
    const again = await o.owner.client.json<{ message: string }>(
      "/api/workspaces/current/new-team",
      { json: { name: "Agência Dois", brandIds: [o.taken] } },
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ONLY_FROM_PERSONAL);
  });
});
