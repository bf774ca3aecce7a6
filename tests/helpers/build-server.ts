import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** What `npm run build` makes of the server: dist/server/index.js, which `npm start` runs. */
export const SERVER_BUNDLE = path("../../dist/server/index.js");

/**
 * Bundles the server as `npm run build` does (the SPA is left alone), in a process of its own:
 * Vite sets NODE_ENV=production in the process that builds, which the servers started
 * afterwards would inherit.
 */
export function buildServer() {
  execFileSync(
    process.execPath,
    [
      path("../../node_modules/vite/bin/vite.js"),
      "build",
      "--config",
      path("../../vite.server.config.ts"),
      "--logLevel",
      "warn",
    ],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
}
