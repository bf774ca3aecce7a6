import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "../../../../tests/fakes/fake-openai.ts";
import type { AiSession } from "../../ai/meter.ts";
import { type CountingProvider, createAiProvider, type TokenUsage } from "../../ai/provider.ts";
import { writeVariations } from "./engine.ts";

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const messages = [{ role: "user" as const, content: "Escreva uma opção para a legenda." }];
const reply = { temperature: 0.9, maxTokens: 300 };

/** The SDK's provider on the fake, each call's usage recorded as the meter records it. */
function session(choices: "n" | "calls") {
  const counting = createAiProvider({
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: fake.baseUrl,
    AI_MODEL: "gpt-4o-mini",
    AI_TIMEOUT_MS: 5_000,
    AI_STRUCTURED_OUTPUT: "auto",
    AI_CHOICES: choices,
  }) as CountingProvider;
  const recorded: (TokenUsage | null)[] = [];
  const ai: AiSession = {
    provider: {
      streamText: () => {
        throw new Error("not used");
      },
      completeStructured: () => {
        throw new Error("not used");
      },
      choices: counting.choices,
      async completeChoices(m, o, n) {
        const { usage, ...rest } = await counting.completeChoices(m, o, n);
        recorded.push(usage);
        return rest;
      },
    },
    composed: () => {
      throw new Error("not used");
    },
    recordComposed: async () => {},
  };
  return { ai, recorded };
}

describe("three options for one prompt", () => {
  it("a provider that takes n gives them in one call, its usage counting the prompt once", async () => {
    fake.enqueue({ choices: ["Primeira opção aqui", "Segunda opção", "Terceira"] });
    const { ai, recorded } = session("n");
    const options = await writeVariations(ai, messages, reply, () => []);
    expect(options).toEqual(["Primeira opção aqui", "Segunda opção", "Terceira"]);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.body.n).toBe(3);
    expect(fake.requests[0]?.body.max_tokens).toBe(300);
    // One call, one record: the prompt once, the completion of all three (3 + 2 + 1 words).
    const promptTokens = Math.ceil(messages[0]!.content.length / 3);
    expect(recorded).toEqual([{ promptTokens, completionTokens: 6 }]);
  });

  it("without n, three calls are made, each recorded with its own usage", async () => {
    fake.enqueue({ content: "Uma" }, { content: "Outra opção" }, { content: "A terceira opção" });
    const { ai, recorded } = session("calls");
    const options = await writeVariations(ai, messages, reply, () => []);
    expect(new Set(options)).toEqual(new Set(["Uma", "Outra opção", "A terceira opção"]));
    expect(fake.requests).toHaveLength(3);
    expect(fake.requests.every((request) => request.body.n === undefined)).toBe(true);
    expect(recorded.map((usage) => usage?.completionTokens).sort()).toEqual([1, 2, 3]);
  });

  it("a server that ignores n and answers one choice is completed by single calls", async () => {
    fake.enqueue({ choices: ["Só uma"] }, { content: "Mais uma" }, { content: "E outra" });
    const { ai, recorded } = session("n");
    const options = await writeVariations(ai, messages, reply, () => []);
    expect(options).toHaveLength(3);
    expect(options[0]).toBe("Só uma");
    expect(fake.requests.map((request) => request.body.n)).toEqual([3, undefined, undefined]);
    expect(recorded).toHaveLength(3);
  });

  it("quotes the model put around an option are dropped, and a cut reply fails the request", async () => {
    fake.enqueue({ choices: ['"Entre aspas"', "“Curvas”", "Limpa"] });
    const { ai } = session("n");
    expect(await writeVariations(ai, messages, reply, () => [])).toEqual([
      "Entre aspas",
      "Curvas",
      "Limpa",
    ]);
    fake.enqueue({ choices: ["a", "b", "c"], finishReason: "length" });
    await expect(writeVariations(ai, messages, reply, () => [])).rejects.toThrow();
  });

  it("without a provider, the offline composer's options are recorded by estimate", async () => {
    let recorded = "";
    const offline: AiSession = {
      provider: null,
      composed: () => {
        throw new Error("not used");
      },
      recordComposed: async (_messages, text) => {
        recorded = text;
      },
    };
    const options = await writeVariations(offline, messages, reply, () => ["A", "B", "C"]);
    expect(options).toEqual(["A", "B", "C"]);
    expect(recorded).toBe("A\n\nB\n\nC");
    expect(fake.requests).toHaveLength(0);
  });
});
