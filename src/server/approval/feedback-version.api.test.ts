import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../tests/helpers/factories.ts";
import { seedPlan } from "../../../tests/helpers/seed-plan.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import type { ApprovalPost, CreatedShareLink, ThreadPage } from "../../shared/approval.ts";
import { planPosts, postFeedback } from "../db/schema/index.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** An owner's plan shared with a client, who decides through the link. */
async function sharedPlan() {
  const owner = await createUser(server);
  const seeded = await seedPlan(server.db, owner.id, { posts: 1 });
  const { body } = await owner.client.json<CreatedShareLink>(
    `/api/plans/${seeded.plan.id}/shares`,
    { json: { expiresIn: "30" } },
  );
  const token = body.url.split("/aprovacao/")[1]!;
  const client = server.client();
  const decide = (path: "approve" | "changes", json: object) =>
    client.json<ApprovalPost>(`/api/approval/${token}/posts/${seeded.posts[0]!.id}/${path}`, {
      json: { name: "Ana", ...json },
    });
  return { owner, ...seeded, post: seeded.posts[0]!, decide };
}

/** The post's text moves on to its next version (decision 042's writer bumps the number so). */
const nextVersion = (postId: string) =>
  server.db
    .update(planPosts)
    .set({ version: sql`${planPosts.version} + 1` })
    .where(eq(planPosts.id, postId));

/** Each message of the post's thread as "author@version", oldest first. */
const versionsOf = async (postId: string) =>
  (
    await server.db
      .select({ postVersion: postFeedback.postVersion, author: postFeedback.author })
      .from(postFeedback)
      .where(eq(postFeedback.postId, postId))
      .orderBy(postFeedback.createdAt)
  ).map((row) => `${row.author}@${row.postVersion}`);

describe("the version each message of a thread is about", () => {
  it("records the post's version with the client's decisions and the owner's answers", async () => {
    const { owner, plan, post, decide } = await sharedPlan();
    await decide("changes", { comment: "Mude o gancho." });
    await nextVersion(post.id);
    await owner.client.json(`/api/plans/${plan.id}/posts/${post.id}/feedback`, {
      json: { body: "Mudei, veja." },
    });
    const approved = await decide("approve", {});
    expect(await versionsOf(post.id)).toEqual(["client@1", "owner@2", "client@2"]);
    expect(approved.body.thread.entries.map((e) => e.postVersion)).toEqual([1, 2, 2]);
    const thread = await owner.client.json<ThreadPage>(
      `/api/plans/${plan.id}/posts/${post.id}/feedback`,
    );
    expect(thread.body.entries.map((e) => e.postVersion)).toEqual([1, 2, 2]);
  });

  it("records the same request again once it is about a newer version, not before", async () => {
    const { post, decide } = await sharedPlan();
    const ask = () => decide("changes", { comment: "O gancho está fraco." });
    await ask();
    await ask();
    expect(await versionsOf(post.id)).toEqual(["client@1"]);
    await nextVersion(post.id);
    await ask();
    expect(await versionsOf(post.id)).toEqual(["client@1", "client@2"]);
  });

  it("takes the version from the post, never from what the client sends", async () => {
    const { post, decide } = await sharedPlan();
    const { status } = await decide("changes", {
      comment: "Mais cor.",
      postVersion: 99,
      version: 99,
    });
    expect(status).toBe(200);
    expect(await versionsOf(post.id)).toEqual(["client@1"]);
  });

  it("shows a message from before versions were recorded without a version", async () => {
    const { owner, plan, post, decide } = await sharedPlan();
    await decide("changes", { comment: "Mude." });
    await server.db
      .update(postFeedback)
      .set({ postVersion: null })
      .where(eq(postFeedback.postId, post.id));
    const thread = await owner.client.json<ThreadPage>(
      `/api/plans/${plan.id}/posts/${post.id}/feedback`,
    );
    expect(thread.body.entries.map((e) => e.postVersion)).toEqual([null]);
  });
});
