import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../../tests/helpers/factories.ts";
import { seedPlan } from "../../../tests/helpers/plans.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import type { ApprovalView, CreatedShareLink } from "../../shared/approval.ts";
import {
  type PlanDetail,
  type PlanPost,
  type PlanSummary,
  POST_NOT_FOUND,
  postDateTooFar,
} from "../../shared/plans.ts";
import { planPosts, plans } from "../db/schema/index.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A plan of January and February 2027: March 8th (Dia da Mulher) is outside it. */
const WINDOW = { startDate: "2027-01-04", endDate: "2027-02-28" };

type Answer = PlanPost & { message?: string };
const call = (user: TestUser, method: string, path: string, json?: unknown) =>
  user.client.json<Answer>(`/api/plans${path}`, { method, json });
const readPlan = async (user: TestUser, planId: string) =>
  (await user.client.json<PlanDetail>(`/api/plans/${planId}`)).body;
const summaryOf = async (user: TestUser, planId: string) =>
  (await user.client.json<{ items: PlanSummary[] }>("/api/plans")).body.items.find(
    (plan) => plan.id === planId,
  );

async function planOfTwoPosts() {
  const user = await createUser(server);
  const { plan, posts } = await seedPlan(server.db, user.id, {
    ...WINDOW,
    posts: [{ date: "2027-01-11" }, { date: "2027-02-15" }],
  });
  return { user, plan, post: posts[0]!, other: posts[1]! };
}

describe("a plan's window and the posts outside it", () => {
  it("a post moved after the end widens the window the plan page, Meus planos and its commercial dates show", async () => {
    const { user, plan, post } = await planOfTwoPosts();
    expect((await readPlan(user, plan.id)).commercialDates.map((d) => d.name)).not.toContain(
      "Dia da Mulher",
    );

    const moved = await call(user, "PATCH", `/${plan.id}/posts/${post.id}`, {
      date: "2027-03-08",
    });
    expect(moved.status).toBe(200);
    const page = await readPlan(user, plan.id);
    expect(page).toMatchObject({ startDate: "2027-01-04", endDate: "2027-03-08" });
    expect(page.commercialDates.map((d) => d.name)).toContain("Dia da Mulher");
    expect(await summaryOf(user, plan.id)).toMatchObject({
      startDate: "2027-01-04",
      endDate: "2027-03-08",
    });
  });

  it("a post added or duplicated before the start widens it too; moved back, the strategy's window returns", async () => {
    const { user, plan, post } = await planOfTwoPosts();
    const added = await call(user, "POST", `/${plan.id}/posts`, {
      date: "2026-12-20",
      channel: "instagram",
      format: "Reels",
      theme: "Um post de antes do plano",
    });
    expect(added.status).toBe(201);
    expect(await readPlan(user, plan.id)).toMatchObject({ startDate: "2026-12-20" });

    await call(user, "PATCH", `/${plan.id}/posts/${post.id}`, { date: "2026-12-01" });
    const copy = await call(user, "POST", `/${plan.id}/posts/${post.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.date).toBe("2026-12-01");
    for (const { id } of [added.body, copy.body]) {
      const removed = await user.client.request(`/api/plans/${plan.id}/posts/${id}`, {
        method: "DELETE",
      });
      expect(removed.status).toBe(204);
    }
    expect(await summaryOf(user, plan.id)).toMatchObject({ startDate: "2026-12-01" });

    await call(user, "PATCH", `/${plan.id}/posts/${post.id}`, { date: "2027-01-11" });
    expect(await readPlan(user, plan.id)).toMatchObject(WINDOW);
    expect(await summaryOf(user, plan.id)).toMatchObject(WINDOW);
    // The stored window is the strategy's all along: only what is shown follows the posts.
    const [stored] = await server.db
      .select({ startDate: plans.startDate, endDate: plans.endDate })
      .from(plans)
      .where(eq(plans.id, plan.id));
    expect(stored).toEqual(WINDOW);
  });

  it("the client's approval page shows the widened window", async () => {
    const { user, plan, other } = await planOfTwoPosts();
    await call(user, "PATCH", `/${plan.id}/posts/${other.id}`, { date: "2027-03-15" });
    const link = await user.client.json<CreatedShareLink>(`/api/plans/${plan.id}/shares`, {
      json: { expiresIn: "30" },
    });
    const token = link.body.url.split("/aprovacao/")[1]!;
    const view = await server.client().json<ApprovalView>(`/api/approval/${token}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ startDate: "2027-01-04", endDate: "2027-03-15" });
  });

  it("a date more than a year outside the window is refused in Portuguese and changes nothing", async () => {
    const { user, plan, post } = await planOfTwoPosts();
    const tooFar = postDateTooFar(WINDOW);
    expect(tooFar).toBe(
      "A data deve ficar entre 03/01/2026 e 29/02/2028, até um ano antes ou depois do plano.",
    );

    const late = await call(user, "PATCH", `/${plan.id}/posts/${post.id}`, {
      date: "2028-03-01",
      theme: "Tema novo",
    });
    expect(late.status).toBe(422);
    expect(late.body.message).toBe(tooFar);
    const early = await call(user, "POST", `/${plan.id}/posts`, {
      date: "2026-01-02",
      channel: "instagram",
      format: "Reels",
      theme: "Muito antes",
    });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(tooFar);
    const [row] = await server.db.select().from(planPosts).where(eq(planPosts.id, post.id));
    expect(row).toMatchObject({ date: "2027-01-11", theme: post.theme, sequence: 0 });
    expect(await readPlan(user, plan.id)).toMatchObject({ ...WINDOW, posts: [{}, {}] });

    // The last day within reach is accepted.
    const edge = await call(user, "PATCH", `/${plan.id}/posts/${post.id}`, { date: "2028-02-29" });
    expect(edge.status).toBe(200);
  });

  it("a far date on another account's post is still a 404, not a hint about its plan", async () => {
    const { plan, post } = await planOfTwoPosts();
    const stranger = await createUser(server);
    const answer = await call(stranger, "PATCH", `/${plan.id}/posts/${post.id}`, {
      date: "2030-01-01",
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(POST_NOT_FOUND);
  });

  it("a plan's calendar shows the regional dates its posts are marked with, beside the national ones", async () => {
    const user = await createUser(server);
    const { plan } = await seedPlan(server.db, user.id, {
      ...WINDOW,
      posts: [{ date: "2027-01-22", commercialDate: "Aniversário de São Paulo" }],
    });
    const dates = (await readPlan(user, plan.id)).commercialDates;
    expect(dates).toContainEqual({ date: "2027-01-25", name: "Aniversário de São Paulo" });
    expect(dates.map((d) => d.name)).toContain("Carnaval");
    const { plan: other } = await seedPlan(server.db, user.id, WINDOW);
    expect((await readPlan(user, other.id)).commercialDates.map((d) => d.name)).not.toContain(
      "Aniversário de São Paulo",
    );
  });
});
