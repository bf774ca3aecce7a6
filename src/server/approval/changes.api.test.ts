import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../../tests/helpers/factories.ts";
import { seedPlan } from "../../../tests/helpers/seed-plan.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import type {
  ApprovalPost,
  ApprovalView,
  CreatedShareLink,
  FeedbackEntry,
  ThreadPage,
} from "../../shared/approval.ts";
import type { PostUpdate } from "../../shared/plans.ts";
import { postFeedback, postVersions } from "../db/schema/index.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** An owner's plan of two posts shared with a client, who reads and decides through the link. */
async function sharedPlan() {
  const owner = await createUser(server);
  const seeded = await seedPlan(server.db, owner.id, { posts: 2 });
  const { body } = await owner.client.json<CreatedShareLink>(
    `/api/plans/${seeded.plan.id}/shares`,
    { json: { expiresIn: "30" } },
  );
  const token = body.url.split("/aprovacao/")[1]!;
  const client = server.client();
  const read = async () => (await client.json<ApprovalView>(`/api/approval/${token}`)).body.posts;
  const decide = (postId: string, path: "approve" | "changes", json: object) =>
    client.json<ApprovalPost>(`/api/approval/${token}/posts/${postId}/${path}`, {
      json: { name: "Ana", ...json },
    });
  return { owner, ...seeded, read, decide };
}

/** The owner's hand edit in the post panel. */
async function edit(owner: TestUser, planId: string, postId: string, json: PostUpdate) {
  const { status } = await owner.client.json(`/api/plans/${planId}/posts/${postId}`, {
    method: "PATCH",
    json,
  });
  expect(status).toBe(200);
}

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
    const { owner, plan, posts, decide } = await sharedPlan();
    const post = posts[0]!;
    await decide(post.id, "changes", { comment: "Mude o gancho." });
    await edit(owner, plan.id, post.id, { hook: "Um gancho novo" });
    await owner.client.json(`/api/plans/${plan.id}/posts/${post.id}/feedback`, {
      json: { body: "Mudei, veja." },
    });
    const approved = await decide(post.id, "approve", {});
    expect(await versionsOf(post.id)).toEqual(["client@1", "owner@2", "client@2"]);
    expect(approved.body.thread.entries.map((e: FeedbackEntry) => e.postVersion)).toEqual([
      1, 2, 2,
    ]);
    const thread = await owner.client.json<ThreadPage>(
      `/api/plans/${plan.id}/posts/${post.id}/feedback`,
    );
    expect(thread.body.entries.map((e) => e.postVersion)).toEqual([1, 2, 2]);
  });

  it("records the same request again once it is about a newer version, not before", async () => {
    const { owner, plan, posts, decide } = await sharedPlan();
    const post = posts[0]!;
    const ask = () => decide(post.id, "changes", { comment: "O gancho está fraco." });
    await ask();
    await ask();
    expect(await versionsOf(post.id)).toEqual(["client@1"]);
    await edit(owner, plan.id, post.id, { hook: "Outro gancho" });
    await ask();
    expect(await versionsOf(post.id)).toEqual(["client@1", "client@2"]);
  });

  it("takes the version from the post, never from what the client sends", async () => {
    const { posts, decide } = await sharedPlan();
    const { status } = await decide(posts[0]!.id, "changes", {
      comment: "Mais cor.",
      postVersion: 99,
      version: 99,
    });
    expect(status).toBe(200);
    expect(await versionsOf(posts[0]!.id)).toEqual(["client@1"]);
  });
});

describe("what changed since the client asked for changes", () => {
  it("marks the post changed since the request with the word diff of the texts the client sees", async () => {
    const { owner, plan, posts, read, decide } = await sharedPlan();
    const [asked, untouched] = posts;
    await decide(asked!.id, "changes", { comment: "O gancho está fraco." });
    await decide(untouched!.id, "changes", { comment: "Outra foto." });
    await edit(owner, plan.id, asked!.id, {
      hook: "Gancho 1 mais forte",
      notes: "Nota interna: cliente difícil",
    });

    const [changed, same] = await read();
    expect(changed!.changesSinceRequest).toEqual({
      requestedOn: 1,
      version: 2,
      fields: [
        {
          field: "hook",
          exact: true,
          parts: [
            { kind: "same", text: "Gancho 1" },
            { kind: "added", text: " mais forte" },
          ],
        },
      ],
    });
    expect(same!.changesSinceRequest).toBeNull();
    // The notes are the team's: neither their text nor their change reaches the client.
    expect(JSON.stringify(changed)).not.toContain("Nota interna");
  });

  it("marks neither a post changed before the request nor one whose notes alone changed", async () => {
    const { owner, plan, posts, read, decide } = await sharedPlan();
    const [before, notesOnly] = posts;
    await edit(owner, plan.id, before!.id, { theme: "Tema reescrito antes do pedido" });
    await decide(before!.id, "changes", { comment: "Ainda não." });
    await decide(notesOnly!.id, "changes", { comment: "Troque a chamada." });
    await edit(owner, plan.id, notesOnly!.id, { notes: "Ligar para a cliente" });
    expect((await read()).map((post) => post.changesSinceRequest)).toEqual([null, null]);
  });

  it("unmarks the post once the client decides on its new version", async () => {
    const { owner, plan, posts, read, decide } = await sharedPlan();
    const post = posts[0]!;
    await decide(post.id, "changes", { comment: "Outra legenda." });
    await edit(owner, plan.id, post.id, { callToAction: "Peça já o seu" });
    expect((await read())[0]!.changesSinceRequest?.fields?.[0]?.field).toBe("callToAction");
    const approved = await decide(post.id, "approve", {});
    expect(approved.body.changesSinceRequest).toBeNull();
    expect((await read())[0]!.changesSinceRequest).toBeNull();
  });

  it("says the post changed without a diff once the version of the request is no longer kept", async () => {
    const { owner, plan, posts, read, decide } = await sharedPlan();
    const post = posts[0]!;
    await decide(post.id, "changes", { comment: "Mude." });
    await edit(owner, plan.id, post.id, { hook: "Novo" });
    await server.db
      .delete(postVersions)
      .where(and(eq(postVersions.postId, post.id), eq(postVersions.number, 1)));
    expect((await read())[0]!.changesSinceRequest).toEqual({
      requestedOn: 1,
      version: 2,
      fields: null,
    });
  });

  it("marks nothing for a request written before versions were recorded", async () => {
    const { owner, plan, posts, read, decide } = await sharedPlan();
    const post = posts[0]!;
    await decide(post.id, "changes", { comment: "Mude." });
    await server.db
      .update(postFeedback)
      .set({ postVersion: null })
      .where(eq(postFeedback.postId, post.id));
    await edit(owner, plan.id, post.id, { hook: "Novo" });
    const [read1] = await read();
    expect(read1!.changesSinceRequest).toBeNull();
    expect(read1!.thread.entries[0]!.postVersion).toBeNull();
  });
});
