import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite } from "../../src/server/db/client.ts";
import { installJobSchema } from "../../src/server/jobs/queue.ts";
import "./database-kind.ts";

/** Migrates one PGlite once and dumps it; every test file starts from a copy of the dump. */
export default async function setup(project: TestProject) {
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
  project.provide("database", { kind: "pglite", dumpPath });
  return () => rmSync(dir, { recursive: true, force: true });
}
