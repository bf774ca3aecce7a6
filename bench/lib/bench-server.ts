import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { createApp } from "../../src/server/app.ts";
import { type DatabaseHandle, openPglite, openPostgres } from "../../src/server/db/client.ts";
import { parseEnv } from "../../src/server/env.ts";
import { createLogger } from "../../src/server/lib/logger.ts";
import { appJobKinds, buildDeps } from "../../src/server/server.ts";
import { freePort } from "../../tests/helpers/free-port.ts";

export type CapturedQuery = { sql: string; params: unknown[] };

export type BenchServerOptions = {
  /** PostgreSQL URL; PGlite in memory when absent. */
  databaseUrl?: string;
  poolSize?: number;
  env?: Record<string, string>;
  /** A built SPA to serve instead of dist/web (the web area builds its own). */
  webDir?: string;
  /** Called with every SQL statement the app sends (PostgreSQL only): for EXPLAIN. */
  onQuery?: (query: CapturedQuery) => void;
};

export type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;

function openDatabase(options: BenchServerOptions): Promise<DatabaseHandle> {
  if (!options.databaseUrl) return openPglite(null);
  const onQuery = options.onQuery;
  return openPostgres(
    options.databaseUrl,
    options.poolSize ?? 10,
    onQuery && ((sql, params) => onQuery({ sql, params })),
  );
}

/**
 * The production app (`createApp`) behind a wrapper that adds `/bench/hello`, a bare route on
 * the same server to compare the app's routes with; the production app has no such route.
 */
export async function startBenchServer(options: BenchServerOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "ci-bench-"));
  const handle = await openDatabase(options);
  const port = await freePort();
  const env = parseEnv({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    PORT: String(port),
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    ...options.env,
  });
  const deps = buildDeps(env, handle, createLogger(env));
  // Generations run as jobs: without the queue's workers a generation would never start.
  await deps.jobs.start(appJobKinds(deps));
  const app = createApp(deps, { webDir: options.webDir });
  const hello = new Hono().get("/bench/hello", (c) => c.text("hello"));
  // The app is served as server.ts serves it, its fetch called directly: mounted with
  // `route()` under another Hono, every handler of the app would be wrapped in a composition
  // of its error handler at each call, a cost production does not pay.
  const server = serve({
    fetch: (request, ...rest) =>
      request.url.endsWith("/bench/hello")
        ? hello.fetch(request, ...rest)
        : app.fetch(request, ...rest),
    port,
    hostname: "127.0.0.1",
  });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  return {
    /** The app's own origin: writes must carry it (same-origin check). */
    url: env.APP_URL,
    deps,
    db: deps.db,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.jobs.stop(0);
      // A page that showed a post's art started the render workers: left running, they kept
      // `npm run bench` from exiting once it had written its results.
      await deps.art.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
