import { build } from "vite";

/** What `npm run build` makes of the server: dist/server/index.js, which `npm start` runs. */
export const SERVER_BUNDLE = new URL("../../dist/server/index.js", import.meta.url).pathname;

/** Bundles the server as `npm run build` does (the SPA is left alone). */
export async function buildServer() {
  await build({
    configFile: new URL("../../vite.server.config.ts", import.meta.url).pathname,
    logLevel: "warn",
  });
}
