import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  calendarReply,
  type FakeRequest,
  slotIndexesOf,
} from "../../../../../tests/fakes/fake-openai.ts";
import type { TestUser } from "../../../../../tests/helpers/factories.ts";
import {
  setupGenerationServer,
  subscriber,
} from "../../../../../tests/helpers/generation-server.ts";
import {
  calendarOf,
  runStrategy,
  STRATEGY_TEXT as TEXT,
} from "../../../../../tests/helpers/strategy-calendar.ts";
import type { StreamEvent } from "../../../../shared/generation/stream.ts";
import { contentHistory, planPosts } from "../../../db/schema/index.ts";
import { CUT_REPLY } from "../../service.ts";

const app = setupGenerationServer({ ai: true });

const run = (user: TestUser): Promise<StreamEvent[]> => runStrategy(user);

/** The calendar requests the fake received (the strategy's text is the streamed one). */
const calendarRequests = () => app.fake.requests.filter((r) => !r.body.stream);

describe("the calendar's structured reply", () => {
  it("is asked as a tool call whose schema has one required key per post, at temperature 0.7", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: TEXT });
    app.fake.setResponder((request) => ({ content: calendarReply(request) }));
    const events = await run(user);

    expect(calendarOf(events).slots).toHaveLength(13);
    const [request] = calendarRequests();
    expect(request?.body).toMatchObject({
      temperature: 0.7,
      tool_choice: { type: "function", function: { name: "preencher_calendario" } },
    });
    expect(request?.body.response_format).toBeUndefined();
    const schema = request?.body.tools?.[0]?.function.parameters;
    expect(schema).toMatchObject({ type: "object", additionalProperties: false });
    expect(schema?.required).toEqual(Array.from({ length: 13 }, (_, i) => `post_${i}`));
    // Each post may only take its channel's formats.
    expect(schema?.properties).toMatchObject({
      post_0: { properties: { format: { enum: ["Reels", "Carrossel", "Stories"] } } },
    });
    expect(events.at(-1)?.type).toBe("done");
  });

  it("a reply missing posts is asked again for those posts only", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue(
      { content: TEXT },
      // Posts 3 and 7 missing, post 5 out of bounds (a hook of 301 characters is not cut).
      {
        content: JSON.stringify(
          Object.fromEntries(
            Object.entries(JSON.parse(calendarReply(askedFor(13)))).filter(
              ([key]) => key !== "post_3" && key !== "post_7",
            ),
          ),
        ).replace('"Gancho 5"', JSON.stringify("x".repeat(301))),
      },
    );
    app.fake.setResponder((request) => ({
      content: calendarReply(request, (i) => ({ theme: `Refeito ${i}` })),
    }));
    const calendar = calendarOf(await run(user));

    const [, retry] = calendarRequests();
    expect(slotIndexesOf(retry as FakeRequest)).toEqual([3, 5, 7]);
    expect(retry?.body.messages?.at(-1)?.content).toMatch(/^3\. .*\n5\. .*\n7\. /m);
    expect(calendar.slots.map((s) => s.theme).slice(2, 9)).toEqual([
      "Tema 2",
      "Refeito 3",
      "Tema 4",
      "Refeito 5",
      "Tema 6",
      "Refeito 7",
      "Tema 8",
    ]);
    expect(calendar.slots.some((s) => s.demo)).toBe(false);
  });

  it("a hook over 12 words is not cut: its post is asked again", async () => {
    const user = await subscriber(app.server);
    const long = "Você sabia que o café especial muda completamente a sua manhã de segunda-feira?";
    app.fake.enqueue(
      { content: TEXT },
      {
        content: calendarReply(
          askedFor(13),
          (i): Record<string, string> => (i === 4 ? { hook: long } : {}),
        ),
      },
    );
    app.fake.setResponder((request) => ({ content: calendarReply(request) }));
    const calendar = calendarOf(await run(user));
    expect(slotIndexesOf(calendarRequests()[1] as FakeRequest)).toEqual([4]);
    expect(calendar.slots[4]?.hook).toBe("Gancho 4");
  });

  it("a reply cut at max_tokens is not kept: its posts are asked again", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue(
      { content: TEXT },
      { content: calendarReply(askedFor(13)).slice(0, 200), finishReason: "length" },
    );
    app.fake.setResponder((request) => ({ content: calendarReply(request) }));
    const calendar = calendarOf(await run(user));
    expect(slotIndexesOf(calendarRequests()[1] as FakeRequest)).toHaveLength(13);
    expect(calendar.slots[0]?.theme).toBe("Tema 0");
  });

  it("posts still missing after the retry get the demo composer's fields, marked, and the strategy is saved with its plan", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: TEXT });
    // Every calendar call answers all posts but the first two, the retry included.
    app.fake.setResponder((request) => ({
      content: JSON.stringify(
        Object.fromEntries(
          Object.entries(JSON.parse(calendarReply(request))).filter(
            ([key]) => key !== "post_0" && key !== "post_1",
          ),
        ),
      ),
    }));
    const events = await run(user);
    const calendar = calendarOf(events);
    expect(calendarRequests()).toHaveLength(2);
    expect(calendar.slots[0]).toMatchObject({
      demo: true,
      theme: expect.stringContaining("cafés especiais"),
    });
    expect(calendar.slots[1]?.demo).toBe(true);
    expect(calendar.slots[2]).toMatchObject({ theme: "Tema 2" });
    expect(calendar.slots[2]?.demo).toBeUndefined();

    const done = events.at(-1);
    if (done?.type !== "done" || !done.links.plan) throw new Error("not saved with a plan");
    const posts = await app.server.db
      .select({ theme: planPosts.theme, notes: planPosts.notes })
      .from(planPosts)
      .where(eq(planPosts.planId, done.links.plan))
      .orderBy(planPosts.date);
    expect(posts[0]?.notes).toBe("Rascunho do modo demonstração: revise antes de publicar.");
    expect(posts[2]).toEqual({ theme: "Tema 2", notes: "" });
  });

  it("a provider failing every calendar call leaves the composer's calendar, not an error", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: TEXT });
    app.fake.setResponder(() => ({ status: 500 }));
    const events = await run(user);
    expect(calendarOf(events).slots.every((s) => s.demo)).toBe(true);
    expect(events.at(-1)?.type).toBe("done");
  });
});

describe("a streamed text cut at max_tokens", () => {
  it("is refused with a clear message and nothing is saved", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: "# Estratégia\n\nPosicionamento cl", finishReason: "length" });
    const events = await run(user);
    expect(events.at(-1)).toEqual({ type: "error", code: "AI_CUT", message: CUT_REPLY });
    expect(calendarRequests()).toHaveLength(0);
    const saved = await app.server.db
      .select()
      .from(contentHistory)
      .where(eq(contentHistory.userId, user.id));
    expect(saved).toEqual([]);
  });
});

/** A calendar request for posts 0..n-1, as the fake sees it. */
function askedFor(n: number): FakeRequest {
  return {
    path: "/v1/chat/completions",
    headers: {},
    body: {
      tools: [
        {
          type: "function",
          function: {
            name: "preencher_calendario",
            parameters: { required: Array.from({ length: n }, (_, i) => `post_${i}`) },
          },
        },
      ],
    },
  };
}
