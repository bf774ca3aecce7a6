import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../../tests/helpers/factories.ts";
import { dayFromToday, seedPlan } from "../../../tests/helpers/plans.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { rowCounts } from "../../../tests/security/row-counts.ts";
import {
  MAX_POSTS_PER_PLAN,
  PLAN_NOT_FOUND,
  type PlanDetail,
  type PlanPost,
  POST_LIMIT_MESSAGE,
  POST_NOT_FOUND,
} from "../../shared/plans.ts";
import { contentHistory, planPosts, plans } from "../db/schema/index.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

type Answer = PlanPost & { message?: string; fields?: Record<string, string> };

const call = (user: TestUser, method: string, path: string, json?: unknown) =>
  user.client.json<Answer>(`/api/plans${path}`, { method, json });

const rowOf = async (postId: string) =>
  (await server.db.select().from(planPosts).where(eq(planPosts.id, postId)))[0];
const planUpdatedAt = async (planId: string) =>
  (await server.db.select().from(plans).where(eq(plans.id, planId)))[0]?.updatedAt;

const NEW_POST = {
  date: dayFromToday(4),
  channel: "instagram",
  format: "Carrossel",
  theme: "Cinco pães para o café da manhã",
};

describe("a plan's posts", () => {
  it("adds a post with the defaults of an idea, and the plan moves to the top of Meus planos", async () => {
    const user = await createUser(server);
    const { plan } = await seedPlan(server.db, user.id, {
      updatedAt: new Date(Date.now() - 60_000),
    });
    const { status, body } = await call(user, "POST", `/${plan.id}/posts`, NEW_POST);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      ...NEW_POST,
      planId: plan.id,
      hook: "",
      callToAction: "",
      commercialDate: null,
      status: "ideia",
      notes: "",
      scriptHistoryId: null,
    });
    expect(body).not.toHaveProperty("sequence");
    expect(body).not.toHaveProperty("userId");
    expect((await planUpdatedAt(plan.id))!.getTime()).toBeGreaterThan(plan.updatedAt.getTime());
  });

  it("edits any field and moves a post, bumping its sequence and the plan's updated_at each time", async () => {
    const user = await createUser(server);
    const { plan, posts } = await seedPlan(server.db, user.id, {
      updatedAt: new Date(Date.now() - 60_000),
      posts: [{}],
    });
    const post = posts[0]!;
    const changes = {
      theme: "Novo tema",
      hook: "Um gancho",
      callToAction: "Chame no WhatsApp",
      commercialDate: "Natal",
      status: "aprovado",
      notes: "Fotografar de manhã",
      channel: "facebook",
      format: "Post",
    };
    const edited = await call(user, "PATCH", `/${plan.id}/posts/${post.id}`, changes);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: post.id, date: post.date, ...changes });
    expect((await rowOf(post.id))?.sequence).toBe(1);
    const touched = await planUpdatedAt(plan.id);
    expect(touched!.getTime()).toBeGreaterThan(plan.updatedAt.getTime());

    const moved = await call(user, "PATCH", `/${plan.id}/posts/${post.id}`, {
      date: dayFromToday(10),
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ date: dayFromToday(10), theme: "Novo tema" });
    expect(new Date(moved.body.updatedAt).getTime()).toBeGreaterThan(post.updatedAt.getTime());
    expect((await rowOf(post.id))?.sequence).toBe(2);
    expect((await planUpdatedAt(plan.id))!.getTime()).toBeGreaterThanOrEqual(touched!.getTime());

    const nothing = await call(user, "PATCH", `/${plan.id}/posts/${post.id}`, {});
    expect(nothing.status).toBe(200);
    expect((await rowOf(post.id))?.sequence).toBe(2);
  });

  it("duplicates a post on the same day as an idea without the script, and deletes one", async () => {
    const user = await createUser(server);
    const [script] = await server.db
      .insert(contentHistory)
      .values({ userId: user.id, contentType: "script", title: "Roteiro", content: "Texto" })
      .returning({ id: contentHistory.id });
    const { plan, posts } = await seedPlan(server.db, user.id, {
      posts: [
        {
          status: "publicado",
          hook: "Gancho",
          notes: "Notas",
          commercialDate: "Natal",
          scriptHistoryId: script!.id,
        },
      ],
    });
    const source = posts[0]!;
    const copy = await call(user, "POST", `/${plan.id}/posts/${source.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      date: source.date,
      channel: source.channel,
      format: source.format,
      theme: source.theme,
      hook: "Gancho",
      notes: "Notas",
      commercialDate: "Natal",
      status: "ideia",
      scriptHistoryId: null,
    });
    expect(copy.body.id).not.toBe(source.id);

    const deleted = await user.client.request(`/api/plans/${plan.id}/posts/${source.id}`, {
      method: "DELETE",
    });
    expect(deleted.status).toBe(204);
    const { body } = await user.client.json<PlanDetail>(`/api/plans/${plan.id}`);
    expect(body.posts.map((p) => p.id)).toEqual([copy.body.id]);
  });

  it(`a plan holds at most ${MAX_POSTS_PER_PLAN} posts, adding and duplicating alike`, async () => {
    const user = await createUser(server);
    const { plan, posts } = await seedPlan(server.db, user.id, {
      posts: Array.from({ length: MAX_POSTS_PER_PLAN }, () => ({})),
    });
    const added = await call(user, "POST", `/${plan.id}/posts`, NEW_POST);
    expect(added.status).toBe(409);
    expect(added.body.message).toBe(POST_LIMIT_MESSAGE);
    const copied = await call(user, "POST", `/${plan.id}/posts/${posts[0]!.id}/duplicate`);
    expect(copied.status).toBe(409);
    expect(await server.db.$count(planPosts, eq(planPosts.planId, plan.id))).toBe(
      MAX_POSTS_PER_PLAN,
    );
  });

  it("two tabs adding the last post at once cannot pass the limit", async () => {
    const user = await createUser(server);
    const { plan } = await seedPlan(server.db, user.id, {
      posts: Array.from({ length: MAX_POSTS_PER_PLAN - 1 }, () => ({})),
    });
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(user, "POST", `/${plan.id}/posts`, NEW_POST)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await server.db.$count(planPosts, eq(planPosts.planId, plan.id))).toBe(
      MAX_POSTS_PER_PLAN,
    );
  });

  it("bad input gets a Portuguese message per field and changes nothing", async () => {
    const user = await createUser(server);
    const { plan, posts } = await seedPlan(server.db, user.id, { posts: [{}] });
    const post = posts[0]!;
    const before = await rowCounts(server.db);
    const cases: [string, string, unknown, string][] = [
      ["POST", `/${plan.id}/posts`, {}, "Informe uma data válida."],
      [
        "POST",
        `/${plan.id}/posts`,
        { ...NEW_POST, date: "2026-02-30" },
        "Informe uma data válida.",
      ],
      ["POST", `/${plan.id}/posts`, { ...NEW_POST, theme: "  " }, "Informe o tema."],
      ["POST", `/${plan.id}/posts`, { ...NEW_POST, status: "feito" }, "Status inválido."],
      [
        "PATCH",
        `/${plan.id}/posts/${post.id}`,
        { theme: "x".repeat(301) },
        "O tema aceita no máximo 300 caracteres.",
      ],
      [
        "PATCH",
        `/${plan.id}/posts/${post.id}`,
        { notes: "x".repeat(5_001) },
        "As notas aceitam no máximo 5000 caracteres.",
      ],
      ["PATCH", `/${plan.id}/posts/${post.id}`, { date: "amanhã" }, "Informe uma data válida."],
      // A post stores a channel's value: a label or a channel of someone else's is refused.
      [
        "PATCH",
        `/${plan.id}/posts/${post.id}`,
        { channel: "Instagram" },
        "Escolha um canal da lista.",
      ],
      [
        "POST",
        `/${plan.id}/posts`,
        { ...NEW_POST, channel: "Pinterest" },
        "Escolha um canal da lista.",
      ],
      [
        "PATCH",
        `/${plan.id}`,
        { title: "x".repeat(121) },
        "O nome do plano aceita no máximo 120 caracteres.",
      ],
    ];
    for (const [method, path, json, message] of cases) {
      const { status, body } = await call(user, method, path, json);
      expect(status, `${method} ${path} ${JSON.stringify(json).slice(0, 60)}`).toBe(400);
      expect(body.message).toBe(message);
    }
    expect(await rowCounts(server.db)).toEqual(before);
    expect(await rowOf(post.id)).toEqual(post);
  });
});

describe("ownership", () => {
  it("every plan and post route answers 404 for another account's plan, an unknown id or a malformed one, and changes nothing", async () => {
    const [ana, bruno] = await Promise.all([createUser(server), createUser(server)]);
    const { plan, posts } = await seedPlan(server.db, bruno.id, { posts: [{}] });
    const { plan: anasPlan } = await seedPlan(server.db, ana.id, { posts: [{}] });
    const post = posts[0]!;
    const before = await rowCounts(server.db);

    const planIds = [plan.id, UNKNOWN_ID, "nao-e-um-id"];
    const postIds = [post.id, UNKNOWN_ID, "nao-e-um-id"];
    const probes: [string, string, unknown, string][] = [];
    for (const id of planIds) {
      probes.push(
        ["GET", `/${id}`, undefined, PLAN_NOT_FOUND],
        ["PATCH", `/${id}`, { title: "Meu agora" }, PLAN_NOT_FOUND],
        ["DELETE", `/${id}`, undefined, PLAN_NOT_FOUND],
        ["POST", `/${id}/posts`, NEW_POST, PLAN_NOT_FOUND],
      );
      for (const postId of postIds) {
        probes.push(
          ["PATCH", `/${id}/posts/${postId}`, { theme: "Meu agora" }, POST_NOT_FOUND],
          ["DELETE", `/${id}/posts/${postId}`, undefined, POST_NOT_FOUND],
        );
      }
      probes.push(["POST", `/${id}/posts/${post.id}/duplicate`, undefined, PLAN_NOT_FOUND]);
    }
    // Bruno's post under Ana's own plan is still not hers to touch.
    probes.push(
      ["PATCH", `/${anasPlan.id}/posts/${post.id}`, { theme: "Meu agora" }, POST_NOT_FOUND],
      ["DELETE", `/${anasPlan.id}/posts/${post.id}`, undefined, POST_NOT_FOUND],
      ["POST", `/${anasPlan.id}/posts/${post.id}/duplicate`, undefined, POST_NOT_FOUND],
    );

    for (const [method, path, json, message] of probes) {
      const { status, body } = await call(ana, method, path, json);
      expect(status, `${method} ${path}`).toBe(404);
      expect(body.message, `${method} ${path}`).toBe(message);
    }
    expect(await rowCounts(server.db)).toEqual(before);
    expect(await rowOf(post.id)).toEqual(post);
    const plansOfAna = await ana.client.json<{ items: { id: string }[] }>("/api/plans");
    expect(plansOfAna.body.items.map((p) => p.id)).toEqual([anasPlan.id]);
    const upcoming = await ana.client.json<{ items: { id: string }[] }>("/api/plans/upcoming");
    expect(upcoming.body.items.map((p) => p.id)).not.toContain(post.id);
  });

  it("a visitor without a session is asked to sign in", async () => {
    const visitor = server.client();
    for (const path of ["/api/plans", "/api/plans/upcoming", `/api/plans/${UNKNOWN_ID}`]) {
      expect((await visitor.json(path)).status).toBe(401);
    }
  });
});
