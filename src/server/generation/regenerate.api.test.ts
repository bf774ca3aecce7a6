import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { strategyResponder } from "../../../tests/fakes/fake-openai.ts";
import { spendAiTokens, type TestUser } from "../../../tests/helpers/factories.ts";
import { setupGenerationServer, subscriber } from "../../../tests/helpers/generation-server.ts";
import { generateDone, TEST_SCRIPT, TEST_STRATEGY } from "../../../tests/helpers/plans.ts";
import { readEvents } from "../../../tests/helpers/sse-events.ts";
import { personalWorkspaceOf } from "../../../tests/helpers/workspaces.ts";
import type { Database } from "../db/client.ts";
import { aiCalls, contentHistory, plans } from "../db/schema/index.ts";
import type { VersionSummary } from "../history/versions.ts";

const again = (user: TestUser, historyId: string, instruction: string) =>
  user.client.request("/api/generate/regenerate", { json: { historyId, instruction } });
const versionsOf = async (user: TestUser, historyId: string) =>
  (await user.client.json<VersionSummary[]>(`/api/history/${historyId}/versions`)).body;
const itemsOf = async (app: { server: { db: Database } }, userId: string) =>
  (
    await app.server.db
      .select({ n: count() })
      .from(contentHistory)
      .where(eq(contentHistory.userId, userId))
  )[0]?.n;

describe("Gerar novamente com uma instrução, offline", () => {
  const app = setupGenerationServer();

  it("a script runs again on its inputs with a quick command, as a new version of the same item", async () => {
    const user = await subscriber(app.server);
    const { done } = await generateDone(user, "script", TEST_SCRIPT);
    const response = await again(user, done.historyId, "Resuma em 2 parágrafos");
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    expect(events[0]).toEqual({ type: "start", demo: true, job: expect.any(String) });
    const last = events.at(-1);
    expect(last).toMatchObject({ type: "done", historyId: done.historyId, title: done.title });
    expect(await itemsOf(app, user.id)).toBe(1);
    const versions = await versionsOf(user, done.historyId);
    expect(versions.map((v) => [v.number, v.made, v.instruction])).toEqual([
      [2, "regenerated", "Resuma em 2 parágrafos"],
      [1, "generated", null],
    ]);
  });

  it("an instruction other than the quick commands is refused in demo mode, and nothing is saved", async () => {
    const user = await subscriber(app.server);
    const { done } = await generateDone(user, "script", TEST_SCRIPT);
    const events = await readEvents(await again(user, done.historyId, "para público jovem"));
    expect(events.at(-1)).toMatchObject({ type: "error", code: "DEMO_UNSUPPORTED" });
    expect(await versionsOf(user, done.historyId)).toHaveLength(1);
  });

  it("a strategy generated again is a new version, and its plan stays the only one", async () => {
    const user = await subscriber(app.server);
    const { done } = await generateDone(user, "strategy", TEST_STRATEGY);
    const events = await readEvents(await again(user, done.historyId, "Simplifique a linguagem"));
    expect(events.at(-1)).toMatchObject({
      type: "done",
      historyId: done.historyId,
      links: { plan: done.links.plan },
    });
    const [made] = await app.server.db
      .select({ n: count() })
      .from(plans)
      .where(eq(plans.strategyHistoryId, done.historyId));
    expect(made?.n).toBe(1);
    expect(await versionsOf(user, done.historyId)).toHaveLength(2);
  });

  it("an item saved without its inputs says so in Portuguese; another workspace's item is a 404", async () => {
    const user = await subscriber(app.server);
    const stranger = await subscriber(app.server);
    const [old] = await app.server.db
      .insert(contentHistory)
      .values({
        workspaceId: await personalWorkspaceOf(app.server.db, user.id),
        userId: user.id,
        contentType: "script",
        title: "Roteiro antigo",
        content: "## Gancho\nTexto.",
        metadata: { basePrompt: "Prompt" },
      })
      .returning({ id: contentHistory.id });
    const refused = await again(user, old!.id, "mais curto");
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toContain(
      'Use "Editar" para pedir a mudança à IA.',
    );
    expect((await again(stranger, old!.id, "mais curto")).status).toBe(404);
    const long = await again(user, old!.id, "x".repeat(501));
    expect(long.status).toBe(400);
  });

  it("at the AI ceiling it is refused like any generation", async () => {
    const user = await subscriber(app.server);
    const { done } = await generateDone(user, "script", TEST_SCRIPT);
    await spendAiTokens(app.server.db, user.id, 3_000_000);
    const refused = await again(user, done.historyId, "Resuma em 2 parágrafos");
    expect(refused.status).toBe(429);
    expect(await versionsOf(user, done.historyId)).toHaveLength(1);
  });
});

describe("Gerar novamente com uma instrução, with a provider", () => {
  const app = setupGenerationServer({ ai: true });

  it("the model gets the item's own inputs and the instruction, and the new text is metered and saved as a version", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: "## Gancho\nPrimeira versão." });
    const { done } = await generateDone(user, "script", TEST_SCRIPT);
    app.fake.enqueue({ content: "## Gancho\nVersão mais curta." });
    const events = await readEvents(await again(user, done.historyId, "mais curto"));
    expect(events.at(-1)).toMatchObject({
      type: "done",
      historyId: done.historyId,
      content: "## Gancho\nVersão mais curta.",
    });
    const asked = app.fake.requests.at(-1)?.body.messages?.at(-1)?.content ?? "";
    expect(asked).toContain("Vizinhos do bairro");
    expect(asked).toContain("<alteracao>\nmais curto\n</alteracao>");
    const calls = await app.server.db.select().from(aiCalls).where(eq(aiCalls.userId, user.id));
    expect(calls.map((call) => call.tool)).toEqual(["script", "script"]);
    const versions = await versionsOf(user, done.historyId);
    expect(versions[0]).toMatchObject({
      number: 2,
      made: "regenerated",
      instruction: "mais curto",
    });
  });

  it("a strategy runs again through its calendar too", async () => {
    const user = await subscriber(app.server);
    app.fake.setResponder(strategyResponder);
    const { done } = await generateDone(user, "strategy", TEST_STRATEGY);
    const events = await readEvents(await again(user, done.historyId, "foco em cafés"));
    expect(events.some((event) => event.type === "structured")).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: "done", historyId: done.historyId });
  });
});
