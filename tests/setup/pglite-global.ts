import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite } from "../../src/server/db/client.ts";
import { installJobSchema } from "../../src/server/jobs/queue.ts";
import "./database-kind.ts";

/** Migrates one PGlite and dumps it to a file in a new folder. */
async function migratedDump() {
  const dir = mkdtempSync(join(tmpdir(), "ci-pglite-"));
  const dumpPath = join(dir, "migrated.tar");
  const handle = await openPglite(null);
  await installJobSchema(handle.source);
  const client = (
    handle.db as unknown as { $client: { dumpDataDir: (c: "none") => Promise<Blob> } }
  ).$client;
  const dump = await client.dumpDataDir("none");
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return { dir, dumpPath };
}

// Migrating PGlite takes seconds of one core before any test can start. The API's and the
// end-to-end projects' set-ups each load this module, in the one process that runs them, so
// the run's single dump is kept on the process, not in the module.
const SHARED = Symbol.for("conteudo.ci.pglite-dump");
type Shared = { dump: Promise<{ dir: string; dumpPath: string }>; projects: number };
const run = globalThis as { [SHARED]?: Shared };

/** The run's one migrated dump, and how to let go of it once this project is done. */
export async function sharedPgliteDump() {
  run[SHARED] ??= { dump: migratedDump(), projects: 0 };
  const shared = run[SHARED];
  shared.projects += 1;
  const { dir, dumpPath } = await shared.dump;
  const release = () => {
    shared.projects -= 1;
    if (shared.projects > 0) return;
    delete run[SHARED];
    rmSync(dir, { recursive: true, force: true });
  };
  return { dumpPath, release };
}

/** Every test file of the project starts from a copy of the run's one migrated dump. */
export default async function setup(project: TestProject) {
  const { dumpPath, release } = await sharedPgliteDump();
  project.provide("database", { kind: "pglite", dumpPath });
  return release;
}
