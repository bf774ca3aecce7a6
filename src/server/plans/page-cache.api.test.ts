import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPlan, createUser, type TestUser } from "../../../tests/helpers/factories.ts";
import { seedPlan } from "../../../tests/helpers/seed-plan.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import type { CreatedShareLink } from "../../shared/approval.ts";
import { PLAN_NOT_FOUND, type PlanDetail } from "../../shared/plans.ts";
import { brands, contentHistory, planPosts, plans } from "../db/schema/index.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Answer = PlanDetail & { message?: string };

const read = async (user: TestUser, planId: string) =>
  user.client.json<Answer>(`/api/plans/${planId}`);

/** Reads the plan twice, so that the second answer came from the cache. */
async function warm(user: TestUser, planId: string) {
  await read(user, planId);
  const { status, body } = await read(user, planId);
  expect(status).toBe(200);
  return body;
}

async function ownerWithPlan() {
  const owner = await createUser(server);
  return { owner, ...(await seedPlan(server.db, owner.id, { posts: 3 })) };
}

describe("the cached plan page", () => {
  it("shows a change to a post made through the API, in SQL or by a client, on the very next read", async () => {
    const { owner, plan, posts } = await ownerWithPlan();
    const [first, second, third] = posts;
    expect((await warm(owner, plan.id)).posts.map((p) => p.theme)).toHaveLength(3);

    const moved = await owner.client.json(`/api/plans/${plan.id}/posts/${first!.id}`, {
      method: "PATCH",
      json: { status: "publicado" },
    });
    expect(moved.status).toBe(200);
    expect((await read(owner, plan.id)).body.progress.publicado).toBe(1);

    await warm(owner, plan.id);
    await server.db
      .update(planPosts)
      .set({ theme: "Tema escrito no psql" })
      .where(eq(planPosts.id, second!.id));
    const edited = (await read(owner, plan.id)).body.posts.find((p) => p.id === second!.id);
    expect(edited?.theme).toBe("Tema escrito no psql");

    const link = await owner.client.json<CreatedShareLink>(`/api/plans/${plan.id}/shares`, {
      json: { expiresIn: "7" },
    });
    const token = link.body.url.split("/aprovacao/")[1]!;
    await warm(owner, plan.id);
    const decision = await server
      .client()
      .json(`/api/approval/${token}/posts/${third!.id}/changes`, {
        json: { name: "Ana Cliente", comment: "Outra foto, por favor." },
      });
    expect(decision.status).toBe(200);
    const asked = (await read(owner, plan.id)).body.posts.find((p) => p.id === third!.id);
    expect(asked?.status).toBe("ajustes_pedidos");
  });

  it("shows a post added or removed in SQL, and the plan moves up in Meus planos", async () => {
    const { owner, plan, posts } = await ownerWithPlan();
    await server.db
      .update(plans)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(plans.id, plan.id));
    await warm(owner, plan.id);
    const [{ updatedAt: before } = { updatedAt: new Date(0) }] = await server.db
      .select({ updatedAt: plans.updatedAt })
      .from(plans)
      .where(eq(plans.id, plan.id));

    await server.db.insert(planPosts).values({
      planId: plan.id,
      userId: owner.id,
      date: plan.startDate,
      channel: "tiktok",
      format: "Reels",
      theme: "Post inserido no psql",
    });
    const added = (await read(owner, plan.id)).body;
    expect(added.posts.map((p) => p.theme)).toContain("Post inserido no psql");
    expect(Date.parse(added.updatedAt)).toBeGreaterThan(before.getTime());

    await warm(owner, plan.id);
    await server.db.delete(planPosts).where(eq(planPosts.id, posts[0]!.id));
    expect((await read(owner, plan.id)).body.posts.map((p) => p.id)).not.toContain(posts[0]!.id);
  });

  it("shows the plan's new name, its brand's new colour, a deleted brand and a deleted script", async () => {
    const { owner, plan, posts, brand, script } = await ownerWithPlan();
    expect((await warm(owner, plan.id)).brandColor).toBe("#a0522d");

    await server.db.update(plans).set({ title: "Nome do psql" }).where(eq(plans.id, plan.id));
    expect((await read(owner, plan.id)).body.title).toBe("Nome do psql");

    await warm(owner, plan.id);
    await server.db.update(brands).set({ color: "#123456" }).where(eq(brands.id, brand.id));
    expect((await read(owner, plan.id)).body.brandColor).toBe("#123456");

    expect((await warm(owner, plan.id)).posts[0]?.scriptHistoryId).toBe(script.id);
    await server.db.delete(contentHistory).where(eq(contentHistory.id, script.id));
    const unlinked = (await read(owner, plan.id)).body.posts.find((p) => p.id === posts[0]!.id);
    expect(unlinked?.scriptHistoryId).toBeNull();

    await warm(owner, plan.id);
    await server.db.delete(brands).where(eq(brands.id, brand.id));
    expect((await read(owner, plan.id)).body).toMatchObject({ brandId: null, brandColor: null });
  });

  it("is the owner's only: another account gets a 404 for a plan its owner has cached", async () => {
    const { owner, plan } = await ownerWithPlan();
    await warm(owner, plan.id);
    const stranger = await createUser(server);
    const { status, body } = await read(stranger, plan.id);
    expect(status).toBe(404);
    expect(body.message).toBe(PLAN_NOT_FOUND);
  });

  it("answers 404 for a plan deleted after it was cached, by the API or in SQL", async () => {
    const { owner, plan } = await ownerWithPlan();
    await warm(owner, plan.id);
    const deleted = await owner.client.request(`/api/plans/${plan.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect((await read(owner, plan.id)).status).toBe(404);

    const other = await seedPlan(server.db, owner.id, { posts: 1 });
    await warm(owner, other.plan.id);
    await server.db.delete(plans).where(eq(plans.id, other.plan.id));
    expect((await read(owner, other.plan.id)).status).toBe(404);
  });

  it("counts the pages it keeps in bytes, and keeps no outsized page: served each time, never held", async () => {
    const owner = await createUser(server);
    const pages = server.deps.caches.planPages;
    const small = await createPlan(server.db, owner.id, { posts: [{}, {}] });
    await warm(owner, small.id);
    expect(pages.bytes).toBeGreaterThan(0);
    // Long text written in SQL, past any form's limit: ~1.2 MB of JSON, charged twice (its gzip).
    const notes = "x".repeat(60_000);
    const huge = await createPlan(server.db, owner.id, {
      posts: Array.from({ length: 20 }, () => ({ notes })),
    });
    const before = { size: pages.size, bytes: pages.bytes };
    const body = await warm(owner, huge.id);
    expect(body.posts).toHaveLength(20);
    expect({ size: pages.size, bytes: pages.bytes }).toEqual(before);
    expect(pages.bytes).toBeLessThanOrEqual(48 * 1024 * 1024);
  });

  it("answers many reads of many plans at once, each with its own plan", async () => {
    const owners = await Promise.all(Array.from({ length: 4 }, ownerWithPlan));
    const answers = await Promise.all(
      owners.flatMap(({ owner, plan }) => Array.from({ length: 5 }, () => read(owner, plan.id))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.map((a) => a.body.id)).toEqual(
      owners.flatMap(({ plan }) => Array(5).fill(plan.id)),
    );
  });

  it("is sent gzipped to a client that accepts gzip, and as it is to one that does not", async () => {
    const { owner, plan } = await ownerWithPlan();
    await warm(owner, plan.id);
    const gzipped = await owner.client.request(`/api/plans/${plan.id}`, {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    const plain = await owner.client.request(`/api/plans/${plan.id}`, {
      headers: { "accept-encoding": "identity" },
    });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("vary")).toBe("Accept-Encoding");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await gzipped.json()).toEqual(await plain.json());
  });
});
