import { asc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { TEST_BRAND } from "../../../../tests/helpers/factories.ts";
import {
  generationInstances,
  INSTANCE_ORIGIN,
  subscriberOn,
} from "../../../../tests/helpers/generation-instances.ts";
import { until } from "../../../../tests/helpers/instances.ts";
import { readEvents, textOf } from "../../../../tests/helpers/sse-events.ts";
import { browserOn } from "../../../../tests/security/server-process.ts";
import { estimateTokens } from "../../ai/meter.ts";
import { aiCalls, contentHistory, generationJobs } from "../../db/schema/index.ts";

// A worker killed mid-generation, as a deploy gone wrong or an out-of-memory kill does it: the
// instance is a real process on PostgreSQL, killed with SIGKILL, and another takes its jobs once
// its lease lapsed and its safety net fell due (about 20 s; decision 056, later).

const cluster = generationInstances("ci-killed-");

afterAll(() => cluster.cleanup());

describe("a generation whose instance is killed", () => {
  it("is taken by another instance, which writes it again from the start, saves it once and charges the lost attempt once", async () => {
    const { db, fake, spawn } = await cluster.start("Prompt Mãe inteiro da padaria.");
    const first = await spawn();
    const { client, userId } = await subscriberOn(db, first);

    // Its first piece is written, then the model is held: the instance dies mid-stream.
    fake.enqueue({
      chunks: ["Primeira parte. ", "Segunda parte."],
      holdAfterFirstChunk: new Promise(() => {}),
    });
    const page = new AbortController();
    const response = await client.request("/api/generate/prompt", {
      json: TEST_BRAND,
      signal: page.signal,
    });
    const seen = await readEvents(response, (event) => event.type === "delta");
    const start = seen[0];
    if (start?.type !== "start" || !start.job) throw new Error("no job in the start event");
    const job = start.job;
    // Its first batch of events is stored (what a lost attempt is charged for).
    await until(
      async () => (await db.select().from(generationJobs).where(eq(generationJobs.id, job)))[0],
      (row) => (row?.lastEvent ?? 0) >= 2 && row?.promptTokens !== null,
    );
    first.child.kill("SIGKILL");
    expect(await first.exited).toBe("SIGKILL");
    page.abort();

    const second = await spawn();
    const row = await until(
      async () => (await db.select().from(generationJobs).where(eq(generationJobs.id, job)))[0],
      (found) => found?.status === "done" || found?.status === "failed",
    );
    expect(row).toMatchObject({ status: "done", attempt: 2 });
    const saved = await db.select().from(contentHistory).where(eq(contentHistory.userId, userId));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      id: row?.historyId,
      content: "Prompt Mãe inteiro da padaria.",
    });

    // Each attempt charged once: the lost one as far as its stored text, estimated.
    const calls = await db
      .select()
      .from(aiCalls)
      .where(eq(aiCalls.jobId, job))
      .orderBy(asc(aiCalls.attempt));
    expect(calls.map((call) => [call.attempt, call.estimated])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(calls[0]?.completionTokens).toBe(estimateTokens("Primeira parte. "));

    // The page opened again on the other instance: the first attempt's text, a new start, and
    // the text written again.
    const again = await readEvents(
      await browserOn(second.url, INSTANCE_ORIGIN).request(`/api/generate/jobs/${job}/events`, {
        headers: { cookie: client.cookieHeader },
      }),
    );
    const restart = again.findLastIndex((event) => event.type === "start");
    expect(restart).toBeGreaterThan(0);
    expect(textOf(again.slice(0, restart))).toBe("Primeira parte. ");
    expect(textOf(again.slice(restart))).toBe("Prompt Mãe inteiro da padaria.");
    expect(again.at(-1)).toMatchObject({ type: "done", historyId: row?.historyId });

    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 180_000);
});
