// Depends on the engine: the jobs run on pg-boss, which on PGlite shares the app's one connection.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, subscribe, type TestUser } from "../../../../tests/helpers/factories.ts";
import { setupGenerationServer } from "../../../../tests/helpers/generation-server.ts";
import { readEvents, textOf } from "../../../../tests/helpers/sse-events.ts";
import type { StreamEvent } from "../../../shared/generation/stream.ts";
import { aiCalls, contentHistory, generationJobs } from "../../db/schema/index.ts";

const app = setupGenerationServer({ ai: true });

const brand = {
  brandName: "Café da Serra",
  brandDescription: "Cafeteria artesanal com grãos da Mantiqueira",
  brandLocation: "Campinas (SP)",
  brandProblemSolution: "Café especial sem pretensão, perto de casa",
  brandValues: "qualidade, acolhimento, origem",
};

async function subscriber() {
  const user = await createUser(app.server);
  await subscribe(app.server.db, user.id);
  return user;
}

/** A reply the fake holds after its first piece until `release` is called. */
function heldReply(chunks: string[]) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  app.fake.enqueue({ chunks, holdAfterFirstChunk: held });
  return release;
}

/** Starts a base prompt and reads its stream up to its first delta, then drops it. */
async function startAndDrop(user: TestUser) {
  const controller = new AbortController();
  const response = await user.client.request("/api/generate/prompt", {
    json: brand,
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const events = await readEvents(response, (event) => event.type === "delta");
  controller.abort();
  const start = events[0];
  if (start?.type !== "start" || !start.job) throw new Error("no job in the start event");
  return { job: start.job, events };
}

const follow = async (user: TestUser, job: string, after = 0) => {
  const response = await user.client.request(`/api/generate/jobs/${job}/events?after=${after}`);
  expect(response.status).toBe(200);
  return readEvents(response);
};

const jobRow = async (id: string) =>
  (await app.server.db.select().from(generationJobs).where(eq(generationJobs.id, id)))[0];

const last = (events: StreamEvent[]) => events.at(-1);

describe("generations as jobs", () => {
  it("a stream dropped after its first event leaves the job running: it finishes, saves its item once, and a page opened again reads it from the start or from where it left off", async () => {
    const user = await subscriber();
    const release = heldReply(["# Prompt Mãe", " do Café", " da Serra"]);
    const { job, events } = await startAndDrop(user);
    expect(textOf(events)).toBe("# Prompt Mãe");

    const listed = await user.client.request("/api/generate/jobs");
    expect((await listed.json()).jobs).toMatchObject([
      { id: job, status: "running", title: "Prompt para Café da Serra" },
    ]);

    // The page opens again while the job still writes: the text so far, then the rest.
    const reopened = user.client.request(`/api/generate/jobs/${job}/events`);
    release();
    const again = await readEvents(await reopened);
    expect(again[0]).toEqual({ type: "start", demo: false, job });
    expect(textOf(again)).toBe("# Prompt Mãe do Café da Serra");
    const done = last(again);
    expect(done).toMatchObject({ type: "done", content: "# Prompt Mãe do Café da Serra" });

    const saved = await app.server.db
      .select()
      .from(contentHistory)
      .where(eq(contentHistory.userId, user.id));
    expect(saved).toHaveLength(1);
    expect(await jobRow(job)).toMatchObject({ status: "done", historyId: saved[0]?.id });

    // From a cursor: only what came after it, and the same last event.
    const resumed = await follow(user, job, 2);
    expect(textOf(resumed)).toBe(" do Café da Serra");
    expect(last(resumed)).toEqual(done);
    const calls = await app.server.db.select().from(aiCalls).where(eq(aiCalls.jobId, job));
    expect(calls).toHaveLength(1);
  });

  it("a running job is cancelled by its author: its watchers read why, nothing is saved, and its slot is free again", async () => {
    const user = await subscriber();
    const release = heldReply(["Primeira parte. ", "Segunda parte."]);
    const { job } = await startAndDrop(user);

    const stranger = await subscriber();
    const refused = await stranger.client.request(`/api/generate/jobs/${job}/cancel`, {
      method: "POST",
    });
    expect(refused.status).toBe(404);

    const watching = user.client.request(`/api/generate/jobs/${job}/events?after=1`);
    const cancelled = await user.client.request(`/api/generate/jobs/${job}/cancel`, {
      method: "POST",
    });
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).job).toMatchObject({ id: job, status: "cancelled" });
    const events = await readEvents(await watching);
    expect(last(events)).toMatchObject({ type: "error", code: "CANCELLED" });
    release();

    expect(await jobRow(job)).toMatchObject({ status: "cancelled", historyId: null });
    const saved = await app.server.db
      .select()
      .from(contentHistory)
      .where(eq(contentHistory.userId, user.id));
    expect(saved).toEqual([]);
    // Its slot was given back: three more generations are let in at once.
    for (let i = 0; i < 3; i++) app.fake.enqueue({ content: `Texto ${i}.` });
    const runs = await Promise.all(
      [0, 1, 2].map(async () => {
        const response = await user.client.request("/api/generate/prompt", { json: brand });
        return { status: response.status, events: await readEvents(response) };
      }),
    );
    expect(runs.map((run) => run.status)).toEqual([200, 200, 200]);
    expect(runs.map((run) => last(run.events)?.type)).toEqual(["done", "done", "done"]);
  });

  it("another member's job, or an id that is none, is a 404 to follow", async () => {
    const user = await subscriber();
    app.fake.enqueue({ content: "Texto curto." });
    const response = await user.client.request("/api/generate/prompt", { json: brand });
    const [start] = await readEvents(response);
    const job = start?.type === "start" ? start.job : "";
    const stranger = await subscriber();
    expect((await stranger.client.request(`/api/generate/jobs/${job}/events`)).status).toBe(404);
    expect((await user.client.request("/api/generate/jobs/nada/events")).status).toBe(400);
  });
});
