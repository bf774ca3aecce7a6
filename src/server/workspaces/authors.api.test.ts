import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createUser,
  subscribe,
  TEST_BRAND,
  type TestUser,
} from "../../../tests/helpers/factories.ts";
import { generateDone, TEST_STRATEGY } from "../../../tests/helpers/plans.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { addMember } from "../../../tests/helpers/workspaces.ts";
import type { HistoryItem, HistoryPage } from "../../shared/generation/history.ts";
import type { PlanDetail, PlanSummary } from "../../shared/plans.ts";
import { users } from "../db/schema/index.ts";

let server: TestServer;
let owner: TestUser;
let editor: TestUser;
let brandId: string;
let planId: string;
let strategyId: string;

const historyOf = async (user: TestUser, query = "") =>
  (await user.client.json<HistoryPage>(`/api/history${query}`)).body.items;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server, { name: "Ana Agência" });
  const team = await owner.client.json<{ id: string }>("/api/workspaces", {
    json: { name: "Aurora" },
  });
  await subscribe(server.db, owner.id, { workspaceId: team.body.id });
  brandId = (await owner.client.json<{ id: string }>("/api/brands", { json: TEST_BRAND })).body.id;
  editor = await createUser(server, { name: "Bruno Editor" });
  await addMember(server.db, team.body.id, editor.id, "editor");
  const { done } = await generateDone(editor, "strategy", { ...TEST_STRATEGY, brandId });
  strategyId = done.historyId;
  planId = done.links.plan!;
  await generateDone(owner, "strategy", TEST_STRATEGY);
});
afterAll(() => server.close());

describe("authors", () => {
  it("the history names each item's author, in the list and the item, and filters by author", async () => {
    const items = await historyOf(owner);
    expect(items.map((item) => item.author).sort()).toEqual(["Ana Agência", "Bruno Editor"]);
    const item = await owner.client.json<HistoryItem>(`/api/history/${strategyId}`);
    expect(item.body.author).toBe("Bruno Editor");
    const byEditor = await historyOf(owner, `?author=${editor.id}`);
    expect(byEditor.map((i) => i.id)).toEqual([strategyId]);
    expect(await historyOf(owner, "?author=ninguem")).toEqual([]);
  });

  it("a plan names its author in the list and on its page, and each post its author's id", async () => {
    const list = await owner.client.json<{ items: PlanSummary[] }>("/api/plans");
    expect(list.body.items.find((plan) => plan.id === planId)?.author).toBe("Bruno Editor");
    const page = await owner.client.json<PlanDetail>(`/api/plans/${planId}`);
    expect(page.body.author).toBe("Bruno Editor");
    expect(page.body.posts.length).toBeGreaterThan(0);
    expect(page.body.posts.every((post) => post.authorId === editor.id)).toBe(true);
    expect(page.body.authors).toEqual({ [editor.id]: "Bruno Editor" });
  });

  it("a removed member's items keep their name; a deleted account's read as no author (ex-membro)", async () => {
    const removed = await owner.client.request(`/api/workspaces/members/${editor.id}`, {
      method: "DELETE",
    });
    expect(removed.status).toBe(204);
    expect((await historyOf(owner, `?author=${editor.id}`))[0]?.author).toBe("Bruno Editor");
    await server.db.delete(users).where(eq(users.id, editor.id));
    const item = await owner.client.json<HistoryItem>(`/api/history/${strategyId}`);
    expect(item.body.author).toBeNull();
    const page = await owner.client.json<PlanDetail>(`/api/plans/${planId}`);
    expect(page.body.author).toBeNull();
    expect(page.body.posts.every((post) => post.authorId === null)).toBe(true);
    expect(page.body.authors).toEqual({});
  });
});
