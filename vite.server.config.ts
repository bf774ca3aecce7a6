import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The server as one file for `npm start` (docs/decisions/011-bundled-server.md): Node then
// resolves and loads a handful of modules at start instead of about 1,400.
export default defineConfig({
  root: here("."),
  // The SPA's public folder is not the server's.
  publicDir: false,
  build: {
    ssr: here("./src/server/index.ts"),
    // Two folders below the root, as the sources are: src/server/project-paths.ts.
    outDir: here("./dist/server"),
    emptyOutDir: true,
    target: "node24",
    // Unminified, so a stack trace reads as code; the map gives source lines when wanted
    // (NODE_OPTIONS=--enable-source-maps, at about 100 MB of memory).
    minify: false,
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: "index.js", codeSplitting: false } },
  },
  ssr: {
    noExternal: true,
    // PGlite loads its WebAssembly and file-system image from beside its own module, and
    // pglite-tools its pg_dump.wasm (backups). sharp loads its native part (logo uploads).
    external: ["@electric-sql/pglite", "@electric-sql/pglite-tools", "sharp"],
  },
});
