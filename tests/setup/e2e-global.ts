import { build } from "vite";
import type { TestProject } from "vitest/node";
import setupPglite from "./pglite-global.ts";

/** Builds the SPA the server serves, and prepares the migrated PGlite each file copies. */
export default async function setup(project: TestProject) {
  await build({
    configFile: new URL("../../vite.config.ts", import.meta.url).pathname,
    logLevel: "warn",
    // Keep the previous build's chunks: an e2e server started earlier (another run on this
    // tree) still serves the index.html that points at them.
    build: { emptyOutDir: false },
  });
  return setupPglite(project);
}
