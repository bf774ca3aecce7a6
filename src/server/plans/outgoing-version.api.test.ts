import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupGenerationServer, subscriber } from "../../../tests/helpers/generation-server.ts";
import { seedPlan } from "../../../tests/helpers/plans.ts";
import { contentHistory, contentVersions, planPosts, postVersions } from "../db/schema/index.ts";
import { addVersion } from "../history/versions.ts";
import { personalAccess } from "../workspaces/personal.ts";

/*
 * A row is its latest version (decision 060): a change of text stores the text it replaces, as
 * the version it was (its number, author, how and when), and the row becomes the next one.
 */

const app = setupGenerationServer({ ai: true });

const stored = (postId: string) =>
  app.server.db.select().from(postVersions).where(eq(postVersions.postId, postId));
const postRow = async (postId: string) =>
  (await app.server.db.select().from(planPosts).where(eq(planPosts.id, postId)))[0]!;

describe("a change of text stores the version it replaces", () => {
  it("a post's hand edit stores its version 1 and becomes version 2; a status change stores nothing", async () => {
    const user = await subscriber(app.server);
    const { plan, posts } = await seedPlan(app.server.db, user.id, {
      posts: [{ theme: "Pão de fermentação natural", hook: "Gancho original" }],
    });
    const post = posts[0]!;
    expect(await stored(post.id)).toEqual([]);
    const before = await postRow(post.id);

    const path = `/api/plans/${plan.id}/posts/${post.id}`;
    const edited = await user.client.request(path, {
      method: "PATCH",
      json: { hook: "Gancho novo", basedOn: 1 },
    });
    expect(edited.status).toBe(200);
    await user.client.request(path, { method: "PATCH", json: { status: "aprovado" } });

    const [kept, ...more] = await stored(post.id);
    expect(more).toEqual([]);
    expect(kept).toMatchObject({
      number: 1,
      userId: user.id,
      made: "generated",
      instruction: null,
      restoredFrom: null,
      createdAt: before.versionAt,
      fields: {
        theme: "Pão de fermentação natural",
        hook: "Gancho original",
        callToAction: "",
        notes: "",
        caption: null,
        art: null,
      },
    });
    const after = await postRow(post.id);
    expect(after).toMatchObject({
      hook: "Gancho novo",
      status: "aprovado",
      version: 2,
      versionBy: user.id,
      versionMade: "manual",
    });
    expect(after.versionAt.getTime()).toBeGreaterThan(before.versionAt.getTime());
  });

  it("a history item's AI edit stores its version 1 and becomes version 2", async () => {
    const user = await subscriber(app.server);
    const access = await personalAccess(app.server.db, user.id);
    const [item] = await app.server.db
      .insert(contentHistory)
      .values({
        userId: user.id,
        contentType: "prompt",
        title: "Prompt",
        content: "Texto.",
        versionBy: user.id,
        versionMade: "generated",
      })
      .returning();

    const latest = await app.server.db.transaction((tx) =>
      addVersion(
        tx,
        access,
        item!.id,
        {
          title: null,
          content: "Texto formal.",
          metadata: null,
          made: "ai_edit",
          instruction: "Formal",
        },
        1,
      ),
    );

    expect(latest).toEqual({ version: 2, title: "Prompt" });
    const versions = await app.server.db
      .select()
      .from(contentVersions)
      .where(eq(contentVersions.historyId, item!.id));
    expect(versions).toMatchObject([
      {
        number: 1,
        userId: user.id,
        made: "generated",
        title: "Prompt",
        content: "Texto.",
        createdAt: item!.versionAt,
      },
    ]);
    const [row] = await app.server.db
      .select()
      .from(contentHistory)
      .where(eq(contentHistory.id, item!.id));
    expect(row).toMatchObject({
      content: "Texto formal.",
      version: 2,
      versionBy: user.id,
      versionMade: "ai_edit",
      versionInstruction: "Formal",
    });
  });
});
