import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { spendAiTokens, type TestUser } from "../../../../tests/helpers/factories.ts";
import { setupGenerationServer, subscriber } from "../../../../tests/helpers/generation-server.ts";
import { generateDone, TEST_SCRIPT } from "../../../../tests/helpers/plans.ts";
import { captionFieldsOf } from "../../../shared/generation/captions.ts";
import type { VariationChosen, VariationOptions } from "../../../shared/generation/variations.ts";
import { aiCalls, contentHistory } from "../../db/schema/index.ts";
import type { VersionSummary } from "../../history/versions.ts";

const CAPTION = {
  basePrompt: "Somos a Padaria Aurora, pães de fermentação natural.",
  channel: "instagram",
  theme: "Pão de fermentação natural",
  hook: "O segredo do nosso pão está no tempo.",
  callToAction: "Encomende pelo WhatsApp.",
};

const vary = (user: TestUser, historyId: string) =>
  user.client.json<VariationOptions & { code?: string; message?: string }>(
    "/api/generate/variations",
    { json: { historyId } },
  );
const choose = (user: TestUser, ticket: string, chosen: number) =>
  user.client.json<VariationChosen & { code?: string; message?: string }>(
    "/api/generate/variations/choose",
    { json: { ticket, chosen } },
  );
const versionsOf = async (user: TestUser, historyId: string) =>
  (await user.client.json<VersionSummary[]>(`/api/history/${historyId}/versions`)).body;

describe("Gerar 3 opções without an AI provider (the offline composer)", () => {
  const app = setupGenerationServer();

  it("a caption gets three different demo options, metered; picking the second makes it the newest version and keeps the others", async () => {
    const user = await subscriber(app.server);
    const { done } = await generateDone(user, "caption", CAPTION);
    const callsBefore = await app.server.db
      .select()
      .from(aiCalls)
      .where(eq(aiCalls.userId, user.id));

    const { status, body } = await vary(user, done.historyId);
    expect(status).toBe(200);
    expect(body.demo).toBe(true);
    expect(body.options).toHaveLength(3);
    expect(new Set(body.options).size).toBe(3);
    const current = captionFieldsOf(done.content).caption;
    expect(body.options).not.toContain(current);
    const calls = await app.server.db.select().from(aiCalls).where(eq(aiCalls.userId, user.id));
    expect(calls).toHaveLength(callsBefore.length + 1);
    expect(calls.at(-1)).toMatchObject({ tool: "variations", estimated: true });

    // Nothing is saved until one is picked.
    expect(await versionsOf(user, done.historyId)).toHaveLength(1);

    const chosen = await choose(user, body.ticket, 1);
    expect(chosen.status).toBe(201);
    expect(chosen.body.version).toBe(4);
    const [item] = await app.server.db
      .select()
      .from(contentHistory)
      .where(eq(contentHistory.id, done.historyId));
    expect(captionFieldsOf(item!.content).caption).toBe(body.options[1]);
    // The hashtags and alt text stay: only the caption's text varied.
    expect(captionFieldsOf(item!.content).hashtags).toEqual(captionFieldsOf(done.content).hashtags);
    expect(item!.metadata).toMatchObject({ demo: true, caption: { caption: body.options[1] } });

    const versions = await versionsOf(user, done.historyId);
    expect(versions.map((v) => [v.number, v.made, v.instruction])).toEqual([
      [4, "variation", "Opção 2 de 3"],
      [3, "variation", "Opção 3 de 3"],
      [2, "variation", "Opção 1 de 3"],
      [1, "generated", null],
    ]);
  });

  it("a ticket is used once, and only by the member it was written for", async () => {
    const user = await subscriber(app.server);
    const other = await subscriber(app.server);
    const { done } = await generateDone(user, "caption", CAPTION);
    const { body } = await vary(user, done.historyId);

    const stolen = await choose(other, body.ticket, 0);
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toContain("Estas opções expiraram");
    const forged = await choose(user, `${body.ticket.split(".")[0]}.assinatura`, 0);
    expect(forged.status).toBe(400);

    expect((await choose(user, body.ticket, 2)).status).toBe(201);
    const replayed = await choose(user, body.ticket, 0);
    expect(replayed.status).toBe(409);
    expect(await versionsOf(user, done.historyId)).toHaveLength(4);
  });

  it("a script's opening is varied and the rest of the script kept", async () => {
    const user = await subscriber(app.server);
    const { done } = await generateDone(user, "script", TEST_SCRIPT);
    const { body } = await vary(user, done.historyId);
    expect(body.options).toHaveLength(3);
    const chosen = await choose(user, body.ticket, 0);
    expect(chosen.status).toBe(201);
    const before = done.content.split("## Desenvolvimento")[1];
    expect(chosen.body.content).toContain(body.options[0]);
    expect(chosen.body.content.split("## Desenvolvimento")[1]).toBe(before);
    expect(chosen.body.content).not.toContain("Comece com a pergunta que o público faz");
  });

  it("an item not visible is a 404, and one with nothing to vary a 422, before any AI call", async () => {
    const owner = await subscriber(app.server);
    const stranger = await subscriber(app.server);
    const { done } = await generateDone(owner, "caption", CAPTION);
    const hidden = await vary(stranger, done.historyId);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe("Conteúdo não encontrado.");
    expect((await vary(owner, crypto.randomUUID())).status).toBe(404);
    const prompt = await generateDone(owner, "prompt", {
      brandName: "Padaria Aurora",
      brandDescription: "Pães de fermentação natural",
      brandLocation: "Curitiba",
      brandProblemSolution: "Pão de verdade perto de casa",
      brandValues: "Tempo, cuidado",
    });
    const unvaried = await vary(owner, prompt.done.historyId);
    expect(unvaried.status).toBe(422);
    expect(unvaried.body.message).toContain("legendas e roteiros");
    const calls = await app.server.db.select().from(aiCalls).where(eq(aiCalls.tool, "variations"));
    expect(calls.filter((call) => [owner.id, stranger.id].includes(call.userId ?? ""))).toEqual([]);
  });

  it("at the AI ceiling the options are refused like any generation, and nothing is called", async () => {
    const user = await subscriber(app.server);
    const { done } = await generateDone(user, "caption", CAPTION);
    await spendAiTokens(app.server.db, user.id, 3_000_000);
    const refused = await vary(user, done.historyId);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("AI_LIMIT_REACHED");
    const calls = await app.server.db.select().from(aiCalls).where(eq(aiCalls.userId, user.id));
    expect(calls.filter((call) => call.tool === "variations")).toEqual([]);
  });
});

describe("Gerar 3 opções with a provider", () => {
  describe("that takes n", () => {
    const app = setupGenerationServer({ ai: true, env: { AI_CHOICES: "n" } });

    it("one call asks for three choices, and it is metered by its real usage", async () => {
      const user = await subscriber(app.server);
      app.fake.enqueue({ content: "## Gancho\nAbertura original.\n\n## Desenvolvimento\nCena 1." });
      const { done } = await generateDone(user, "script", TEST_SCRIPT);
      app.fake.enqueue({ choices: ["Abertura um.", "Abertura dois, outra.", "Três."] });
      const { body } = await vary(user, done.historyId);
      expect(body).toMatchObject({
        demo: false,
        options: ["Abertura um.", "Abertura dois, outra.", "Três."],
      });
      const request = app.fake.requests.at(-1)!;
      expect(request.body.n).toBe(3);
      expect(request.body.messages?.at(-1)?.content).toContain(
        "<parte>\nAbertura original.\n</parte>",
      );
      const [call] = await app.server.db
        .select()
        .from(aiCalls)
        .where(eq(aiCalls.tool, "variations"));
      expect(call).toMatchObject({
        userId: user.id,
        estimated: false,
        promptTokens: request.reportedUsage?.prompt_tokens,
        completionTokens: 6,
      });
      const chosen = await choose(user, body.ticket, 1);
      expect(chosen.body.content).toBe(
        "## Gancho\nAbertura dois, outra.\n\n## Desenvolvimento\nCena 1.",
      );
    });
  });

  describe("that does not", () => {
    const app = setupGenerationServer({ ai: true });

    it("three calls are made, each metered", async () => {
      const user = await subscriber(app.server);
      const { done } = await generateDone(user, "caption", CAPTION);
      app.fake.enqueue({ content: "Opção A" }, { content: "Opção B" }, { content: "Opção C" });
      const { body } = await vary(user, done.historyId);
      expect([...body.options].sort()).toEqual(["Opção A", "Opção B", "Opção C"]);
      const sent = app.fake.requests.slice(-3);
      expect(sent.map((request) => request.body.n)).toEqual([undefined, undefined, undefined]);
      const calls = await app.server.db
        .select()
        .from(aiCalls)
        .where(eq(aiCalls.tool, "variations"));
      expect(calls.filter((call) => call.userId === user.id)).toHaveLength(3);
    });
  });
});
