import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseEnv } from "../../src/server/env.ts";
import type { JobTiming } from "../../src/server/jobs/queue.ts";
import { startServer } from "../../src/server/server.ts";
import { freePort } from "./free-port.ts";
import { TestClient } from "./test-client.ts";
import { createTestDatabase } from "./test-database.ts";

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * The real server on its own fresh database (this project's kind, or PGlite where asked and
 * offered: `createTestDatabase`), on a free port. `env` takes configuration variables by their
 * contract names; `jobTiming` shortens the jobs' schedules and retries.
 */
export async function startTestServer(
  env: Record<string, string | undefined> = {},
  options: { jobTiming?: JobTiming; engine?: "pglite" } = {},
) {
  const { jobTiming, engine } = options;
  const database = await createTestDatabase(engine);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "ci-server-"));
  const config = parseEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PORT: String(port),
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    ...env,
  });
  const running = await startServer(config, { database, jobTiming });
  return {
    url: config.APP_URL,
    env: config,
    deps: running.deps,
    db: running.deps.db,
    client: () => new TestClient(config.APP_URL),
    close: async () => {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
