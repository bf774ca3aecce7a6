import { build } from "vite";
import type { TestProject } from "vitest/node";
import { launchBrowserServer } from "../../e2e/helpers/browser.ts";
import { sharedPgliteDump } from "./pglite-global.ts";
import setupPostgres from "./postgres-global.ts";

/**
 * Builds the SPA the server serves, prepares the migrated PostgreSQL template and PGlite dump
 * the files copy (each file runs on one of them), and starts the one Chromium the files connect
 * to (a launch per file cost seconds each).
 */
export default async function setup(project: TestProject) {
  // Independent starts, each mostly on its own core or waiting: together, not in turn.
  const [, browser, teardownPostgres, pglite] = await Promise.all([
    productionBuild(),
    launchBrowserServer(),
    setupPostgres(project),
    sharedPgliteDump(),
  ]);
  project.provide("embeddedDatabase", { kind: "pglite", dumpPath: pglite.dumpPath });
  project.provide("browserEndpoint", browser.wsEndpoint());
  return async () => {
    await browser.close();
    await teardownPostgres();
    pglite.release();
  };
}

/**
 * The SPA as `npm run build` makes it. Vite takes the build's mode from NODE_ENV when it is set,
 * and Vitest sets it to "test": the pages would run React's development build (every render
 * twice under StrictMode, its checks) instead of what users get. The variable is the process's
 * own while the build runs beside the other set-ups; none of them reads it, and the workers
 * start after it is put back.
 */
async function productionBuild() {
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      configFile: new URL("../../vite.config.ts", import.meta.url).pathname,
      logLevel: "warn",
      // Keep the previous build's chunks: an e2e server started earlier (another run on this
      // tree) still serves the index.html that points at them.
      build: { emptyOutDir: false },
    });
  } finally {
    process.env.NODE_ENV = testEnv;
  }
}
