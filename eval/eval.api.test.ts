import { describe, expect, it } from "vitest";
import { DEFAULT_AI_MODEL } from "../src/server/env.ts";
import { startFakeOpenAI } from "../tests/fakes/fake-openai.ts";
import { startTestServer } from "../tests/helpers/test-server.ts";
import { BRIEFS } from "./briefs.ts";
import { evaluate, type StartApp } from "./evaluate.ts";
import { fakeProvider, offlineProvider, type Provider } from "./providers.ts";
import { missed } from "./thresholds.ts";

// `npm run eval` in-process, on this project's database (PGlite or PostgreSQL): CI judges the
// offline composer's copy and proves the pipeline on the fake provider.
const startApp: StartApp = async (env) => {
  const server = await startTestServer(env);
  const authSecret = server.env.AUTH_SECRET;
  if (!authSecret) throw new Error("the test server has no AUTH_SECRET");
  return { url: server.url, db: server.db, authSecret, close: server.close };
};

describe("the eval of issue 33", () => {
  it("finds every brief's copy from the offline composer within every enforced threshold", async () => {
    const run = await evaluate(offlineProvider, startApp);
    expect(run.runs.map((r) => r.brief.segment)).toEqual(BRIEFS.map((b) => b.segment));
    expect(missed("offline", run.figures)).toEqual([]);
  }, 120_000);

  it("takes every brief through the SDK to the fake provider, saved and metered by its counts", async () => {
    const run = await evaluate(fakeProvider, startApp);
    expect(missed("fake", run.figures)).toEqual([]);
    // Four jobs per brief; the strategy's text and its calendar batches are each one call.
    for (const r of run.runs) {
      expect(r.jobs.map((j) => j.tool)).toEqual(["prompt", "strategy", "script", "caption"]);
      expect(r.jobs.every((j) => j.model === DEFAULT_AI_MODEL && j.promptTokens > 0)).toBe(true);
    }
  }, 120_000);

  it("fails the fake provider's run when the model's calendar never parses and the composer fills it", async () => {
    const broken: Provider = {
      ...fakeProvider,
      open: async () => {
        const fake = await startFakeOpenAI((request) => ({
          content: request.body.stream ? "## Legenda\nOi\n\n## Texto alternativo\nFoto" : "{",
        }));
        return {
          env: {
            OPENAI_API_KEY: "sk-eval",
            OPENAI_BASE_URL: fake.baseUrl,
            AI_MODEL: DEFAULT_AI_MODEL,
          },
          close: () => fake.close(),
        };
      },
    };
    const lawOffice = BRIEFS.filter((b) => b.segment === "advocacia");
    const run = await evaluate(broken, startApp, { briefs: lawOffice });
    expect(run.figures.find((f) => f.id === "model_filled")?.value).toBe(0);
    expect(missed("fake", run.figures)).toEqual([
      "fake: posts the model filled (not the composer's fallback) 0% (>= 100%)",
    ]);
  }, 120_000);
});
