import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openPostgres } from "../../src/server/db/client.ts";
import { parseEnv } from "../../src/server/env.ts";
import { type RunningServer, startServer } from "../../src/server/server.ts";
import { freePort } from "../helpers/free-port.ts";
import { TestClient } from "../helpers/test-client.ts";
import { createTestDatabase } from "../helpers/test-database.ts";

/** The public address both instances sit behind (a load balancer's); never dialled. */
export const PUBLIC_URL = "http://app.exemplo.test";

/** A browser talking to one instance directly while its pages come from the public address. */
export class InstanceClient extends TestClient {
  override request(path: string, options: Parameters<TestClient["request"]>[1] = {}) {
    return super.request(path, { ...options, headers: { origin: PUBLIC_URL, ...options.headers } });
  }

  /** The same browser (its cookies) talking to another instance. */
  on(instance: { url: string }) {
    const other = new InstanceClient(instance.url);
    for (const [k, v] of this.cookies) other.cookies.set(k, v);
    return other;
  }
}

export type Instance = RunningServer & { client: () => InstanceClient };

/**
 * Two app instances on one fresh database, with one configuration (the secret included), as
 * behind a load balancer. On PostgreSQL each has its own connection pool; PGlite cannot be
 * opened twice, so there the two share the in-process database.
 */
export async function startTwoInstances(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), "ci-two-"));
  const shared = { AUTH_SECRET: randomBytes(32).toString("hex"), ...env };
  const start = async (handle: typeof database): Promise<Instance> => {
    const config = parseEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      APP_URL: PUBLIC_URL,
      ...shared,
    });
    const running = await startServer(config, { database: handle });
    return { ...running, client: () => new InstanceClient(running.url) };
  };
  const a = await start(database);
  const second =
    database.kind === "postgres" && database.url
      ? await openPostgres(database.url, 5)
      : { ...database, close: async () => {} };
  const b = await start(second);
  return {
    a,
    b,
    db: a.deps.db,
    close: async () => {
      await b.close();
      await a.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
