import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TestUser } from "../../../tests/helpers/factories.ts";
import { setupGenerationServer, subscriber } from "../../../tests/helpers/generation-server.ts";
import { dayFromToday, seedPlan, seedStrategy } from "../../../tests/helpers/plans.ts";
import { readEvents } from "../../../tests/helpers/sse-events.ts";
import { makeTeam } from "../../../tests/helpers/team.ts";
import { postVersionsOf } from "../../../tests/helpers/versions.ts";
import { captionText } from "../../shared/generation/captions.ts";
import { MAX_VERSIONS } from "../../shared/generation/versions.ts";
import type { PlanDetail, PlanPost } from "../../shared/plans.ts";
import { planPosts, postVersions } from "../db/schema/index.ts";
import { personalAccess } from "../workspaces/personal.ts";
import { POST_STALE_VERSION, writePostText } from "./post-versions.ts";

const app = setupGenerationServer({ ai: true });

const versionsOf = (postId: string) => postVersionsOf(app.server.db, postId);

const made = async (postId: string) =>
  (await versionsOf(postId)).map((v) => [v.number, v.made, v.instruction, v.restoredFrom]);

const rowOf = async (postId: string) =>
  (await app.server.db.select().from(planPosts).where(eq(planPosts.id, postId)))[0];

async function planWithPost(user: TestUser) {
  const { plan, posts } = await seedPlan(app.server.db, user.id, {
    posts: [{ theme: "Pão de fermentação natural", hook: "Gancho original" }],
  });
  return { plan, post: posts[0]! };
}

const edit = (user: TestUser, planId: string, postId: string, json: unknown) =>
  user.client.json<PlanPost & { message?: string; code?: string }>(
    `/api/plans/${planId}/posts/${postId}`,
    {
      method: "PATCH",
      json,
    },
  );

type VersionList = {
  latest: number;
  versions: { number: number; made: string; author: string | null; restoredFrom: number | null }[];
};

describe("versions of a post's text", () => {
  it("each hand edit of its text adds a version, 'manual' by its author; moving it or changing its status adds none", async () => {
    const user = await subscriber(app.server);
    const { plan, post } = await planWithPost(user);

    const first = await edit(user, plan.id, post.id, { hook: "Gancho novo", basedOn: 1 });
    expect([first.status, first.body.version, first.body.hook]).toEqual([200, 2, "Gancho novo"]);
    const second = await edit(user, plan.id, post.id, { notes: "Levar o tripé.", basedOn: 2 });
    expect(second.body.version).toBe(3);
    await edit(user, plan.id, post.id, { status: "aprovado" });
    await edit(user, plan.id, post.id, { date: dayFromToday(3) });
    await edit(user, plan.id, post.id, { format: "Carrossel" });

    expect(await made(post.id)).toEqual([
      [1, "generated", null, null],
      [2, "manual", null, null],
      [3, "manual", null, null],
    ]);
    const versions = await versionsOf(post.id);
    expect(versions[2]?.fields).toEqual({
      theme: "Pão de fermentação natural",
      hook: "Gancho novo",
      callToAction: "",
      notes: "Levar o tripé.",
      caption: null,
      art: null,
    });
    expect(versions[2]?.userId).toBe(user.id);
    expect((await rowOf(post.id))?.version).toBe(3);
    const { body } = await user.client.json<PlanDetail>(`/api/plans/${plan.id}`);
    expect(body.posts[0]?.version).toBe(3);
  });

  it("a post's art is text like its other fields: a hand edit adds a version, a bad one is refused in Portuguese, and restoring a version from before it had art clears it", async () => {
    const user = await subscriber(app.server);
    const { plan, post } = await planWithPost(user);
    const art = {
      format: "square",
      slides: [{ layout: "cover", title: "Pão de verdade", body: "", items: [] }],
    };
    const saved = await edit(user, plan.id, post.id, { art, basedOn: 1 });
    expect([saved.status, saved.body.version, saved.body.art]).toEqual([200, 2, art]);
    expect((await versionsOf(post.id))[1]?.fields.art).toEqual(art);

    const empty = await edit(user, plan.id, post.id, { art: { ...art, slides: [] }, basedOn: 2 });
    expect([empty.status, empty.body.message]).toEqual([
      400,
      "A arte precisa de pelo menos um slide.",
    ]);
    // Version 1 was kept as posts' versions were before art: without the field.
    await app.server.db
      .update(postVersions)
      .set({ fields: { theme: "Antes", hook: "", callToAction: "", notes: "", caption: null } })
      .where(and(eq(postVersions.postId, post.id), eq(postVersions.number, 1)));
    const restored = await user.client.json<{ number: number }>(
      `/api/plans/${plan.id}/posts/${post.id}/versions/1/restore`,
      { method: "POST", json: { basedOn: 2 } },
    );
    expect(restored.status).toBe(201);
    expect(await rowOf(post.id)).toMatchObject({ theme: "Antes", art: null, version: 3 });
  });

  it("a hand save based on a version the post has moved on from is refused in Portuguese and changes nothing", async () => {
    const user = await subscriber(app.server);
    const { plan, post } = await planWithPost(user);
    await edit(user, plan.id, post.id, { hook: "Da aba A", basedOn: 1 });

    const stale = await edit(user, plan.id, post.id, { hook: "Da aba B", basedOn: 1 });
    expect([stale.status, stale.body.code, stale.body.message]).toEqual([
      409,
      "STALE_VERSION",
      POST_STALE_VERSION,
    ]);
    expect(await rowOf(post.id)).toMatchObject({ hook: "Da aba A", version: 2 });
    expect(await versionsOf(post.id)).toHaveLength(2);
    // A status move is not text: it is not checked, and goes through.
    expect((await edit(user, plan.id, post.id, { status: "aprovado", basedOn: 1 })).status).toBe(
      200,
    );
    // A post of someone else is still a 404, whatever version it names.
    const stranger = await subscriber(app.server);
    expect((await edit(stranger, plan.id, post.id, { hook: "x", basedOn: 2 })).status).toBe(404);
  });

  it("a restore based on a version the post has moved on from is refused in Portuguese and changes nothing", async () => {
    const user = await subscriber(app.server);
    const { plan, post } = await planWithPost(user);
    await edit(user, plan.id, post.id, { hook: "Segundo gancho", basedOn: 1 });
    const base = `/api/plans/${plan.id}/posts/${post.id}/versions`;

    // Two tabs showed version 2: the first restore lands, the second is stale.
    const first = await user.client.json<{ number: number }>(`${base}/1/restore`, {
      json: { basedOn: 2 },
    });
    expect([first.status, first.body.number]).toEqual([201, 3]);
    const second = await user.client.json<{ code: string; message: string }>(`${base}/2/restore`, {
      json: { basedOn: 2 },
    });
    expect([second.status, second.body.code, second.body.message]).toEqual([
      409,
      "STALE_VERSION",
      POST_STALE_VERSION,
    ]);
    expect(await rowOf(post.id)).toMatchObject({ hook: "Gancho original", version: 3 });
    expect(await made(post.id)).toEqual([
      [1, "generated", null, null],
      [2, "manual", null, null],
      [3, "restored", null, 1],
    ]);
    // Without the version it is based on, a restore is a Portuguese 400.
    for (const json of [{}, { basedOn: 0 }]) {
      const refused = await user.client.json<{ message: string }>(`${base}/1/restore`, { json });
      expect(refused.status).toBe(400);
    }
    expect((await rowOf(post.id))?.version).toBe(3);
  });

  it("two saves of the same post at once both land, one after the other, each its own version", async () => {
    const user = await subscriber(app.server);
    const { plan, post } = await planWithPost(user);
    const answers = await Promise.all([
      edit(user, plan.id, post.id, { hook: "Um" }),
      edit(user, plan.id, post.id, { notes: "Dois" }),
    ]);
    expect(answers.map((a) => a.body.version).sort()).toEqual([2, 3]);
    expect((await versionsOf(post.id)).map((v) => v.number)).toEqual([1, 2, 3]);
  });

  it("a post added by hand or copied starts at version 1 'manual'; a strategy's posts at version 1 'generated'", async () => {
    const user = await subscriber(app.server);
    const { plan, post } = await planWithPost(user);
    const added = await user.client.json<PlanPost>(`/api/plans/${plan.id}/posts`, {
      json: { date: dayFromToday(2), channel: "instagram", format: "Reels", theme: "Novo" },
    });
    const copy = await user.client.json<PlanPost>(
      `/api/plans/${plan.id}/posts/${post.id}/duplicate`,
      { method: "POST" },
    );
    expect(await made(added.body.id)).toEqual([[1, "manual", null, null]]);
    expect(await made(copy.body.id)).toEqual([[1, "manual", null, null]]);
    expect((await versionsOf(copy.body.id))[0]?.fields.hook).toBe("Gancho original");

    const slot = {
      date: dayFromToday(1),
      channel: "instagram",
      theme: "Do calendário",
      format: "Reels",
      hook: "Gancho da estratégia",
      callToAction: "",
      commercialDate: null,
    };
    const strategy = await seedStrategy(app.server.db, user.id, {
      basePrompt: "Prompt",
      calendar: {
        startDate: dayFromToday(0),
        endDate: dayFromToday(90),
        commercialDates: [],
        slots: [slot],
      },
    });
    const opened = await user.client.json<PlanDetail>("/api/plans", {
      json: { historyId: strategy },
    });
    const laidOut = opened.body.posts[0]!;
    expect(laidOut.version).toBe(1);
    expect(await made(laidOut.id)).toEqual([[1, "generated", null, null]]);
    expect((await versionsOf(laidOut.id))[0]?.fields.hook).toBe("Gancho da estratégia");
  });

  it("a caption written for the post is a 'generated' version; its AI edit an 'ai_edit' with the instruction", async () => {
    const user = await subscriber(app.server);
    const { post } = await planWithPost(user);
    const reply = (text: string) =>
      captionText({ caption: text, hashtags: ["#pão"], altText: "Pão.", firstComment: "" });
    app.fake.enqueue({ content: reply("Pão de verdade leva 36 horas.") });
    const response = await user.client.request("/api/generate/caption", {
      json: {
        basePrompt: "Você escreve para a Padaria Trigo Bom.",
        channel: "instagram",
        format: "Reels",
        theme: post.theme,
        hook: post.hook,
        callToAction: "",
        postId: post.id,
      },
    });
    const done = (await readEvents(response)).at(-1);
    if (done?.type !== "done") throw new Error("caption failed");
    app.fake.enqueue({ content: reply("Pão de verdade leva tempo.") });
    await readEvents(
      await user.client.request("/api/generate/edit", {
        json: { content: done.content, instruction: "Encurte", historyId: done.historyId },
      }),
    );

    expect(await made(post.id)).toEqual([
      [1, "generated", null, null],
      [2, "generated", null, null],
      [3, "ai_edit", "Encurte", null],
    ]);
    const versions = await versionsOf(post.id);
    expect(versions[1]?.fields.caption?.caption).toBe("Pão de verdade leva 36 horas.");
    expect(versions[2]?.fields.caption?.caption).toBe("Pão de verdade leva tempo.");
    expect(await rowOf(post.id)).toMatchObject({ version: 3, status: "em_producao" });
  });

  it("lists a post's versions newest first with their authors, opens one, and restores it as a new version", async () => {
    const user = await subscriber(app.server);
    const { plan, post } = await planWithPost(user);
    await edit(user, plan.id, post.id, { hook: "Segundo gancho", basedOn: 1 });
    await edit(user, plan.id, post.id, { hook: "Terceiro gancho", basedOn: 2 });
    const base = `/api/plans/${plan.id}/posts/${post.id}/versions`;

    const list = await user.client.json<VersionList>(base);
    expect(list.status).toBe(200);
    expect(list.body.latest).toBe(3);
    expect(list.body.versions.map((v) => [v.number, v.made, v.author])).toEqual([
      [3, "manual", user.name],
      [2, "manual", user.name],
      [1, "generated", user.name],
    ]);
    const opened = await user.client.json<{ fields: { hook: string } }>(`${base}/1`);
    expect([opened.status, opened.body.fields.hook]).toEqual([200, "Gancho original"]);

    const restored = await user.client.json<{ number: number }>(`${base}/1/restore`, {
      json: { basedOn: 3 },
    });
    expect([restored.status, restored.body.number]).toEqual([201, 4]);
    expect(await rowOf(post.id)).toMatchObject({ hook: "Gancho original", version: 4 });
    expect((await made(post.id)).at(-1)).toEqual([4, "restored", null, 1]);

    for (const path of [`${base}/9`, `${base}/x`, `${base}/0`]) {
      expect((await user.client.json(path)).status).toBe(404);
    }
    const restore = { json: { basedOn: 4 } };
    expect((await user.client.json(`${base}/9/restore`, restore)).status).toBe(404);
    const stranger = await subscriber(app.server);
    expect((await stranger.client.json(base)).status).toBe(404);
    expect((await stranger.client.json(`${base}/1`)).status).toBe(404);
    expect((await stranger.client.json(`${base}/1/restore`, restore)).status).toBe(404);
    expect((await rowOf(post.id))?.version).toBe(4);
  });

  it(`a post keeps at most ${MAX_VERSIONS} versions: the first stays, restored ones outlast older edits`, async () => {
    const user = await subscriber(app.server);
    const { post } = await planWithPost(user);
    const access = await personalAccess(app.server.db, user.id);
    await app.server.db.transaction(async (tx) => {
      const write = (hook: string, how: Parameters<typeof writePostText>[1]["how"]) =>
        writePostText(tx, { access, postId: post.id, text: { hook }, how });
      await write("Restaurado", { made: "restored", restoredFrom: 1 });
      for (let n = 3; n <= MAX_VERSIONS + 2; n++) await write(`Gancho ${n}`, { made: "manual" });
    });

    const kept = await versionsOf(post.id);
    expect(kept).toHaveLength(MAX_VERSIONS);
    // 102 versions made: 3 and 4 (the oldest neither first nor restored) went.
    expect(kept.slice(0, 3).map((v) => v.number)).toEqual([1, 2, 5]);
    expect(kept.at(-1)?.fields.hook).toBe(`Gancho ${MAX_VERSIONS + 2}`);
  });

  it("deleting a post or its plan deletes its versions; the export holds the versions the user wrote; a deleted account leaves its versions unsigned", async () => {
    const team = await makeTeam(app.server);
    const editor = await team.join("editor");
    const [kept, gone] = team.posts;
    await edit(editor, team.plan.id, kept!.id, { hook: "Do editor" });
    await edit(editor, team.plan.id, gone!.id, { hook: "Também do editor" });

    const exported = await editor.client.json<{
      postVersions: { postId: string; made: string; fields: { hook: string } }[];
    }>("/api/account/export");
    expect(exported.body.postVersions).toEqual([
      expect.objectContaining({
        postId: kept!.id,
        made: "manual",
        fields: expect.objectContaining({ hook: "Do editor" }),
      }),
      expect.objectContaining({
        postId: gone!.id,
        fields: expect.objectContaining({ hook: "Também do editor" }),
      }),
    ]);

    const removed = await editor.client.request(`/api/plans/${team.plan.id}/posts/${gone!.id}`, {
      method: "DELETE",
    });
    expect(removed.status).toBe(204);
    expect(await versionsOf(gone!.id)).toEqual([]);

    const deleted = await editor.client.json("/api/account", {
      method: "DELETE",
      json: { confirmation: "EXCLUIR" },
    });
    expect(deleted.status).toBe(200);
    expect((await versionsOf(kept!.id)).map((v) => [v.number, v.userId])).toEqual([
      [1, team.owner.id],
      [2, null],
    ]);

    const plan = await team.owner.client.request(`/api/plans/${team.plan.id}`, {
      method: "DELETE",
    });
    expect(plan.status).toBe(204);
    expect(await versionsOf(kept!.id)).toEqual([]);
  });
});
