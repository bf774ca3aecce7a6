import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin, ResolvedConfig } from "vite";
import { chunkFiles, pageChunk, readManifest } from "../src/server/build-manifest.ts";

/** The service worker's entry name and the one file name it is served under. */
const ENTRY = "sw";
const FILE = "sw.js";

/** What src/web/sw.ts leaves for this plugin to fill: its precache list, as JSON text. */
const PLACEHOLDER = /(["'`])__PRECACHE__\1/;

/** The pages a phone opens first, whose code the worker keeps with the shell's. */
const FIRST_PAGES = ["home", "today"];

/**
 * The service worker (src/web/sw.ts, decision 062) as an entry of the client build, a classic
 * script importing nothing, under the one name /sw.js: its scope is the folder it is served from,
 * and the browser checks that address for a new one. After the build, writes into sw.js the files it keeps for the shell to open offline
 * (decision 062): the app's entry with its stylesheet and imports, and the first pages' chunks,
 * read from Vite's build manifest as the server reads it to preload them. The list's hash names
 * the worker's cache, so a build that changes them is a new worker, which the browser installs
 * on its next check of /sw.js.
 */
export function serviceWorker(entry: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: "service-worker",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    config: () => ({
      build: {
        rolldownOptions: {
          input: { [ENTRY]: entry },
          output: {
            entryFileNames: (chunk) => (chunk.name === ENTRY ? FILE : "assets/[name]-[hash].js"),
          },
        },
      },
    }),
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      const outDir = config.build.outDir;
      const manifest = readManifest(outDir);
      const keys = ["index.html", ...FIRST_PAGES.map(pageChunk)];
      const missing = keys.filter((key) => !manifest[key]);
      if (missing.length) throw new Error(`the build manifest lacks ${missing.join(", ")}`);
      const files = [...new Set(keys.flatMap((key) => chunkFiles(manifest, key)))].map(
        (file) => `/${file}`,
      );
      const version = createHash("sha256").update(files.join("\n")).digest("hex").slice(0, 12);
      const path = join(outDir, FILE);
      const code = readFileSync(path, "utf8");
      if (!PLACEHOLDER.test(code)) throw new Error(`${FILE} lacks __PRECACHE__`);
      const list = JSON.stringify(JSON.stringify({ version, files }));
      writeFileSync(
        path,
        code.replace(PLACEHOLDER, () => list),
      );
    },
  };
}
