import { describe, expect, it } from "vitest";
import { startTestServer } from "../tests/helpers/test-server.ts";
import { BRIEFS } from "./briefs.ts";
import { evaluate, type StartApp } from "./evaluate.ts";
import { fakeProvider, offlineProvider } from "./providers.ts";
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
      expect(r.jobs.every((j) => j.model === "gpt-3.5-turbo" && j.promptTokens > 0)).toBe(true);
    }
  }, 120_000);
});
