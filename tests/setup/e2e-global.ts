import { build } from "vite";
import type { TestProject } from "vitest/node";
import setupPglite from "./pglite-global.ts";

/** Builds the SPA the server serves, and prepares the migrated PGlite each file copies. */
export default async function setup(project: TestProject) {
  await build({
    configFile: new URL("../../vite.config.ts", import.meta.url).pathname,
    logLevel: "warn",
  });
  return setupPglite(project);
}
