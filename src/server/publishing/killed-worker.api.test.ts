import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type FakeGraph, startFakeGraph } from "../../../tests/fakes/fake-graph.ts";
import { instances, until } from "../../../tests/helpers/instances.ts";
import { seedPlan } from "../../../tests/helpers/plans.ts";
import { connectedOwner, KILLED_POST } from "../../../tests/helpers/publishing.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-database.ts";
import { browserOn } from "../../../tests/security/server-process.ts";
import { postPublications } from "../db/schema/index.ts";

// A worker killed between the container and the publish, as a deploy gone wrong or an
// out-of-memory kill does it: the instance is a real process, killed with SIGKILL while Meta
// still processes the carousel; another instance resumes from the stored container and
// publishes once. Neither instance's log holds a token.

let database: TestDatabase | undefined;
let graph: FakeGraph | undefined;
const processes = instances("ci-publish-killed-");

afterAll(async () => {
  processes.cleanup();
  await graph?.close();
  await database?.close();
});

describe("a publication whose worker is killed", () => {
  it("is resumed by another instance from the stored container and published once", async () => {
    database = await createTestDatabase();
    graph = await startFakeGraph();
    const db = database.db;
    const env = {
      ...graph.env,
      ...(database.url && { DATABASE_URL: database.url }),
      AUTH_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "debug",
    };
    const spawn = () => processes.spawn(env);
    const first = await spawn();
    const client = browserOn(first.url, first.url);
    const { userId, brandId } = await connectedOwner(client);
    const { plan, posts } = await seedPlan(db, userId, {
      brandId,
      posts: [KILLED_POST],
    });
    const postId = posts[0]!.id;

    // Meta holds the carousel IN_PROGRESS: the worker stores it and polls, then dies.
    graph.state.hold = true;
    const scheduled = await client.request(
      `/api/publishing/plans/${plan.id}/posts/${postId}/schedule`,
      { json: { time: "00:00" } },
    );
    expect(scheduled.status).toBe(200);
    const read = async () =>
      (await db.select().from(postPublications).where(eq(postPublications.postId, postId)))[0];
    const stored = await until(read, (row) => Boolean(row?.containerId));
    first.child.kill("SIGKILL");
    expect(await first.exited).toBe("SIGKILL");
    expect(stored).toMatchObject({ status: "publishing", mediaId: null });
    expect(stored?.childIds).toHaveLength(2);

    graph.state.hold = false;
    const second = await spawn();
    const done = await until(read, (row) => row?.status !== "publishing");
    expect(done).toMatchObject({
      status: "published",
      containerId: stored?.containerId,
      childIds: stored?.childIds,
    });
    // One carousel: its two items and itself made once, published once.
    expect(graph.containers.size).toBe(3);
    expect(graph.media.size).toBe(1);
    expect(done?.permalink).toBe([...graph.media.values()][0]?.permalink);

    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
    const logs = first.output() + second.output();
    expect(logs).toContain("/api/publishing/");
    for (const token of Object.values(graph.tokens)) expect(logs).not.toContain(token);
  }, 240_000);
});
