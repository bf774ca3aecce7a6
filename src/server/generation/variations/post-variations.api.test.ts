import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { spendAiTokens, type TestUser } from "../../../../tests/helpers/factories.ts";
import { setupGenerationServer, subscriber } from "../../../../tests/helpers/generation-server.ts";
import { seedPlan } from "../../../../tests/helpers/plans.ts";
import type { TestServer } from "../../../../tests/helpers/test-server.ts";
import { postVersionsOf } from "../../../../tests/helpers/versions.ts";
import type { CaptionFields } from "../../../shared/generation/caption-fields.ts";
import type {
  PostVariationChosen,
  VariationOptions,
} from "../../../shared/generation/variations.ts";
import { aiCalls, planPosts } from "../../db/schema/index.ts";

const HOOK = "O segredo do nosso pão está no tempo.";
const CAPTION: CaptionFields = {
  caption: "Nosso pão leva 48 horas de fermentação.\n\nEncomende pelo WhatsApp.",
  hashtags: ["#pao", "#padaria"],
  altText: "Pão de fermentação natural sobre a mesa.",
  firstComment: "",
};

type Field = "hook" | "caption";
type Answer<T> = T & { code?: string; message?: string };

const vary = (user: TestUser, planId: string, postId: string, field: Field) =>
  user.client.json<Answer<VariationOptions>>("/api/generate/variations/post", {
    json: { planId, postId, field },
  });
const choose = (user: TestUser, ticket: string, chosen: number) =>
  user.client.json<Answer<PostVariationChosen>>("/api/generate/variations/post/choose", {
    json: { ticket, chosen },
  });

async function planWithPost(
  server: TestServer,
  user: TestUser,
  post: Partial<typeof planPosts.$inferInsert> = {},
  plan: { brandId?: string; brandName?: string } = {},
) {
  const { plan: made, posts } = await seedPlan(server.db, user.id, {
    ...plan,
    posts: [{ theme: "Pão de fermentação natural", hook: HOOK, caption: CAPTION, ...post }],
  });
  return { planId: made.id, postId: posts[0]!.id };
}

const rowOf = async (server: TestServer, postId: string) =>
  (await server.db.select().from(planPosts).where(eq(planPosts.id, postId)))[0]!;

const versionsOf = async (server: TestServer, postId: string) =>
  (await postVersionsOf(server.db, postId)).map((v) => [v.number, v.made, v.instruction]);

const variationCalls = async (server: TestServer, userId: string) =>
  (await server.db.select().from(aiCalls).where(eq(aiCalls.userId, userId))).filter(
    (call) => call.tool === "variations",
  );

describe("Gerar 3 opções on a post, without an AI provider (the offline composer)", () => {
  const app = setupGenerationServer();

  it("a hook gets three demo options within its 12 words, metered once; picking the second writes three versions, the chosen newest", async () => {
    const user = await subscriber(app.server);
    const { planId, postId } = await planWithPost(app.server, user);

    const { status, body } = await vary(user, planId, postId, "hook");
    expect(status).toBe(200);
    expect(body.demo).toBe(true);
    expect(new Set([HOOK, ...body.options]).size).toBe(4);
    for (const option of body.options) expect(option.split(/\s+/).length).toBeLessThanOrEqual(12);
    expect(await variationCalls(app.server, user.id)).toMatchObject([{ estimated: true }]);
    // Nothing is saved until one is picked.
    expect(await versionsOf(app.server, postId)).toHaveLength(1);

    const chosen = await choose(user, body.ticket, 1);
    expect(chosen.status).toBe(201);
    expect(chosen.body).toEqual({ postId, version: 4 });
    const row = await rowOf(app.server, postId);
    expect(row.hook).toBe(body.options[1]);
    expect(row.caption).toEqual(CAPTION);
    expect(await versionsOf(app.server, postId)).toEqual([
      [1, "generated", null],
      [2, "variation", "Opção 1 de 3"],
      [3, "variation", "Opção 3 de 3"],
      [4, "variation", "Opção 2 de 3"],
    ]);
  });

  it("a caption's text is varied and its hashtags and alt text kept", async () => {
    const user = await subscriber(app.server);
    const { planId, postId } = await planWithPost(app.server, user);
    const { body } = await vary(user, planId, postId, "caption");
    expect(body.options).toHaveLength(3);
    expect(body.options).not.toContain(CAPTION.caption);
    expect((await choose(user, body.ticket, 0)).status).toBe(201);
    const row = await rowOf(app.server, postId);
    expect(row.caption).toEqual({ ...CAPTION, caption: body.options[0] });
    expect(row.hook).toBe(HOOK);
  });

  it("a ticket used twice, or a post changed since its options, is the stale 409 and saves nothing", async () => {
    const user = await subscriber(app.server);
    const { planId, postId } = await planWithPost(app.server, user);
    const { body } = await vary(user, planId, postId, "hook");
    expect((await choose(user, body.ticket, 2)).status).toBe(201);
    const replayed = await choose(user, body.ticket, 0);
    expect(replayed.status).toBe(409);
    expect(replayed.body.code).toBe("STALE_VERSION");
    expect(await versionsOf(app.server, postId)).toHaveLength(4);

    const again = await vary(user, planId, postId, "hook");
    const edited = await user.client.json(`/api/plans/${planId}/posts/${postId}`, {
      method: "PATCH",
      json: { hook: "Outro gancho à mão", basedOn: 4 },
    });
    expect(edited.status).toBe(200);
    const stale = await choose(user, again.body.ticket, 0);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain("Esta publicação mudou");
    expect((await rowOf(app.server, postId)).hook).toBe("Outro gancho à mão");
  });

  it("a forged ticket, another member's, or a history item's is a Portuguese 400", async () => {
    const user = await subscriber(app.server);
    const other = await subscriber(app.server);
    const { planId, postId } = await planWithPost(app.server, user);
    const { body } = await vary(user, planId, postId, "hook");
    const forged = await choose(user, `${body.ticket.split(".")[0]}.assinatura`, 0);
    expect(forged.status).toBe(400);
    expect(forged.body.message).toContain("Estas opções expiraram");
    expect((await choose(other, body.ticket, 0)).status).toBe(400);
    // A post's ticket is not an item's, nor the other way round.
    const asItem = await user.client.json("/api/generate/variations/choose", {
      json: { ticket: body.ticket, chosen: 0 },
    });
    expect(asItem.status).toBe(400);
    expect(await versionsOf(app.server, postId)).toHaveLength(1);
  });

  it("another workspace's post is a 404 and an empty field a 422, before any AI call", async () => {
    const owner = await subscriber(app.server);
    const stranger = await subscriber(app.server);
    const { planId, postId } = await planWithPost(app.server, owner, { hook: "", caption: null });
    const hidden = await vary(stranger, planId, postId, "hook");
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe("Publicação não encontrada.");
    expect((await vary(owner, planId, crypto.randomUUID(), "hook")).status).toBe(404);
    const noHook = await vary(owner, planId, postId, "hook");
    expect(noHook.status).toBe(422);
    expect(noHook.body.message).toContain("ainda não tem gancho");
    const noCaption = await vary(owner, planId, postId, "caption");
    expect(noCaption.status).toBe(422);
    expect(noCaption.body.message).toContain("Criar legenda");
    expect(await variationCalls(app.server, owner.id)).toEqual([]);
    expect(await variationCalls(app.server, stranger.id)).toEqual([]);
  });

  it("at the AI ceiling the options are refused with the 429, and nothing is called", async () => {
    const user = await subscriber(app.server);
    const { planId, postId } = await planWithPost(app.server, user);
    await spendAiTokens(app.server.db, user.id, 3_000_000);
    const refused = await vary(user, planId, postId, "hook");
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("AI_LIMIT_REACHED");
    expect(await variationCalls(app.server, user.id)).toEqual([]);
  });
});

describe("Gerar 3 opções on a post with a provider", () => {
  describe("that takes n", () => {
    const app = setupGenerationServer({ ai: true, env: { AI_CHOICES: "n" } });

    it("one call asks for three hooks, metered by its usage; a long one is cut to 12 words and the brand's words to avoid go", async () => {
      const user = await subscriber(app.server);
      const { body: brand } = await user.client.json<{ id: string }>("/api/brands", {
        json: { brandName: "Padaria Aurora", wordsToAvoid: ["barato"] },
      });
      const { planId, postId } = await planWithPost(
        app.server,
        user,
        {},
        {
          brandId: brand.id,
          brandName: "Padaria Aurora",
        },
      );
      app.fake.enqueue({
        choices: [
          "Pão barato? Não: pão com tempo.",
          "Um gancho longo demais com muitas palavras que passam do limite de doze palavras aqui",
          "Quarenta e oito horas de espera.",
        ],
      });
      const { status, body } = await vary(user, planId, postId, "hook");
      expect(status).toBe(200);
      const request = app.fake.requests.at(-1)!;
      expect(request.body.n).toBe(3);
      expect(request.body.messages?.at(-1)?.content).toContain(`<parte>\n${HOOK}\n</parte>`);
      expect(request.body.messages?.at(-1)?.content).toContain("no máximo 12 palavras");
      const calls = await variationCalls(app.server, user.id);
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ estimated: false, completionTokens: expect.any(Number) });

      expect((await choose(user, body.ticket, 1)).status).toBe(201);
      expect((await rowOf(app.server, postId)).hook).toBe(
        "Um gancho longo demais com muitas palavras que passam do limite de",
      );
      const [, first] = await postVersionsOf(app.server.db, postId);
      expect(first?.fields.hook).toBe("Pão? Não: pão com tempo.");
    });
  });

  describe("that does not", () => {
    const app = setupGenerationServer({ ai: true });

    it("three calls are made for a caption, each metered", async () => {
      const user = await subscriber(app.server);
      const { planId, postId } = await planWithPost(app.server, user);
      app.fake.enqueue(
        { content: "Legenda A" },
        { content: "Legenda B" },
        { content: "Legenda C" },
      );
      const { body } = await vary(user, planId, postId, "caption");
      expect([...body.options].sort()).toEqual(["Legenda A", "Legenda B", "Legenda C"]);
      expect(app.fake.requests.slice(-3).map((r) => r.body.n)).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
      expect(await variationCalls(app.server, user.id)).toHaveLength(3);
    });
  });
});
