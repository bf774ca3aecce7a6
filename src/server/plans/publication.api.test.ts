// Depends on the engine: a post's publication time and its clearing are a trigger's (migration 0030).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../../tests/helpers/factories.ts";
import { dayFromToday, seedPlan } from "../../../tests/helpers/plans.ts";
import { makeTeam } from "../../../tests/helpers/team.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { brazilToday } from "../../shared/dates.ts";
import type { PlanDetail, PlanPost, TodaysPosts } from "../../shared/plans.ts";
import { planPosts } from "../db/schema/index.ts";

let server: TestServer;
let team: Awaited<ReturnType<typeof makeTeam>>;
let editor: TestUser;
let reader: TestUser;
/** An Editor who sees only the second brand. */
let limited: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  team = await makeTeam(server, "Agência Publica");
  editor = await team.join("editor", null, "Ana Editora");
  reader = await team.join("reader", null, "Lia Leitora");
  limited = await team.join("editor", [team.otherBrandId], "Davi Limitado");
});
afterAll(() => server.close());

/** A plan of `brandId` with posts dated `days` from today (Brazil's), each "Aprovado". */
async function postsOn(brandId: string, days: number[], theme = "Pão de queijo") {
  const { plan, posts } = await seedPlan(server.db, team.owner.id, {
    workspaceId: team.workspaceId,
    brandId,
    posts: days.map((day, i) => ({
      date: dayFromToday(day),
      theme: `${theme} ${i + 1}`,
      status: "aprovado" as const,
    })),
  });
  return { planId: plan.id, postIds: posts.map((post) => post.id) };
}

const setStatus = (user: TestUser, planId: string, postId: string, json: unknown) =>
  user.client.json<PlanPost & { message?: string }>(`/api/plans/${planId}/posts/${postId}`, {
    method: "PATCH",
    json,
  });

const stored = async (postId: string) => {
  const [row] = await server.db
    .select({ at: planPosts.publishedAt, by: planPosts.publishedBy })
    .from(planPosts)
    .where(eq(planPosts.id, postId));
  return row;
};

describe("a post marked published", () => {
  it("keeps who published it and when, set by the server whatever the browser sends", async () => {
    const { planId, postIds } = await postsOn(team.brandId, [0]);
    const postId = postIds[0]!;
    const before = Date.now();
    const published = await setStatus(editor, planId, postId, {
      status: "publicado",
      publishedAt: "2020-01-01T00:00:00.000Z",
      publishedBy: team.owner.id,
    });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: "publicado", publishedBy: editor.id });
    const at = Date.parse(published.body.publishedAt ?? "");
    expect(at).toBeGreaterThanOrEqual(before - 5_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 5_000);
    expect(await stored(postId)).toMatchObject({ by: editor.id });

    // Set to "Publicado" again, by another member: the first publication stays.
    const again = await setStatus(team.owner, planId, postId, { status: "publicado" });
    expect(again.body).toMatchObject({
      publishedBy: editor.id,
      publishedAt: published.body.publishedAt,
    });

    // The plan page names the publisher among its people.
    const page = await reader.client.json<PlanDetail>(`/api/plans/${planId}`);
    expect(page.body.posts[0]).toMatchObject({ publishedBy: editor.id });
    expect(page.body.authors[editor.id]).toBe("Ana Editora");
  });

  it("loses who and when as its status leaves Publicado, by a member or by a client's link", async () => {
    const { planId, postIds } = await postsOn(team.brandId, [0]);
    const postId = postIds[0]!;
    await setStatus(editor, planId, postId, { status: "publicado" });
    const back = await setStatus(editor, planId, postId, { status: "aprovado" });
    expect(back.body).toMatchObject({ status: "aprovado", publishedAt: null, publishedBy: null });
    expect(await stored(postId)).toEqual({ at: null, by: null });

    // Any writer of the row: the trigger clears them (here, a direct update as psql would).
    await setStatus(editor, planId, postId, { status: "publicado" });
    await server.db
      .update(planPosts)
      .set({ status: "ajustes_pedidos" })
      .where(eq(planPosts.id, postId));
    expect(await stored(postId)).toEqual({ at: null, by: null });
  });

  it("a post added as published is the adder's; other edits leave the publication alone", async () => {
    const { planId } = await postsOn(team.brandId, []);
    const created = await editor.client.json<PlanPost>(`/api/plans/${planId}/posts`, {
      method: "POST",
      json: {
        date: dayFromToday(0),
        channel: "instagram",
        format: "Carrossel",
        theme: "Já no ar",
        status: "publicado",
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.publishedBy).toBe(editor.id);
    expect(created.body.publishedAt).not.toBeNull();
    const edited = await setStatus(team.owner, planId, created.body.id, { notes: "Foi ótimo" });
    expect(edited.body).toMatchObject({
      publishedBy: editor.id,
      publishedAt: created.body.publishedAt,
    });
  });

  it("only who may edit the post marks it: a Leitor may not, nor a member limited to another brand", async () => {
    const { planId, postIds } = await postsOn(team.brandId, [0]);
    const postId = postIds[0]!;
    const byReader = await setStatus(reader, planId, postId, { status: "publicado" });
    expect(byReader.status).toBe(403);
    expect(byReader.body.message).toMatch(/[ãçéêíóú]/);
    const byLimited = await setStatus(limited, planId, postId, { status: "publicado" });
    expect(byLimited.status).toBe(404);
    expect(byLimited.body.message).toBe("Publicação não encontrada.");
    expect(await stored(postId)).toEqual({ at: null, by: null });

    // Their own brand's post they do publish.
    const own = await postsOn(team.otherBrandId, [0]);
    const mine = await setStatus(limited, own.planId, own.postIds[0]!, { status: "publicado" });
    expect(mine.status).toBe(200);
    expect(mine.body.publishedBy).toBe(limited.id);
  });

  it("a status that is not one is refused in Portuguese, and nothing changes", async () => {
    const { planId, postIds } = await postsOn(team.brandId, [0]);
    const refused = await setStatus(editor, planId, postIds[0]!, { status: "no_ar" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Status inválido.");
    expect(await stored(postIds[0]!)).toEqual({ at: null, by: null });
  });
});

describe("Posts de hoje", () => {
  it("lists today's posts and the late ones not yet published, of the brands the member sees", async () => {
    const mine = await postsOn(team.brandId, [-8, -2, -1, 0, 1], "Hoje marca 1");
    const other = await postsOn(team.otherBrandId, [0], "Hoje marca 2");
    // Yesterday's second post is published: it is done, not late.
    await setStatus(editor, mine.planId, mine.postIds[2]!, { status: "publicado" });
    // Today's published post stays, with who published it.
    const [eightDaysAgo, twoDaysAgo, , today, tomorrow] = mine.postIds;
    await setStatus(editor, mine.planId, today!, { status: "publicado" });

    const seen = await editor.client.json<TodaysPosts>("/api/plans/today");
    expect(seen.status).toBe(200);
    expect(seen.body.today).toBe(brazilToday(new Date()));
    const ids = seen.body.items.map((post) => post.id);
    expect(ids).toContain(twoDaysAgo);
    expect(ids).toContain(today);
    expect(ids).toContain(other.postIds[0]);
    expect(ids).not.toContain(eightDaysAgo);
    expect(ids).not.toContain(tomorrow);
    expect(ids).not.toContain(mine.postIds[2]);
    // The late first, by date.
    expect(ids.indexOf(twoDaysAgo!)).toBeLessThan(ids.indexOf(today!));
    expect(seen.body.items.find((post) => post.id === today)).toMatchObject({
      status: "publicado",
      publisherName: "Ana Editora",
      planTitle: "Plano de teste",
    });

    // A member limited to the second brand sees its post only.
    const limitedView = await limited.client.json<TodaysPosts>("/api/plans/today");
    const limitedIds = limitedView.body.items.map((post) => post.id);
    expect(limitedIds).toContain(other.postIds[0]);
    expect(limitedIds).not.toContain(today);
    expect(limitedIds).not.toContain(twoDaysAgo);
  });

  it("is empty for an account with nothing due, and refuses a visitor", async () => {
    const fresh = await createUser(server, { name: "Rui Sem Planos" });
    const empty = await fresh.client.json<TodaysPosts>("/api/plans/today");
    expect(empty.status).toBe(200);
    expect(empty.body.items).toEqual([]);
    expect((await server.client().request("/api/plans/today")).status).toBe(401);
  });
});
