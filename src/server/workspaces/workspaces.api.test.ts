import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createUser,
  subscribe,
  TEST_BRAND,
  type TestUser,
} from "../../../tests/helpers/factories.ts";
import { generateDone, seedPlan, TEST_STRATEGY } from "../../../tests/helpers/plans.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { addMember, personalWorkspaceOf } from "../../../tests/helpers/workspaces.ts";
import type { HistoryPage } from "../../shared/generation/history.ts";
import { CHOOSE_YOUR_BRAND, LIMITED_TO_BRANDS, ROLE_FORBIDDEN } from "../../shared/workspaces.ts";
import {
  contentHistory,
  postFeedback,
  subscriptions,
  workspaceMembers,
  workspaces,
} from "../db/schema/index.ts";

let server: TestServer;
let owner: TestUser;
let workspaceId: string;
/** One brand, plan, post and history item on each side of a limited member's access. */
const seen = { brand: "", plan: "", post: "", item: "" };
const hidden = { brand: "", plan: "", post: "", item: "" };

async function brand(name: string) {
  const { status, body } = await owner.client.json<{ id: string }>("/api/brands", {
    json: { ...TEST_BRAND, brandName: name },
  });
  expect(status).toBe(201);
  return body.id;
}

async function content(side: typeof seen, brandName: string) {
  side.brand = await brand(brandName);
  const [item] = await server.db
    .insert(contentHistory)
    .values({
      workspaceId,
      userId: owner.id,
      contentType: "script",
      title: `Roteiro da ${brandName}`,
      content: `Texto da ${brandName}`,
      brandId: side.brand,
      brandName,
    })
    .returning({ id: contentHistory.id });
  side.item = item!.id;
  const { plan, posts } = await seedPlan(server.db, owner.id, {
    title: `Plano da ${brandName}`,
    brandId: side.brand,
    brandName,
    posts: [{ theme: `Post da ${brandName}` }],
  });
  side.plan = plan.id;
  side.post = posts[0]!.id;
  await server.db.insert(postFeedback).values({
    postId: side.post,
    planId: side.plan,
    author: "client",
    clientName: "Cliente",
    body: `Comentário sobre a ${brandName}`,
    decision: "changes",
  });
}

/** A new account made a member of the owner's workspace, working in it. */
async function member(
  name: string,
  role: "admin" | "editor" | "reader",
  brandIds: string[] | null = null,
) {
  const user = await createUser(server, { name });
  await addMember(server.db, workspaceId, user.id, role, brandIds);
  return user;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server, { name: "Ana Dona" });
  workspaceId = await personalWorkspaceOf(server.db, owner.id);
  await subscribe(server.db, owner.id);
  await content(seen, "Padaria Aurora");
  await content(hidden, "Oficina Boreal");
});
afterAll(() => server.close());

const historyOf = async (user: TestUser, query = "") => {
  const { status, body } = await user.client.json<HistoryPage>(`/api/history${query}`);
  expect(status).toBe(200);
  return body;
};

describe("a new account", () => {
  it("has a personal workspace the database made at sign-up, which it owns", async () => {
    const user = await createUser(server, { name: "Bia Nova" });
    const [row] = await server.db
      .select({ name: workspaces.name, role: workspaceMembers.role })
      .from(workspaces)
      .innerJoin(workspaceMembers, eq(workspaceMembers.workspaceId, workspaces.id))
      .where(and(eq(workspaces.personalOf, user.id), eq(workspaceMembers.userId, user.id)));
    expect(row).toEqual({ name: "Espaço de Bia Nova", role: "owner" });
  });
});

describe("roles", () => {
  it("a Leitor reads, copies and exports the workspace's content, and changes nothing", async () => {
    const reader = await member("Leo Leitor", "reader");
    expect((await historyOf(reader)).total).toBe(2);
    expect((await reader.client.request(`/api/plans/${seen.plan}`)).status).toBe(200);
    expect((await reader.client.request(`/api/plans/${seen.plan}/export.csv`)).status).toBe(200);
    expect((await reader.client.request(`/api/brands/${seen.brand}`)).status).toBe(200);
    // Their own calendar feed of the plan is a way of reading it (decision 038).
    const feed = await reader.client.request(`/api/plans/${seen.plan}/feed`, { method: "POST" });
    expect(feed.status).toBe(201);
    const writes = [
      ["POST", "/api/brands", { ...TEST_BRAND, brandName: "Nova" }],
      ["DELETE", `/api/history/${seen.item}`, undefined],
      ["PATCH", `/api/plans/${seen.plan}/posts/${seen.post}`, { status: "aprovado" }],
      ["POST", `/api/plans/${seen.plan}/shares`, { expiresIn: "7" }],
      ["POST", "/api/generate/strategy", { ...TEST_STRATEGY, brandId: seen.brand }],
      ["POST", "/api/billing/checkout", { planId: 1 }],
    ] as const;
    for (const [method, path, json] of writes) {
      const { status, body } = await reader.client.json<{ message: string }>(path, {
        method,
        json,
      });
      expect(status, `${method} ${path}`).toBe(403);
      expect(body.message).toBe(ROLE_FORBIDDEN);
    }
    expect((await historyOf(owner)).total).toBe(2);
  });

  it("an Editor generates with the workspace's Pro, with no subscription of their own, and the result is the workspace's, authored by them", async () => {
    const editor = await member("Edu Editor", "editor");
    const { done } = await generateDone(editor, "strategy", {
      ...TEST_STRATEGY,
      brandId: seen.brand,
    });
    const [item] = await server.db
      .select({ workspaceId: contentHistory.workspaceId, userId: contentHistory.userId })
      .from(contentHistory)
      .where(eq(contentHistory.id, done.historyId));
    expect(item).toEqual({ workspaceId, userId: editor.id });
    expect((await owner.client.request(`/api/plans/${done.links.plan}`)).status).toBe(200);
    const moved = await editor.client.request(`/api/plans/${seen.plan}/posts/${seen.post}`, {
      method: "PATCH",
      json: { notes: "Revisado pelo Edu" },
    });
    expect(moved.status).toBe(200);
    // Billing is the owner's.
    const checkout = await editor.client.request("/api/billing/checkout", { json: { planId: 1 } });
    expect(checkout.status).toBe(403);
    await server.db.delete(contentHistory).where(eq(contentHistory.id, done.historyId));
  });

  it("a demoted member loses the right on their next request", async () => {
    const editor = await member("Eva Editora", "editor");
    const path = `/api/plans/${seen.plan}/posts/${seen.post}`;
    expect(
      (await editor.client.request(path, { method: "PATCH", json: { notes: "1" } })).status,
    ).toBe(200);
    await server.db
      .update(workspaceMembers)
      .set({ role: "reader" })
      .where(eq(workspaceMembers.userId, editor.id));
    expect(
      (await editor.client.request(path, { method: "PATCH", json: { notes: "2" } })).status,
    ).toBe(403);
  });
});

describe("an Editor limited to one brand", () => {
  let lia: TestUser;
  beforeAll(async () => {
    lia = await member("Lia Limitada", "editor", [seen.brand]);
  });

  it("finds nothing of the other brand in lists, counts, search or filters", async () => {
    const page = await historyOf(lia);
    expect(page.total).toBe(1);
    expect(page.items.map((i) => i.id)).toEqual([seen.item]);
    expect((await historyOf(lia, "?q=Boreal")).total).toBe(0);
    expect((await historyOf(lia, `?brand=${hidden.brand}`)).total).toBe(0);
    const brands = await lia.client.json<{ items: { id: string }[] }>("/api/brands");
    expect(brands.body.items.map((b) => b.id)).toEqual([seen.brand]);
    const plans = await lia.client.json<{ items: { id: string }[] }>("/api/plans");
    const planIds = plans.body.items.map((p) => p.id);
    expect(planIds).toContain(seen.plan);
    expect(planIds).not.toContain(hidden.plan);
    const upcoming = await lia.client.request("/api/plans/upcoming");
    expect(await upcoming.text()).not.toContain("Boreal");
    const unseen = await lia.client.json<{ total: number }>("/api/feedback/unseen");
    expect(unseen.body.total).toBe(1);
  });

  it("gets 404 for every item of the other brand, as for an unknown one, and changes nothing", async () => {
    const paths = [
      `/api/history/${hidden.item}`,
      `/api/history/${hidden.item}/calendar.ics`,
      `/api/brands/${hidden.brand}`,
      `/api/plans/${hidden.plan}`,
      `/api/plans/${hidden.plan}/export.ics`,
      `/api/plans/${hidden.plan}/export.csv`,
      `/api/plans/${hidden.plan}/feed`,
      `/api/plans/${hidden.plan}/shares`,
      `/api/plans/${hidden.plan}/posts/${hidden.post}/feedback`,
    ];
    for (const path of paths) {
      const response = await lia.client.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain("Boreal");
    }
    const writes = [
      ["PATCH", `/api/plans/${hidden.plan}/posts/${hidden.post}`, { status: "publicado" }],
      ["DELETE", `/api/plans/${hidden.plan}/posts/${hidden.post}`, undefined],
      ["POST", `/api/plans/${hidden.plan}/posts/${hidden.post}/duplicate`, undefined],
      ["DELETE", `/api/plans/${hidden.plan}`, undefined],
      ["DELETE", `/api/history/${hidden.item}`, undefined],
      ["DELETE", `/api/brands/${hidden.brand}`, undefined],
      ["POST", `/api/plans/${hidden.plan}/shares`, { expiresIn: "7" }],
      ["POST", "/api/generate/script", { ...scriptInput(), brandId: hidden.brand }],
      [
        "POST",
        "/api/generate/script",
        { ...scriptInput(), postId: hidden.post, brandId: seen.brand },
      ],
    ] as const;
    for (const [method, path, json] of writes) {
      const response = await lia.client.request(path, { method, json });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await owner.client.json<HistoryPage>("/api/history")).body.total).toBe(2);
    const post = await owner.client.json<{ posts: { status: string }[] }>(
      `/api/plans/${hidden.plan}`,
    );
    expect(post.body.posts.map((p) => p.status)).toEqual(["ideia"]);
  });

  it("works on their brand, must name it to generate, and cannot create brands", async () => {
    const path = `/api/plans/${seen.plan}/posts/${seen.post}`;
    expect(
      (await lia.client.request(path, { method: "PATCH", json: { notes: "ok" } })).status,
    ).toBe(200);
    const unnamed = await lia.client.json<{ message: string }>("/api/generate/script", {
      json: scriptInput(),
    });
    expect(unnamed).toMatchObject({ status: 422, body: { message: CHOOSE_YOUR_BRAND } });
    const created = await lia.client.json<{ message: string }>("/api/brands", {
      json: { ...TEST_BRAND, brandName: "Minha" },
    });
    expect(created).toMatchObject({ status: 403, body: { message: LIMITED_TO_BRANDS } });
  });
});

describe("a removed member", () => {
  it("no longer reaches anything of the workspace on their very next request, cached pages included", async () => {
    const gone = await member("Gil Saindo", "editor");
    // Warm the session check, the history page and the plan page.
    for (let i = 0; i < 2; i++) {
      expect((await historyOf(gone)).total).toBe(2);
      expect((await gone.client.request(`/api/plans/${seen.plan}`)).status).toBe(200);
    }
    await server.db
      .delete(workspaceMembers)
      .where(
        and(eq(workspaceMembers.userId, gone.id), eq(workspaceMembers.workspaceId, workspaceId)),
      );
    // Back in their own workspace, which is empty.
    expect((await historyOf(gone)).total).toBe(0);
    expect((await gone.client.request(`/api/plans/${seen.plan}`)).status).toBe(404);
    expect((await gone.client.request(`/api/history/${seen.item}`)).status).toBe(404);
    expect((await gone.client.request(`/api/brands/${seen.brand}`)).status).toBe(404);
  });
});

describe("Pro belongs to the workspace", () => {
  it("a member's own subscription does not make the workspace they work in Pro, and the owner's cancellation ends every member's access at once", async () => {
    const other = await createUser(server, { name: "Olga Outra" });
    const otherWorkspace = await personalWorkspaceOf(server.db, other.id);
    const guest = await createUser(server, { name: "Gabi Convidada" });
    await subscribe(server.db, guest.id);
    await addMember(server.db, otherWorkspace, guest.id, "editor");
    const input = { ...TEST_STRATEGY };
    expect((await guest.client.request("/api/generate/strategy", { json: input })).status).toBe(
      402,
    );
    await subscribe(server.db, other.id, { planId: 1 });
    await generateDone(guest, "strategy", input);
    await server.db
      .update(subscriptions)
      .set({ status: "canceled" })
      .where(eq(subscriptions.workspaceId, otherWorkspace));
    expect((await guest.client.request("/api/generate/strategy", { json: input })).status).toBe(
      402,
    );
  });
});

function scriptInput() {
  return {
    basePrompt: "Somos uma marca de teste.",
    targetAudience: "Clientes do bairro",
    duration: "30 segundos",
    finalGoal: "Visitar a loja",
  };
}
