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
import { aiCalls, contentHistory, generationJobs } from "../../db/schema/index.ts";

// A deploy's hand-over (issue 42, decision 056 later): the old instance, a real process on
// PostgreSQL, gets SIGTERM while two generations run on it. It stops taking work at once, lets
// the one that ends within the grace finish and save, and gives the other back to the queue,
// where the new instance takes it once its safety net falls due.

const cluster = generationInstances("ci-hand-over-");

afterAll(() => cluster.cleanup());

const refused = (url: string) =>
  fetch(`${url}/api/health`).then(
    () => false,
    () => true,
  );

describe("an instance told to stop (SIGTERM) while generations run on it", () => {
  it("takes nothing new, finishes what ends within the grace, and leaves the rest to the next instance, each saved and charged once", async () => {
    const { db, fake, spawn } = await cluster.start("Roteiro escrito de novo pela nova.");
    const old = await spawn();
    const { client, userId } = await subscriberOn(db, old);

    // Both are held after their first piece: one is let go during the grace, one never.
    let finish = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    // Each page reads its stream to its end; the test goes on once its first piece came.
    const started = async () => {
      const response = await client.request("/api/generate/prompt", { json: TEST_BRAND });
      let job = "";
      let written = () => {};
      const delta = new Promise<void>((resolve) => {
        written = resolve;
      });
      const events = readEvents(response, (event) => {
        if (event.type === "start" && event.job) job = event.job;
        if (event.type === "delta") written();
        return false;
      });
      // Settled whenever it ends; the test asserts how.
      events.catch(() => {});
      await Promise.race([delta, events]);
      if (!job) throw new Error("no job in the start event");
      return { events, job };
    };
    fake.enqueue({ chunks: ["Curta ", "e pronta."], holdAfterFirstChunk: held });
    const short = await started();
    fake.enqueue({ chunks: ["Longa ", "demais."], holdAfterFirstChunk: new Promise(() => {}) });
    const long = await started();
    const rowOf = async (id: string) =>
      (await db.select().from(generationJobs).where(eq(generationJobs.id, id)))[0];

    old.child.kill("SIGTERM");
    // It no longer listens: new requests go to the other instances.
    await until(() => refused(old.url), Boolean);
    finish();
    // The short one ends within the grace, on the old instance, its page reading it to the end.
    expect((await short.events).at(-1)).toMatchObject({ type: "done" });
    expect(await old.exited).toBe(0);
    expect(await rowOf(short.job)).toMatchObject({ status: "done", attempt: 1 });
    // The long one, still running at the grace's end, was given back to the queue.
    expect(await rowOf(long.job)).toMatchObject({ status: "queued", attempt: 1 });
    // Its page's connection was cut at the grace's end, before any `done`.
    await expect(long.events).rejects.toThrow();

    const next = await spawn();
    const row = await until(
      () => rowOf(long.job),
      (found) => found?.status === "done" || found?.status === "failed",
    );
    expect(row).toMatchObject({ status: "done", attempt: 2 });
    const saved = await db
      .select()
      .from(contentHistory)
      .where(eq(contentHistory.userId, userId))
      .orderBy(asc(contentHistory.createdAt));
    expect(saved.map((item) => item.content)).toEqual([
      "Curta e pronta.",
      "Roteiro escrito de novo pela nova.",
    ]);
    expect(saved[1]?.id).toBe(row?.historyId);
    // Each attempt charged once: the short one's, and both of the long one's.
    const calls = await db.select().from(aiCalls).where(eq(aiCalls.userId, userId));
    const attempts = (job: string) =>
      calls
        .filter((call) => call.jobId === job)
        .map((call) => call.attempt)
        .sort();
    expect(attempts(short.job)).toEqual([1]);
    expect(attempts(long.job)).toEqual([1, 2]);

    // The page opened again on the new instance reads the text written there.
    const again = await readEvents(
      await browserOn(next.url, INSTANCE_ORIGIN).request(`/api/generate/jobs/${long.job}/events`, {
        headers: { cookie: client.cookieHeader },
      }),
    );
    const restart = again.findLastIndex((event) => event.type === "start");
    expect(textOf(again.slice(restart))).toBe("Roteiro escrito de novo pela nova.");
    expect(again.at(-1)).toMatchObject({ type: "done", historyId: row?.historyId });

    next.child.kill("SIGTERM");
    expect(await next.exited).toBe(0);
  }, 240_000);
});
