// Depends on the engine: the week's run and its posts are jobs on pg-boss, which on PGlite shares the app's one connection.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, subscribe } from "../../../../tests/helpers/factories.ts";
import { setupGenerationServer } from "../../../../tests/helpers/generation-server.ts";
import { seedPlan } from "../../../../tests/helpers/plans.ts";
import { readEvents } from "../../../../tests/helpers/sse-events.ts";
import { scriptInputOf, scriptPrefillOf } from "../../../shared/post-tools.ts";
import { generationJobs, planPosts } from "../../db/schema/index.ts";

const app = setupGenerationServer({ ai: true });

const BASE_PROMPT = "Somos a Padaria Aurora, pães de fermentação natural.";

async function weekOf(posts: number) {
  const user = await createUser(app.server);
  await subscribe(app.server.db, user.id);
  const seeded = await seedPlan(app.server.db, user.id, {
    posts: Array.from({ length: posts }, (_, i) => ({ theme: `Pão da semana ${i + 1}` })),
  });
  const inputs = seeded.posts.map((post) =>
    scriptInputOf(scriptPrefillOf({ id: seeded.plan.id, brandId: null }, post), BASE_PROMPT),
  );
  return { user, ...seeded, inputs };
}

/** Polls the run's jobs until each has ended (not a timing assertion). */
async function untilRunEnded(batch: string) {
  for (;;) {
    const jobs = (await app.server.db.select().from(generationJobs)).filter(
      (job) => (job.request as { batch?: string }).batch === batch,
    );
    if (jobs.every((job) => ["done", "failed", "cancelled"].includes(job.status))) return jobs;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("the week's scripts on the server", () => {
  it("a week's run started and never watched writes every post's script, one job a post, each saved on its post", async () => {
    const { user, plan, inputs } = await weekOf(4);
    const started = await user.client.request("/api/generate/batch", {
      json: { kind: "script", inputs },
    });
    expect(started.status).toBe(202);
    const { batch, jobs } = (await started.json()) as { batch: string; jobs: string[] };
    expect(jobs).toHaveLength(4);
    // Nobody reads anything from here on: the page is closed.
    const ended = await untilRunEnded(batch);
    expect(ended.map((job) => job.status)).toEqual(["done", "done", "done", "done"]);

    const posts = await app.server.db.select().from(planPosts).where(eq(planPosts.planId, plan.id));
    expect(posts.every((post) => post.scriptHistoryId !== null)).toBe(true);
    expect(new Set(posts.map((post) => post.scriptHistoryId)).size).toBe(4);

    // The list shows each post's job, with the post it writes on.
    const listed = (await (await user.client.request("/api/generate/jobs")).json()) as {
      jobs: { batch: string | null; postId: string | null; status: string }[];
    };
    const mine = listed.jobs.filter((job) => job.batch === batch);
    expect(new Set(mine.map((job) => job.postId))).toEqual(new Set(posts.map((post) => post.id)));
  });

  it("a post that fails does not stop the others, and is tried again alone", async () => {
    const { user, inputs } = await weekOf(3);
    // The second post's reply is empty: its job fails with the tool's Portuguese message.
    app.fake.enqueue({ content: "Roteiro um." }, { chunks: [] }, { content: "Roteiro três." });
    const started = await user.client.request("/api/generate/batch", {
      json: { kind: "script", inputs },
    });
    const { batch, jobs } = (await started.json()) as { batch: string; jobs: string[] };
    const ended = await untilRunEnded(batch);
    const byId = new Map(ended.map((job) => [job.id, job]));
    expect(jobs.map((id) => byId.get(id)?.status)).toEqual(["done", "failed", "done"]);

    app.fake.enqueue({ content: "Roteiro dois, agora sim." });
    const retried = await user.client.request(`/api/generate/jobs/${jobs[1]}/retry`, {
      method: "POST",
    });
    expect(retried.status).toBe(200);
    expect((await readEvents(retried)).at(-1)).toMatchObject({
      type: "done",
      content: "Roteiro dois, agora sim.",
    });
    const done = await user.client.request(`/api/generate/jobs/${jobs[0]}/retry`, {
      method: "POST",
    });
    expect(done.status).toBe(409);
  });

  it("a run of a tool that does not write on posts, or with a broken input, is refused and queues nothing", async () => {
    const { user, inputs } = await weekOf(1);
    const before = await app.server.db.$count(generationJobs, eq(generationJobs.userId, user.id));
    const wrongTool = await user.client.request("/api/generate/batch", {
      json: { kind: "strategy", inputs },
    });
    expect(wrongTool.status).toBe(422);
    const broken = await user.client.request("/api/generate/batch", {
      json: { kind: "script", inputs: [{ ...inputs[0], basePrompt: "" }] },
    });
    expect(broken.status).toBe(400);
    expect(
      await app.server.db.$count(generationJobs, and(eq(generationJobs.userId, user.id))),
    ).toBe(before);
  });
});
