// Depends on the engine: the instance runs on PGlite in its own data folder, the embedded default, and comes back on that folder after a SIGKILL.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { type FakeGraph, startFakeGraph } from "../../../tests/fakes/fake-graph.ts";
import { until } from "../../../tests/helpers/instances.ts";
import { seedPlan } from "../../../tests/helpers/plans.ts";
import { connectedOwner, KILLED_POST } from "../../../tests/helpers/publishing.ts";
import {
  browserOn,
  type ServerProcess,
  spawnServer,
} from "../../../tests/security/server-process.ts";
import type { PlanPublishing } from "../../shared/publishing.ts";
import { openPglite } from "../db/client.ts";

// killed-worker.api.test.ts kills one of two instances on one PostgreSQL. `npm start`'s engine
// allows one process on its folder: here the one instance is killed with SIGKILL while Meta
// still processes the carousel, and the same folder, started again, resumes from the stored
// container and publishes once. Its child process is on PGlite whatever this project's engine,
// so it runs in the PGlite project alone.

const dataDir = mkdtempSync(join(tmpdir(), "ci-publish-embedded-"));
let graph: FakeGraph | undefined;
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill("SIGKILL");
  await graph?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(inject("database").kind !== "pglite")(
  "a publication on PGlite whose instance is killed",
  () => {
    it("is resumed from the stored container when the same folder starts again, and published once", async () => {
      graph = await startFakeGraph();
      const env = {
        ...graph.env,
        DATA_DIR: dataDir,
        AUTH_SECRET: randomBytes(32).toString("hex"),
        LOG_LEVEL: "debug",
      };
      const start = async () => {
        const server = await spawnServer(env);
        servers.push(server);
        return server;
      };
      const first = await start();
      const client = browserOn(first.url, first.url);
      // The owner's session, on the instances started later on the same folder.
      const signedIn = (server: ServerProcess) => {
        const browser = browserOn(server.url, server.url);
        for (const [name, value] of client.cookies) browser.cookies.set(name, value);
        return browser;
      };
      const { userId, brandId } = await connectedOwner(client);
      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);

      // The plan is written into the folder while no server holds it (PGlite: one process).
      const embedded = await openPglite(dataDir);
      const { plan, posts } = await seedPlan(embedded.db, userId, {
        brandId,
        posts: [KILLED_POST],
      });
      await embedded.close();
      const postId = posts[0]!.id;

      // Meta holds the carousel IN_PROGRESS: the worker stores it, polls it, and dies.
      graph.state.hold = true;
      const second = await start();
      const again = signedIn(second);
      const scheduled = await again.request(
        `/api/publishing/plans/${plan.id}/posts/${postId}/schedule`,
        { json: { time: "00:00" } },
      );
      expect(scheduled.status).toBe(200);
      // Its status is read only once its id is stored: the carousel's parent read is the sign.
      const parent = () => [...graph!.containers.values()].find((c) => c.caption !== undefined);
      await until(
        async () => parent()?.reads ?? 0,
        (reads) => reads > 0,
      );
      second.child.kill("SIGKILL");
      expect(await second.exited).toBe("SIGKILL");
      expect(graph.containers.size).toBe(3);
      expect(graph.media.size).toBe(0);

      graph.state.hold = false;
      const third = await start();
      const last = signedIn(third);
      const read = async () =>
        (
          await last.json<PlanPublishing>(`/api/publishing/plans/${plan.id}`)
        ).body.publications.find((p) => p.postId === postId);
      const done = await until(read, (p) => p?.status === "published" || p?.status === "failed");
      // One carousel: its two items and itself made once, published once.
      expect(done).toMatchObject({ status: "published" });
      expect(graph.containers.size).toBe(3);
      expect(graph.media.size).toBe(1);
      expect(done?.permalink).toBe([...graph.media.values()][0]?.permalink);

      third.child.kill("SIGTERM");
      expect(await third.exited).toBe(0);
      const logs = servers.map((s) => s.output()).join("");
      for (const token of Object.values(graph.tokens)) expect(logs).not.toContain(token);
    }, 240_000);
  },
);
