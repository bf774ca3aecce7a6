import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { strategyResponder } from "../../../tests/fakes/fake-openai.ts";
import { brand, generate, post, strategy } from "../../../tests/helpers/generation-runs.ts";
import { setupGenerationServer, subscriber } from "../../../tests/helpers/generation-server.ts";
import { itemVersionsOf } from "../../../tests/helpers/versions.ts";
import { contentHistory } from "../db/schema/index.ts";

const app = setupGenerationServer({ ai: true, env: { AI_TIMEOUT_MS: "1500" } });

/** Where the strategy's calendar section begins in its text as read. */
const CALENDAR_HEADING = "\n\n## Calendário de publicações";

const historyOf = (userId: string) =>
  app.server.db.select().from(contentHistory).where(eq(contentHistory.userId, userId));

describe("the AI edit", () => {
  it("edits a strategy's text without its calendar, with room for that text, and saves both as the item's new version", async () => {
    const user = await subscriber(app.server);
    app.fake.setResponder(strategyResponder);
    const first = (await generate(user, "strategy", strategy)).at(-1);
    if (first?.type !== "done") throw new Error("strategy failed");
    app.fake.reset();
    app.fake.enqueue({ content: "## Estratégia formal\nTexto revisado." });

    const events = await generate(user, "edit", {
      content: first.content,
      instruction: "Torne mais formal",
      historyId: first.historyId,
    });
    const [calendarAt] = [first.content.indexOf(CALENDAR_HEADING)];
    const strategyText = first.content.slice(0, calendarAt);
    const calendarSection = first.content.slice(calendarAt);
    expect(app.fake.requests[0]?.body).toMatchObject({
      temperature: 0.4,
      max_tokens: Math.ceil(strategyText.length / 3) + 500,
      stream: true,
    });
    const sent = JSON.stringify(app.fake.requests[0]?.body.messages);
    expect(sent).toContain("Torne mais formal");
    expect(sent).toContain(JSON.stringify(strategyText).slice(1, -1));
    expect(sent).not.toContain("Calendário de publicações");
    const done = events.at(-1);
    if (done?.type !== "done") throw new Error("edit failed");
    // The new version changes the text; the item keeps the title the history lists it by.
    expect(done.title).toBe(first.title);
    expect(done.historyId).toBe(first.historyId);

    const [edited] = await app.server.db
      .select()
      .from(contentHistory)
      .where(eq(contentHistory.id, done.historyId));
    // Stored: the edited text alone, the calendar kept as data; read, with its section.
    expect(edited).toMatchObject({
      contentType: "strategy",
      title: first.title,
      content: "## Estratégia formal\nTexto revisado.",
    });
    expect(edited?.metadata).toHaveProperty("calendar");
    const item = await user.client.json<{ content: string }>(`/api/history/${done.historyId}`);
    expect(item.body.content).toBe(`## Estratégia formal\nTexto revisado.${calendarSection}`);
    expect(done.content).toBe(item.body.content);
    const versions = await itemVersionsOf(app.server.db, first.historyId);
    expect(versions.map((v) => [v.number, v.made, v.instruction, v.content])).toEqual([
      [1, "generated", null, strategyText],
      [2, "ai_edit", "Torne mais formal", edited?.content],
    ]);
    const firstRead = await user.client.json<{ content: string }>(
      `/api/history/${first.historyId}/versions/1`,
    );
    expect(firstRead.body.content).toBe(first.content);
  });

  it("a strategy keeps its Prompt Mãe for reuse, through its edits; a prompt's is its own text", async () => {
    const user = await subscriber(app.server);
    app.fake.setResponder(strategyResponder);
    const made = (await generate(user, "strategy", strategy)).at(-1);
    if (made?.type !== "done") throw new Error("strategy failed");
    app.fake.reset();
    app.fake.enqueue({ content: "Estratégia revisada." });
    const edited = (
      await generate(user, "edit", {
        content: made.content,
        instruction: "Resuma",
        historyId: made.historyId,
      })
    ).at(-1);
    if (edited?.type !== "done") throw new Error("edit failed");
    for (const id of [made.historyId, edited.historyId]) {
      const item = await user.client.json<{ basePrompt: string | null }>(`/api/history/${id}`);
      expect(item.body.basePrompt).toBe(strategy.basePrompt);
    }

    app.fake.reset();
    const prompt = (await generate(user, "prompt", brand)).at(-1);
    if (prompt?.type !== "done") throw new Error("prompt failed");
    const item = await user.client.json<{ basePrompt: string | null }>(
      `/api/history/${prompt.historyId}`,
    );
    expect(item.body.basePrompt).toBe(prompt.content);
  });

  it("an edit that changes nothing saves nothing and says so", async () => {
    const user = await subscriber(app.server);
    app.fake.setResponder(strategyResponder);
    const first = (await generate(user, "strategy", strategy)).at(-1);
    if (first?.type !== "done") throw new Error("strategy failed");
    app.fake.reset();
    // Models often add a trailing newline: the same text all the same (the model edits the
    // strategy's text; its calendar is not sent).
    const text = first.content.slice(0, first.content.indexOf("\n\n## Calendário de publicações"));
    app.fake.enqueue({ content: `${text}\n` });
    const before = await historyOf(user.id);

    const events = await generate(user, "edit", {
      content: first.content,
      instruction: "Torne mais formal",
      historyId: first.historyId,
    });
    expect(events.at(-1)).toEqual({ type: "unchanged" });
    expect(await historyOf(user.id)).toHaveLength(before.length);
  });

  it("an empty edit reply shows the edit's empty-reply text", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: "" });
    const events = await generate(user, "edit", { content: "Texto", instruction: "Resuma" });
    expect(events.at(-1)).toEqual({
      type: "error",
      code: "AI_EMPTY",
      message: "Não foi possível gerar o conteúdo modificado.",
    });
  });

  it("a failing provider shows the edit's failure text", async () => {
    const user = await subscriber(app.server);
    app.fake.setResponder(() => ({ status: 503 }));
    const events = await generate(user, "edit", { content: "Texto", instruction: "Resuma" });
    expect(events.at(-1)).toEqual({
      type: "error",
      code: "AI_FAILED",
      message: "Erro ao processar a solicitação com IA. Verifique sua conexão e tente novamente.",
    });
  });

  it("another user's history item cannot be edited", async () => {
    const owner = await subscriber(app.server);
    const [item] = await app.server.db
      .insert(contentHistory)
      .values({ userId: owner.id, contentType: "script", title: "Meu", content: "Meu roteiro" })
      .returning();
    const other = await subscriber(app.server);
    const response = await post(other, "edit", {
      content: "Meu roteiro",
      instruction: "Resuma",
      historyId: item?.id,
    });
    expect(response.status).toBe(404);
    expect(app.fake.requests).toHaveLength(0);
    const rows = await app.server.db
      .select()
      .from(contentHistory)
      .where(and(eq(contentHistory.userId, other.id)));
    expect(rows).toEqual([]);
  });
});
