import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../../tests/helpers/factories.ts";
import { seedPlan } from "../../../tests/helpers/seed-plan.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import type {
  ApprovalPost,
  ApprovalView,
  CreatedShareLink,
  FeedbackEntry,
  ShareLink,
  ThreadPage,
  UnseenFeedback,
} from "../../shared/approval.ts";
import { LINK_UNAVAILABLE } from "../../shared/approval-rules.ts";
import { approvalLinks, planPosts, plans, rateLimits } from "../db/schema/index.ts";
import { CLIENT_PER_ADDRESS, CLIENT_PER_LINK, perAddressKey, perLinkKey } from "./rate-limits.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" });
});
afterAll(() => server.close());

async function ownerWithPlan(posts = 3) {
  const owner = await createUser(server);
  return { owner, ...(await seedPlan(server.db, owner.id, { posts })) };
}

const share = (owner: TestUser, planId: string, expiresIn = "30") =>
  owner.client.json<CreatedShareLink>(`/api/plans/${planId}/shares`, { json: { expiresIn } });

const tokenOf = (link: CreatedShareLink) => link.url.split("/aprovacao/")[1]!;

let address = 0;
/** A client with no session, from an address of its own (the server trusts one proxy). */
function visitor() {
  const client = server.client();
  const forwardedFor = `203.0.113.${++address}`;
  return {
    read: (token: string) =>
      client.json<ApprovalView & { message?: string }>(`/api/approval/${token}`, {
        headers: { "x-forwarded-for": forwardedFor },
      }),
    post: <T = ApprovalPost>(path: string, json: unknown) =>
      client.json<T & { message?: string }>(`/api/approval/${path}`, {
        json,
        headers: { "x-forwarded-for": forwardedFor },
      }),
  };
}

describe("sharing a plan with a client", () => {
  it("creates a link whose token opens the plan, is kept only as its SHA-256 and shown once", async () => {
    const { owner, plan } = await ownerWithPlan();
    const { status, body } = await share(owner, plan.id, "7");
    expect(status).toBe(201);
    expect(body.url).toMatch(new RegExp(`^${server.url}/aprovacao/[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(body);
    const days = (Date.parse(body.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const [row] = await server.db.select().from(approvalLinks).where(eq(approvalLinks.id, body.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const dump = await server.db.execute(
      sql`select count(*)::int as n from approval_links where position(${token} in approval_links::text) > 0`,
    );
    expect((dump as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);

    const list = await owner.client.json<ShareLink[]>(`/api/plans/${plan.id}/shares`);
    expect(list.body).toEqual([
      { id: body.id, createdAt: body.createdAt, expiresAt: body.expiresAt, lastVisitAt: null },
    ]);
    expect(list.body[0]).not.toHaveProperty("url");
    expect((await visitor().read(token)).status).toBe(200);
    const visited = await owner.client.json<ShareLink[]>(`/api/plans/${plan.id}/shares`);
    expect(visited.body[0]?.lastVisitAt).not.toBeNull();
  });

  it("a link without expiry has none; another account's plan is a 404", async () => {
    const { owner, plan } = await ownerWithPlan();
    expect((await share(owner, plan.id, "never")).body.expiresAt).toBeNull();
    const stranger = await createUser(server);
    expect((await share(stranger, plan.id)).status).toBe(404);
    expect((await stranger.client.json(`/api/plans/${plan.id}/shares`)).status).toBe(404);
    expect((await share(owner, "nao-e-um-id")).status).toBe(404);
  });

  it("a revoked link, an expired one and an unknown token all answer 404 with the Portuguese notice", async () => {
    const { owner, plan } = await ownerWithPlan();
    const revoked = (await share(owner, plan.id)).body;
    const expired = (await share(owner, plan.id)).body;
    const revoke = await owner.client.request(`/api/plans/${plan.id}/shares/${revoked.id}`, {
      method: "DELETE",
    });
    expect(revoke.status).toBe(204);
    await server.db
      .update(approvalLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(approvalLinks.id, expired.id));
    const client = visitor();
    for (const token of [tokenOf(revoked), tokenOf(expired), "A".repeat(43), "curto"]) {
      const { status, body } = await client.read(token);
      expect(status).toBe(404);
      expect(body.message).toBe(LINK_UNAVAILABLE);
    }
    const list = await owner.client.json<ShareLink[]>(`/api/plans/${plan.id}/shares`);
    expect(list.body).toEqual([]);
  });

  it("replacing a link ends the old URL and hands out a new one with the same expiry", async () => {
    const { owner, plan } = await ownerWithPlan();
    const old = (await share(owner, plan.id, "7")).body;
    const { status, body } = await owner.client.json<CreatedShareLink>(
      `/api/plans/${plan.id}/shares/${old.id}/replace`,
      { method: "POST" },
    );
    expect(status).toBe(201);
    expect(body.expiresAt).toBe(old.expiresAt);
    const client = visitor();
    expect((await client.read(tokenOf(old))).status).toBe(404);
    expect((await client.read(tokenOf(body))).status).toBe(200);
  });
});

describe("the client's page", () => {
  it("shows the brand, the window and each post with its script and caption, and nothing else of the account", async () => {
    const { owner, plan, posts, script } = await ownerWithPlan(2);
    const caption = {
      caption: "Café coado na hora.",
      hashtags: ["#cafe"],
      altText: "Xícara na mesa.",
      firstComment: "",
    };
    await server.db.update(planPosts).set({ caption }).where(eq(planPosts.id, posts[0]!.id));
    await seedPlan(server.db, owner.id, { brandName: "Outra Marca", title: "Outro plano" });
    const token = tokenOf((await share(owner, plan.id)).body);
    const { status, body, response } = await visitor().read(token);
    expect(status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(body).toEqual({
      brandName: "Café Aroma",
      brandColor: "#a0522d",
      startDate: plan.startDate,
      endDate: plan.endDate,
      counts: { approved: 0, changes: 0, waiting: 2 },
      nextOffset: null,
      posts: posts.map((p, i) => ({
        id: p.id,
        date: p.date,
        channel: p.channel,
        format: p.format,
        theme: p.theme,
        hook: p.hook,
        callToAction: p.callToAction,
        status: "ideia",
        caption: i === 0 ? caption : null,
        art: null,
        script: i === 0 ? script.content : null,
        thread: { entries: [], hasOlder: false },
        changesSinceRequest: null,
      })),
    });
    const text = JSON.stringify(body);
    for (const secret of [owner.email, owner.id, owner.name, "Outra Marca", "Outro plano"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("approving moves a post to Aprovado and asking for changes to Ajustes pedidos, with the comment in its thread", async () => {
    const { owner, plan, posts } = await ownerWithPlan();
    const token = tokenOf((await share(owner, plan.id)).body);
    const client = visitor();
    const approved = await client.post(`${token}/posts/${posts[0]!.id}/approve`, {
      name: "Ana Cliente",
    });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe("aprovado");
    expect(approved.body.thread.entries).toMatchObject([
      { author: "client", clientName: "Ana Cliente", decision: "approve", body: "" },
    ]);
    const comment = "Troque a foto por uma do balcão <b>novo</b>.";
    const changed = await client.post(`${token}/posts/${posts[1]!.id}/changes`, {
      name: "Ana Cliente",
      comment,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.status).toBe("ajustes_pedidos");
    expect(changed.body.thread.entries).toMatchObject([{ decision: "changes", body: comment }]);

    const [row] = await server.db.select().from(planPosts).where(eq(planPosts.id, posts[1]!.id));
    expect(row?.sequence).toBe(1);
    expect(row!.updatedAt.getTime()).toBeGreaterThan(posts[1]!.updatedAt.getTime());
    // "Meus planos" lists the plan a client just answered first.
    const [touched] = await server.db.select().from(plans).where(eq(plans.id, plan.id));
    expect(touched!.updatedAt.getTime()).toBeGreaterThan(plan.updatedAt.getTime());

    const thread = await owner.client.json<ThreadPage>(
      `/api/plans/${plan.id}/posts/${posts[1]!.id}/feedback`,
    );
    expect(thread.body.entries).toMatchObject([{ clientName: "Ana Cliente", body: comment }]);
  });

  it("a comment must say something and stay within 2,000 characters; a name is required", async () => {
    const { owner, plan, posts } = await ownerWithPlan();
    const token = tokenOf((await share(owner, plan.id)).body);
    const client = visitor();
    const path = `${token}/posts/${posts[0]!.id}/changes`;
    const tooLong = await client.post(path, { name: "Ana", comment: "x".repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe("O comentário aceita no máximo 2000 caracteres.");
    expect((await client.post(path, { name: "Ana", comment: "   " })).status).toBe(400);
    const noName = await client.post(`${token}/posts/${posts[0]!.id}/approve`, {});
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe("Informe seu nome.");
    expect((await client.post(path, { name: "Ana", comment: "x".repeat(2000) })).status).toBe(200);
  });

  it("refuses a post of another plan, even one of the same owner", async () => {
    const { owner, plan } = await ownerWithPlan();
    const other = await seedPlan(server.db, owner.id);
    const token = tokenOf((await share(owner, plan.id)).body);
    const client = visitor();
    const { status } = await client.post(`${token}/posts/${other.posts[0]!.id}/approve`, {
      name: "Ana",
    });
    expect(status).toBe(404);
    expect((await client.post(`${token}/posts/nao-e-um-id/approve`, { name: "Ana" })).status).toBe(
      404,
    );
    const [untouched] = await server.db
      .select()
      .from(planPosts)
      .where(eq(planPosts.id, other.posts[0]!.id));
    expect(untouched?.status).toBe("ideia");
  });

  it("a revoked link can no longer approve", async () => {
    const { owner, plan, posts } = await ownerWithPlan();
    const link = (await share(owner, plan.id)).body;
    await owner.client.request(`/api/plans/${plan.id}/shares/${link.id}`, { method: "DELETE" });
    const { status, body } = await visitor().post(
      `${tokenOf(link)}/posts/${posts[0]!.id}/approve`,
      { name: "Ana" },
    );
    expect(status).toBe(404);
    expect(body.message).toBe(LINK_UNAVAILABLE);
  });

  it("approves every post still waiting, leaving the ones with changes asked", async () => {
    const { owner, plan, posts } = await ownerWithPlan(4);
    const token = tokenOf((await share(owner, plan.id)).body);
    const client = visitor();
    await client.post(`${token}/posts/${posts[0]!.id}/changes`, { name: "Ana", comment: "Mude" });
    const rest = await client.post<{ approved: number }>(`${token}/approve-rest`, { name: "Ana" });
    expect(rest.body).toEqual({ approved: 3 });
    const view = await client.read(token);
    expect(view.body.posts.map((p) => p.status)).toEqual([
      "ajustes_pedidos",
      "aprovado",
      "aprovado",
      "aprovado",
    ]);
  });

  it("the owner's answer shows in the client's thread; the badge counts unseen client messages until opened", async () => {
    const { owner, plan, posts } = await ownerWithPlan();
    const token = tokenOf((await share(owner, plan.id)).body);
    const client = visitor();
    await client.post(`${token}/posts/${posts[0]!.id}/changes`, { name: "Ana", comment: "Mude" });
    await client.post(`${token}/posts/${posts[1]!.id}/approve`, { name: "Ana" });
    const unseen = await owner.client.json<UnseenFeedback>("/api/feedback/unseen");
    expect(unseen.body).toEqual({ total: 2, plans: [{ planId: plan.id, count: 2 }] });

    const feedbackPath = `/api/plans/${plan.id}/posts/${posts[0]!.id}/feedback`;
    const reply = await owner.client.json<FeedbackEntry>(feedbackPath, {
      json: { body: "Combinado, troco hoje." },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ author: "owner", clientName: null });
    expect((await owner.client.request(`${feedbackPath}/seen`, { method: "POST" })).status).toBe(
      204,
    );
    const after = await owner.client.json<UnseenFeedback>("/api/feedback/unseen");
    expect(after.body.total).toBe(1);

    const view = await client.read(token);
    expect(view.body.posts[0]?.thread.entries.map((m) => [m.author, m.body])).toEqual([
      ["client", "Mude"],
      ["owner", "Combinado, troco hoje."],
    ]);
    const stranger = await createUser(server);
    expect((await stranger.client.json(feedbackPath, { json: { body: "Oi" } })).status).toBe(404);
    expect((await stranger.client.json<UnseenFeedback>("/api/feedback/unseen")).body.total).toBe(0);
  });

  it("the owner's data export holds the clients' names, comments and the version they read", async () => {
    const { owner, plan, posts } = await ownerWithPlan();
    const token = tokenOf((await share(owner, plan.id)).body);
    await visitor().post(`${token}/posts/${posts[0]!.id}/changes`, {
      name: "Ana Cliente",
      comment: "Outra cor, por favor",
    });
    const { body } = await owner.client.json<{ clientFeedback: unknown[] }>("/api/account/export");
    expect(body.clientFeedback).toMatchObject([
      {
        clientName: "Ana Cliente",
        comment: "Outra cor, por favor",
        decision: "changes",
        postVersion: 1,
      },
    ]);
  });
});

describe("rate limits of the client's page", () => {
  const fill = (key: string, count: number) =>
    server.db.insert(rateLimits).values({ key, windowStart: new Date(), count });

  it("a client address past its limit is refused with 429, another address is not", async () => {
    const { owner, plan } = await ownerWithPlan();
    const token = tokenOf((await share(owner, plan.id)).body);
    const busy = visitor();
    await fill(perAddressKey(`203.0.113.${address}`), CLIENT_PER_ADDRESS.limit);
    const { status, body } = await busy.read(token);
    expect(status).toBe(429);
    expect(body.message).toMatch(/^Muitas solicitações/);
    expect((await visitor().read(token)).status).toBe(200);
  });

  it("a link past its limit is refused to every address, another link is not", async () => {
    const { owner, plan } = await ownerWithPlan();
    const busy = (await share(owner, plan.id)).body;
    const calm = (await share(owner, plan.id)).body;
    await fill(perLinkKey(busy.id), CLIENT_PER_LINK.limit);
    expect((await visitor().read(tokenOf(busy))).status).toBe(429);
    expect((await visitor().read(tokenOf(calm))).status).toBe(200);
  });
});
