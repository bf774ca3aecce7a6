import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../tests/helpers/factories.ts";
import { seedPlan } from "../../../tests/helpers/seed-plan.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import {
  type ApprovalPost,
  type ApprovalView,
  type CreatedShareLink,
  LINK_FEEDBACK_LIMIT_MESSAGE,
  MAX_FEEDBACK_PER_LINK_PER_DAY,
  MAX_FEEDBACK_PER_POST_PER_DAY,
  POST_FEEDBACK_LIMIT_MESSAGE,
  type ThreadPage,
} from "../../shared/approval.ts";
import { planPosts, postFeedback } from "../db/schema/index.ts";
import { OLDER_PAGE_SIZE, THREAD_PAGE_SIZE } from "./thread.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" });
});
afterAll(() => server.close());

let address = 0;
async function sharedPlan(posts = 3) {
  const owner = await createUser(server);
  const seeded = await seedPlan(server.db, owner.id, { posts });
  const share = async () => {
    const { body } = await owner.client.json<CreatedShareLink>(
      `/api/plans/${seeded.plan.id}/shares`,
      { json: { expiresIn: "30" } },
    );
    return { id: body.id, token: body.url.split("/aprovacao/")[1]! };
  };
  const link = await share();
  // A client with no session, from an address of its own (the server trusts one proxy).
  const headers = { "x-forwarded-for": `192.0.2.${++address}` };
  const client = server.client();
  const as = (token: string) => ({
    read: () => client.json<ApprovalView>(`/api/approval/${token}`, { headers }),
    approve: (postId: string, name = "Ana") =>
      client.json<ApprovalPost & { message?: string }>(
        `/api/approval/${token}/posts/${postId}/approve`,
        { json: { name }, headers },
      ),
    changes: (postId: string, comment: string, name = "Ana") =>
      client.json<ApprovalPost & { message?: string }>(
        `/api/approval/${token}/posts/${postId}/changes`,
        { json: { name, comment }, headers },
      ),
    approveRest: () =>
      client.json<{ approved: number; message?: string }>(`/api/approval/${token}/approve-rest`, {
        json: { name: "Ana" },
        headers,
      }),
    older: (postId: string, before: string) =>
      client.json<ThreadPage & { message?: string }>(
        `/api/approval/${token}/posts/${postId}/feedback?before=${before}`,
        { headers },
      ),
  });
  return { owner, ...seeded, link, share, ...as(link.token), as };
}

/** `count` client messages on a post, written `hoursAgo` hours ago, through `linkId`. */
async function pastMessages(
  post: { id: string; planId: string; userId: string | null },
  count: number,
  { linkId = null as string | null, hoursAgo = 0 } = {},
) {
  await server.db.insert(postFeedback).values(
    Array.from({ length: count }, (_, i) => ({
      postId: post.id,
      planId: post.planId,
      userId: post.userId,
      linkId,
      author: "client" as const,
      clientName: "Robô",
      body: `Mensagem ${i + 1}`,
      decision: "changes" as const,
      createdAt: sql`now() - make_interval(hours => ${hoursAgo}, secs => ${count - i})`,
    })),
  );
}

const messagesOn = (postId: string) =>
  server.db.$count(postFeedback, and(eq(postFeedback.postId, postId)));

describe("the daily caps on a client's messages", () => {
  it(`a post takes ${MAX_FEEDBACK_PER_POST_PER_DAY} a day; the next is a 429 in Portuguese with Retry-After, and nothing changes`, async () => {
    const { posts, changes, approve } = await sharedPlan();
    const post = posts[0]!;
    await pastMessages(post, MAX_FEEDBACK_PER_POST_PER_DAY);
    const [before] = await server.db.select().from(planPosts).where(eq(planPosts.id, post.id));

    const refused = await changes(post.id, "Mais uma mudança");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(POST_FEEDBACK_LIMIT_MESSAGE);
    const retryAfter = Number(refused.response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect((await approve(post.id)).status).toBe(429);
    expect(await messagesOn(post.id)).toBe(MAX_FEEDBACK_PER_POST_PER_DAY);
    const [after] = await server.db.select().from(planPosts).where(eq(planPosts.id, post.id));
    expect(after).toEqual(before);

    // Another post of the plan is still open.
    expect((await approve(posts[1]!.id)).status).toBe(200);
  });

  it("messages older than a day no longer count against the post", async () => {
    const { posts, changes } = await sharedPlan();
    await pastMessages(posts[0]!, MAX_FEEDBACK_PER_POST_PER_DAY, { hoursAgo: 25 });
    expect((await changes(posts[0]!.id, "Agora sim")).status).toBe(200);
  });

  it(`a link takes ${MAX_FEEDBACK_PER_LINK_PER_DAY} a day across its plan; another link of the plan is not held back`, async () => {
    const { posts, link, share, approve, approveRest, as } = await sharedPlan(30);
    // Spread over the plan's other posts, none of them at its own cap.
    const perPost = MAX_FEEDBACK_PER_POST_PER_DAY - 1;
    const fillers = posts.slice(2);
    expect(fillers.length * perPost).toBeGreaterThanOrEqual(MAX_FEEDBACK_PER_LINK_PER_DAY);
    for (const [i, filler] of fillers.entries()) {
      const count = Math.min(perPost, MAX_FEEDBACK_PER_LINK_PER_DAY - i * perPost);
      if (count > 0) await pastMessages(filler, count, { linkId: link.id, hoursAgo: 1 });
    }
    const refused = await approve(posts[0]!.id);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(LINK_FEEDBACK_LIMIT_MESSAGE);
    const rest = await approveRest();
    expect(rest.status).toBe(429);
    expect(rest.body.message).toBe(LINK_FEEDBACK_LIMIT_MESSAGE);
    expect(await messagesOn(posts[0]!.id)).toBe(0);
    expect(await messagesOn(posts[1]!.id)).toBe(0);

    const other = await share();
    expect((await as(other.token).approveRest()).body).toEqual({ approved: posts.length });
  });
});

describe("repeated decisions", () => {
  it("approving twice, or asking twice for the same changes, is one event; new changes are another", async () => {
    const { posts, approve, changes } = await sharedPlan();
    const [first, second] = [posts[0]!.id, posts[1]!.id];
    expect((await approve(first)).status).toBe(200);
    expect((await approve(first)).status).toBe(200);
    expect(await messagesOn(first)).toBe(1);

    await changes(second, "Troque a foto.");
    const again = await changes(second, "  Troque a foto.  ");
    expect(again.status).toBe(200);
    expect(again.body.thread.entries).toHaveLength(1);
    await changes(second, "E o texto também.");
    expect(await messagesOn(second)).toBe(2);
    const [row] = await server.db.select().from(planPosts).where(eq(planPosts.id, second));
    expect(row?.sequence).toBe(2);
  });

  it("the same decision sent many times at once is recorded once", async () => {
    const { posts, approve, changes } = await sharedPlan();
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => approve(posts[0]!.id)),
      ...Array.from({ length: 5 }, () => changes(posts[1]!.id, "Outra cor.")),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await messagesOn(posts[0]!.id)).toBe(1);
    expect(await messagesOn(posts[1]!.id)).toBe(1);
  });
});

describe("a post's thread, in pages", () => {
  const total = THREAD_PAGE_SIZE + OLDER_PAGE_SIZE + 2;

  it("the client's page carries each post's latest messages; older ones come a page at a time", async () => {
    const { posts, read, older } = await sharedPlan();
    await pastMessages(posts[0]!, total, { hoursAgo: 48 });
    const view = await read();
    const [long, empty] = view.body.posts;
    expect(long!.thread.entries.map((e) => e.body)).toEqual(
      Array.from(
        { length: THREAD_PAGE_SIZE },
        (_, i) => `Mensagem ${total - THREAD_PAGE_SIZE + i + 1}`,
      ),
    );
    expect(long!.thread.hasOlder).toBe(true);
    expect(empty!.thread).toEqual({ entries: [], hasOlder: false });

    const second = await older(long!.id, long!.thread.entries[0]!.id);
    expect(second.status).toBe(200);
    expect(second.body.entries).toHaveLength(OLDER_PAGE_SIZE);
    expect(second.body.entries.at(-1)?.body).toBe(`Mensagem ${total - THREAD_PAGE_SIZE}`);
    expect(second.body.hasOlder).toBe(true);
    const last = await older(long!.id, second.body.entries[0]!.id);
    expect(last.body.entries.map((e) => e.body)).toEqual(["Mensagem 1", "Mensagem 2"]);
    expect(last.body.hasOlder).toBe(false);
  });

  it("the owner's thread pages the same way", async () => {
    const { owner, plan, posts } = await sharedPlan();
    await pastMessages(posts[0]!, total, { hoursAgo: 48 });
    const path = `/api/plans/${plan.id}/posts/${posts[0]!.id}/feedback`;
    const first = await owner.client.json<ThreadPage>(path);
    expect(first.body.entries).toHaveLength(THREAD_PAGE_SIZE);
    expect(first.body.hasOlder).toBe(true);
    const next = await owner.client.json<ThreadPage>(`${path}?before=${first.body.entries[0]!.id}`);
    expect(next.body.entries).toHaveLength(OLDER_PAGE_SIZE);
  });

  it("a malformed reference is a 400 in Portuguese; another post's message pages nothing", async () => {
    const { posts, older } = await sharedPlan();
    await pastMessages(posts[1]!, 3);
    const malformed = await older(posts[0]!.id, "nao-e-um-id");
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Mensagem de referência inválida.");
    const [elsewhere] = await server.db
      .select({ id: postFeedback.id })
      .from(postFeedback)
      .where(eq(postFeedback.postId, posts[1]!.id));
    expect((await older(posts[0]!.id, elsewhere!.id)).body).toEqual({
      entries: [],
      hasOlder: false,
    });
  });
});
