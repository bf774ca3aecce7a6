import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPlan, type TestUser } from "../../../../../tests/helpers/factories.ts";
import {
  setupGenerationServer,
  subscriber,
} from "../../../../../tests/helpers/generation-server.ts";
import { TEST_CAPTION } from "../../../../../tests/helpers/plans.ts";
import { readEvents } from "../../../../../tests/helpers/sse-events.ts";
import type { Brand } from "../../../../shared/brand-schemas.ts";
import {
  ALT_TEXT_MAX,
  CHANNEL_LIMITS,
  captionText,
} from "../../../../shared/generation/captions.ts";
import type { StreamEvent } from "../../../../shared/generation/stream.ts";
import type { PlanDetail } from "../../../../shared/plans.ts";
import { contentHistory, planPosts } from "../../../db/schema/index.ts";

const app = setupGenerationServer({ ai: true });

const caption = TEST_CAPTION;

/** What the model answers: the four headed sections. */
const reply = (fields: { caption: string; hashtags: string[]; altText?: string }) =>
  captionText({ altText: "Pão sobre a bancada.", firstComment: "", ...fields });

async function generate(user: TestUser, json: unknown, endpoint = "caption") {
  const response = await user.client.request(`/api/generate/${endpoint}`, { json });
  if (response.status !== 200) {
    return { status: response.status, events: [] as StreamEvent[], body: await response.json() };
  }
  return { status: 200, events: await readEvents(response), body: null };
}

const done = (events: StreamEvent[]) => {
  const last = events.at(-1);
  if (last?.type !== "done") throw new Error(`no done event: ${JSON.stringify(last)}`);
  return last;
};

describe("the caption tool", () => {
  it("saves the caption's fields on the post it was made from, and a history item 'Legenda para {tema}'", async () => {
    const user = await subscriber(app.server);
    const plan = await createPlan(app.server.db, user.id, { posts: [{ theme: caption.theme }] });
    const post = plan.posts[0]!;
    app.fake.enqueue({
      content: reply({ caption: "Pão de verdade leva 36 horas.", hashtags: ["#pão", "#padaria"] }),
    });
    const { events } = await generate(user, { ...caption, postId: post.id });
    expect(done(events).title).toBe("Legenda para Pão de fermentação natural");

    const { body } = await user.client.json<PlanDetail>(`/api/plans/${plan.id}`);
    expect(body.posts[0]?.caption).toEqual({
      caption: "Pão de verdade leva 36 horas.",
      hashtags: ["#pão", "#padaria"],
      altText: "Pão sobre a bancada.",
      firstComment: "",
    });
    // An idea with its text written is in production, as with a script.
    expect(body.posts[0]?.status).toBe("em_producao");
    const [item] = await app.server.db
      .select()
      .from(contentHistory)
      .where(eq(contentHistory.id, done(events).historyId));
    expect(item?.contentType).toBe("caption");
    expect(item?.metadata).toMatchObject({ postId: post.id, caption: body.posts[0]?.caption });
  });

  it("keeps each channel's hashtag limit: none on WhatsApp, at most 30 on Instagram", async () => {
    const user = await subscriber(app.server);
    const many = Array.from({ length: 40 }, (_, i) => `#tag${i}`);
    app.fake.enqueue({ content: reply({ caption: "Status do dia.", hashtags: many }) });
    const whatsapp = done(
      (await generate(user, { ...caption, channel: "whatsapp_status" })).events,
    );
    expect(whatsapp.content).not.toMatch(/#[^#\s]/);

    app.fake.enqueue({ content: reply({ caption: "Post do dia.", hashtags: many }) });
    const instagram = done((await generate(user, caption)).events);
    const saved = instagram.content.match(/#tag\d+/g) ?? [];
    expect(saved).toHaveLength(CHANNEL_LIMITS.instagram.hashtags);
  });

  it("tells the model the channel's limits", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: reply({ caption: "Curto.", hashtags: [] }) });
    await generate(user, { ...caption, channel: "twitter" });
    const [request] = app.fake.requests;
    expect(JSON.stringify(request?.body)).toContain(
      `no máximo ${CHANNEL_LIMITS.twitter.caption} caracteres`,
    );
  });

  it("always includes the hashtags of the sets picked from the brand, first", async () => {
    const user = await subscriber(app.server);
    const { body: brand } = await user.client.json<Brand>("/api/brands", {
      json: {
        brandName: "Padaria Trigo Bom",
        hashtagSets: [{ name: "Sempre", hashtags: ["trigobom", "#curitiba"] }],
      },
    });
    expect(brand.hashtagSets).toEqual([{ name: "Sempre", hashtags: ["#trigobom", "#curitiba"] }]);
    app.fake.enqueue({ content: reply({ caption: "Pão quentinho.", hashtags: ["#pão"] }) });
    const { events } = await generate(user, {
      ...caption,
      brandId: brand.id,
      hashtags: brand.hashtagSets[0]?.hashtags,
    });
    expect(done(events).content).toContain("#trigobom #curitiba #pão");
  });

  it("never saves the brand's words to avoid, whatever the model wrote", async () => {
    const user = await subscriber(app.server);
    const { body: brand } = await user.client.json<Brand>("/api/brands", {
      json: { brandName: "Padaria Trigo Bom", wordsToAvoid: ["barato", "promoção"] },
    });
    const plan = await createPlan(app.server.db, user.id);
    const post = plan.posts[0]!;
    app.fake.enqueue({
      content: reply({
        caption: "Pão Barato e gostoso nesta promoção!",
        hashtags: ["#pão", "#promoção"],
        altText: "Cartaz de promoção.",
      }),
    });
    const { events } = await generate(user, { ...caption, brandId: brand.id, postId: post.id });
    expect(done(events).content.toLowerCase()).not.toMatch(/barato|promoção/);
    const [row] = await app.server.db
      .select({ caption: planPosts.caption })
      .from(planPosts)
      .where(eq(planPosts.id, post.id));
    expect(JSON.stringify(row?.caption).toLowerCase()).not.toMatch(/barato|promoção/);
    expect(row?.caption?.hashtags).toEqual(["#pão"]);
  });

  it("refuses another account's post with a 404 before calling the model", async () => {
    const owner = await subscriber(app.server);
    const other = await subscriber(app.server);
    const plan = await createPlan(app.server.db, owner.id);
    const { status, body } = await generate(other, { ...caption, postId: plan.posts[0]!.id });
    expect(status).toBe(404);
    expect(body).toMatchObject({ message: "Publicação não encontrada." });
    expect(app.fake.requests).toHaveLength(0);
  });

  it("lets the owner edit the caption by hand like the post's other fields", async () => {
    const user = await subscriber(app.server);
    const plan = await createPlan(app.server.db, user.id);
    const post = plan.posts[0]!;
    const edited = {
      caption: "Legenda escrita à mão.",
      hashtags: ["padaria", "#pão"],
      altText: "Foto da vitrine.",
      firstComment: "Link na bio!",
    };
    const { status, body } = await user.client.json(`/api/plans/${plan.id}/posts/${post.id}`, {
      method: "PATCH",
      json: { caption: edited },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ caption: { ...edited, hashtags: ["#padaria", "#pão"] } });
  });

  it("refuses a caption edit over its field's length in Portuguese, changing nothing", async () => {
    const user = await subscriber(app.server);
    const plan = await createPlan(app.server.db, user.id);
    const post = plan.posts[0]!;
    const { status, body } = await user.client.json(`/api/plans/${plan.id}/posts/${post.id}`, {
      method: "PATCH",
      json: {
        caption: { caption: "x".repeat(10_001), hashtags: [], altText: "", firstComment: "" },
      },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: "A legenda aceita no máximo 10000 caracteres." });
    const [row] = await app.server.db
      .select({ caption: planPosts.caption })
      .from(planPosts)
      .where(eq(planPosts.id, post.id));
    expect(row?.caption).toBeNull();
  });

  describe("the edit chat on a caption", () => {
    it("keeps the fields and the rules, and updates the caption of the post it came from", async () => {
      const user = await subscriber(app.server);
      const { body: brand } = await user.client.json<Brand>("/api/brands", {
        json: { brandName: "Padaria Trigo Bom", wordsToAvoid: ["barato"] },
      });
      const plan = await createPlan(app.server.db, user.id, { posts: [{ theme: caption.theme }] });
      const post = plan.posts[0]!;
      app.fake.enqueue({ content: reply({ caption: "Pão de verdade.", hashtags: ["#pão"] }) });
      const made = done(
        (
          await generate(user, {
            ...caption,
            channel: "twitter",
            brandId: brand.id,
            postId: post.id,
            hashtags: ["#trigobom"],
          })
        ).events,
      );
      const many = Array.from({ length: 12 }, (_, i) => `#tag${i}`);
      app.fake.enqueue({
        content: reply({
          caption: "Pão de verdade, nada barato: leva 36 horas.",
          hashtags: many,
          altText: `Pão ${"dourado ".repeat(30)}`,
        }),
      });
      const { events } = await generate(
        user,
        { content: made.content, instruction: "Deixe mais curto", historyId: made.historyId },
        "edit",
      );
      const edited = done(events);
      const expected = {
        caption: "Pão de verdade, nada: leva 36 horas.",
        hashtags: ["#trigobom", ...many].slice(0, CHANNEL_LIMITS.twitter.hashtags),
        altText: expect.any(String),
        firstComment: "",
      };
      const [row] = await app.server.db
        .select({ caption: planPosts.caption })
        .from(planPosts)
        .where(eq(planPosts.id, post.id));
      expect(row?.caption).toEqual(expected);
      expect([...(row?.caption?.altText ?? "")].length).toBeLessThanOrEqual(ALT_TEXT_MAX);
      expect(edited.content).toBe(captionText(row!.caption!));
      const [item] = await app.server.db
        .select()
        .from(contentHistory)
        .where(eq(contentHistory.id, edited.historyId));
      expect(item).toMatchObject({ contentType: "caption", content: edited.content });
      expect(item?.metadata).toMatchObject({ postId: post.id, caption: row?.caption });
      // The model was told the sections to keep and the channel's limits.
      const sent = JSON.stringify(app.fake.requests.at(-1)?.body);
      expect(sent).toContain("## Texto alternativo");
      expect(sent).toContain(`no máximo ${CHANNEL_LIMITS.twitter.caption} caracteres`);
    });

    it("still saves the edited caption when its post was deleted", async () => {
      const user = await subscriber(app.server);
      const plan = await createPlan(app.server.db, user.id);
      const post = plan.posts[0]!;
      app.fake.enqueue({ content: reply({ caption: "Primeira.", hashtags: [] }) });
      const made = done((await generate(user, { ...caption, postId: post.id })).events);
      await app.server.db.delete(planPosts).where(eq(planPosts.id, post.id));
      app.fake.enqueue({ content: reply({ caption: "Segunda.", hashtags: ["#pão"] }) });
      const { events } = await generate(
        user,
        { content: made.content, instruction: "Reescreva", historyId: made.historyId },
        "edit",
      );
      expect(done(events).content).toContain("Segunda.");
    });
  });
});
