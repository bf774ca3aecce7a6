import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeStripe,
  startFakeStripe,
  stripeTestEnv,
} from "../../../tests/fakes/fake-stripe.ts";
import { subscribe, TEST_BRAND, type TestUser } from "../../../tests/helpers/factories.ts";
import { seedPlan } from "../../../tests/helpers/plans.ts";
import { makeTeamOf } from "../../../tests/helpers/team.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import type { ActivityPage } from "../../shared/activity.ts";
import {
  NOT_CURRENT_WORKSPACE,
  OWNER_CANNOT_LEAVE,
  PERSONAL_WORKSPACE_KEPT,
  WORKSPACE_NAME_MISMATCH,
} from "../../shared/ownership.ts";
import { ROLE_FORBIDDEN, type WorkspaceList } from "../../shared/workspaces.ts";
import {
  brands,
  contentHistory,
  planPosts,
  plans,
  subscriptions,
  workspaceMembers,
  workspaces,
} from "../db/schema/index.ts";

const currentOf = async (user: TestUser) =>
  (await user.client.json<WorkspaceList>("/api/workspaces")).body;
const leave = async (user: TestUser, workspaceId?: string) =>
  user.client.request("/api/workspaces/current/leave", {
    method: "POST",
    json: { workspaceId: workspaceId ?? (await currentOf(user)).currentId },
  });
const deleteCurrent = (user: TestUser, name: unknown) =>
  user.client.request("/api/workspaces/current", { method: "DELETE", json: { name } });
const messageOf = async (response: Response) =>
  ((await response.json()) as { message: string }).message;

describe("leaving and deleting a workspace", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("a member leaves at once: their next request reaches nothing of it, and they work in their personal one; what they made stays", async () => {
    const team = await makeTeamOf(server, "Agência de Saída", ["editor"]);
    const [editor] = team.members as [TestUser];
    const { plan } = await seedPlan(server.db, editor.id, { workspaceId: team.id, posts: [{}] });
    expect((await editor.client.request(`/api/plans/${plan.id}`)).status).toBe(200);

    // A tab still showing another workspace does not make them leave this one.
    const personal = (await currentOf(editor)).items.find((w) => w.personal)!;
    const stale = await leave(editor, personal.id);
    expect(stale.status).toBe(409);
    expect(await messageOf(stale)).toBe(NOT_CURRENT_WORKSPACE);
    expect((await leave(editor)).status).toBe(204);
    expect((await editor.client.request(`/api/plans/${plan.id}`)).status).toBe(404);
    const list = await currentOf(editor);
    expect(list.items.map((w) => w.personal)).toEqual([true]);
    expect(list.currentId).toBe(list.items[0]!.id);
    expect((await team.owner.client.request(`/api/plans/${plan.id}`)).status).toBe(200);
    const log = await team.owner.client.json<ActivityPage>("/api/workspaces/activity");
    expect(log.body.items[0]).toMatchObject({ kind: "left", actor: "Membro 1" });
  });

  it("the owner cannot leave (transfer or delete first), nor leave their personal workspace", async () => {
    const team = await makeTeamOf(server, "Agência Fiel", ["reader"]);
    const refused = await leave(team.owner);
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(OWNER_CANNOT_LEAVE);
    const personal = (await currentOf(team.owner)).items.find((w) => w.personal)!;
    await team.owner.client.request("/api/workspaces/current", {
      method: "PUT",
      json: { workspaceId: personal.id },
    });
    expect((await leave(team.owner)).status).toBe(409);
    expect(
      await server.db.$count(workspaceMembers, eq(workspaceMembers.workspaceId, team.id)),
    ).toBe(2);
  });

  it("the Proprietário deletes a team workspace typing its name: everything it owns goes, and members fall back to their personal one", async () => {
    const team = await makeTeamOf(server, "Agência Encerrada", ["admin", "editor"]);
    const [admin, editor] = team.members as [TestUser, TestUser];
    const brand = await team.owner.client.json<{ id: string }>("/api/brands", {
      json: { ...TEST_BRAND, brandName: "Cliente Encerrado" },
    });
    await seedPlan(server.db, editor.id, {
      workspaceId: team.id,
      brandId: brand.body.id,
      posts: [{}, {}],
    });
    await server.db.insert(contentHistory).values({
      workspaceId: team.id,
      userId: editor.id,
      contentType: "script",
      title: "Roteiro da equipe",
      content: "Texto",
    });
    await subscribe(server.db, team.owner.id, { workspaceId: team.id });

    for (const typed of ["agência encerrada", "", undefined]) {
      const refused = await deleteCurrent(team.owner, typed);
      expect(refused.status).toBe(400);
      expect(await messageOf(refused)).toBe(WORKSPACE_NAME_MISMATCH);
    }
    const byAdmin = await deleteCurrent(admin, "Agência Encerrada");
    expect(byAdmin.status).toBe(403);
    expect(await messageOf(byAdmin)).toBe(ROLE_FORBIDDEN);
    expect(await server.db.$count(workspaces, eq(workspaces.id, team.id))).toBe(1);

    expect((await deleteCurrent(team.owner, "  Agência Encerrada ")).status).toBe(204);
    for (const [table, column] of [
      [workspaces, workspaces.id],
      [workspaceMembers, workspaceMembers.workspaceId],
      [brands, brands.workspaceId],
      [plans, plans.workspaceId],
      [planPosts, planPosts.workspaceId],
      [contentHistory, contentHistory.workspaceId],
      [subscriptions, subscriptions.workspaceId],
    ] as const) {
      expect(await server.db.$count(table, eq(column, team.id))).toBe(0);
    }
    for (const member of [team.owner, admin, editor]) {
      const list = await currentOf(member);
      expect(list.items.map((w) => w.personal)).toEqual([true]);
      expect(list.currentId).toBe(list.items[0]!.id);
      expect((await member.client.request("/api/history")).status).toBe(200);
    }
  });

  it("a personal workspace is deleted only with its account", async () => {
    const team = await makeTeamOf(server, "Agência Qualquer");
    const personal = (await currentOf(team.owner)).items.find((w) => w.personal)!;
    await team.owner.client.request("/api/workspaces/current", {
      method: "PUT",
      json: { workspaceId: personal.id },
    });
    const refused = await deleteCurrent(team.owner, personal.name);
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(PERSONAL_WORKSPACE_KEPT);
    expect(await server.db.$count(workspaces, eq(workspaces.id, personal.id))).toBe(1);
  });
});

describe("deleting a workspace that pays Stripe", () => {
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

  async function payingTeam(name: string) {
    const team = await makeTeamOf(server, name, ["editor"]);
    const remote = stripe.createSubscription({
      customer: `cus_${team.owner.id}`,
      price: "price_mensal",
    });
    await subscribe(server.db, team.owner.id, { workspaceId: team.id });
    await server.db
      .update(subscriptions)
      .set({ stripeSubscriptionId: remote.id })
      .where(eq(subscriptions.workspaceId, team.id));
    return { team, remote };
  }

  it("its Stripe subscription is cancelled before the workspace goes", async () => {
    const { team, remote } = await payingTeam("Agência Paga");
    expect((await deleteCurrent(team.owner, "Agência Paga")).status).toBe(204);
    expect(remote.status).toBe("canceled");
    expect(await server.db.$count(workspaces, eq(workspaces.id, team.id))).toBe(0);
  });

  it("when Stripe cannot cancel it, the workspace is kept and the owner is told to retry", async () => {
    const { team, remote } = await payingTeam("Agência Teimosa");
    stripe.subscriptions.delete(remote.id);
    const refused = await deleteCurrent(team.owner, "Agência Teimosa");
    expect(refused.status).toBe(502);
    expect(await messageOf(refused)).toBe(
      "Não foi possível cancelar sua assinatura agora. Tente novamente em alguns instantes.",
    );
    expect(await server.db.$count(workspaces, eq(workspaces.id, team.id))).toBe(1);
  });
});
