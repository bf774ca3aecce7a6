import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  calendarReply,
  type FakeRequest,
  replySchemaNameOf,
  slotIndexesOf,
  wordVector,
} from "../../../../../tests/fakes/fake-openai.ts";
import {
  setupGenerationServer,
  subscriber,
} from "../../../../../tests/helpers/generation-server.ts";
import {
  calendarOf,
  runStrategy as run,
  STRATEGY_TEXT as TEXT,
} from "../../../../../tests/helpers/strategy-calendar.ts";
import { aiCalls } from "../../../db/schema/index.ts";
import { REPAIR_SCHEMA } from "./calendar-fill.ts";

// A server whose model embeds (the fake speaks POST /v1/embeddings).
const app = setupGenerationServer({
  ai: true,
  env: { AI_EMBEDDING_MODEL: "text-embedding-3-small" },
});

/*
 * Post 2's theme and post 7's hook say what post 0's did in other words: no idea word in
 * common, so only their meaning tells. The fake embeds them as one idea; every other text by its words.
 */
const SAME_IDEA = {
  0: { theme: "Como tirar o melhor do coado em casa", hook: "Seu coado pode ficar melhor hoje." },
  2: { theme: "Passo a passo do filtrado perfeito", hook: "Gancho 2" },
  7: { hook: "O segredo de uma xícara redonda sem máquina." },
} as Record<number, { theme?: string; hook: string }>;
const IDEA = [1, ...Array.from({ length: 63 }, () => 0)];
const meaningOf = (text: string) =>
  /coado|filtrado|xícara redonda/.test(text) ? IDEA : wordVector(text);

const isEmbeddings = (request: FakeRequest) => request.path.endsWith("/embeddings");
const textsOf = (request: FakeRequest) => [request.body.input ?? []].flat();

function respond(request: FakeRequest) {
  if (isEmbeddings(request)) return { embeddings: textsOf(request).map(meaningOf) };
  if (replySchemaNameOf(request) === REPAIR_SCHEMA) {
    return {
      content: calendarReply(request, (i) => ({
        theme: `Novo tema ${i}`,
        hook: `Novo gancho ${i}`,
      })),
    };
  }
  return { content: calendarReply(request, (i) => SAME_IDEA[i] ?? {}) };
}

describe("repeats caught by what posts mean (issue 41)", () => {
  it("a post that says an earlier one's idea in other words is rewritten, the embeddings metered", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: TEXT });
    app.fake.setResponder(respond);
    const calendar = calendarOf(await run(user));

    const repairs = app.fake.requests.filter((r) => replySchemaNameOf(r) === REPAIR_SCHEMA);
    expect(repairs).toHaveLength(1);
    expect(slotIndexesOf(repairs[0] as FakeRequest)).toEqual([2, 7]);
    expect(calendar.slots[0]?.theme).toBe("Como tirar o melhor do coado em casa");
    expect(calendar.slots[2]).toMatchObject({ theme: "Novo tema 2", hook: "Novo gancho 2" });
    expect(calendar.slots[7]).toMatchObject({ theme: "Novo tema 7", hook: "Novo gancho 7" });

    // The plan's texts, then the rewrites' new ones: each text embedded once.
    const embedded = app.fake.requests.filter(isEmbeddings);
    expect(embedded).toHaveLength(2);
    expect(embedded[0]?.body).toMatchObject({ model: "text-embedding-3-small" });
    expect(textsOf(embedded[0] as FakeRequest)).toContain("Passo a passo do filtrado perfeito");
    expect(textsOf(embedded[1] as FakeRequest).toSorted()).toEqual(
      ["Novo tema 2", "Novo gancho 2", "Novo tema 7", "Novo gancho 7"].toSorted(),
    );
    // Text, batch, two embeddings, repair: every call on the user's meter, by its model.
    const calls = await app.server.db.select().from(aiCalls).where(eq(aiCalls.userId, user.id));
    expect(calls.map((c) => c.model).toSorted()).toEqual(
      [
        "modelo-teste",
        "modelo-teste",
        "modelo-teste",
        "text-embedding-3-small",
        "text-embedding-3-small",
      ].toSorted(),
    );
    const embeddingCall = calls.find((c) => c.model === "text-embedding-3-small");
    expect(embeddingCall).toMatchObject({
      tool: "strategy",
      completionTokens: 0,
      estimated: false,
    });
    expect(embeddingCall?.promptTokens).toBeGreaterThan(0);
  });

  it("a failed embeddings call leaves the words to judge, and the strategy is saved", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: TEXT });
    app.fake.setResponder((request) =>
      isEmbeddings(request) ? { status: 400 } : respond(request),
    );
    const events = await run(user);
    const calendar = calendarOf(events);
    expect(app.fake.requests.filter((r) => replySchemaNameOf(r) === REPAIR_SCHEMA)).toEqual([]);
    expect(calendar.slots[2]?.theme).toBe("Passo a passo do filtrado perfeito");
    expect(events.at(-1)?.type).toBe("done");
  });
});
