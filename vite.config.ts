import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { APPROVAL_HTML, approvalPageInDev } from "./scripts/vite-approval-page.ts";
import { classGroupsConfig } from "./scripts/vite-class-groups.ts";
import { memberChunkGroup } from "./scripts/vite-member-chunks.ts";
import { prerenderPages } from "./scripts/vite-prerender.ts";
import { pureSchemas } from "./scripts/vite-pure-schemas.ts";
import { serviceWorker } from "./scripts/vite-service-worker.ts";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here("./src/web"),
  publicDir: here("./src/web/public"),
  plugins: [
    react(),
    tailwindcss(),
    classGroupsConfig(),
    pureSchemas(here("./src/shared/")),
    prerenderPages(here("./src/web/prerender.tsx")),
    approvalPageInDev(),
    serviceWorker(here("./src/web/sw.ts")),
  ],
  resolve: {
    alias: { "@": here("./src/web"), "@shared": here("./src/shared") },
  },
  build: {
    outDir: here("./dist/web"),
    emptyOutDir: true,
    // The server reads it to preload the chunks of the page it serves (src/server/spa.ts).
    manifest: true,
    sourcemap: false,
    target: "es2022",
    // Every browser the app supports has <link rel="modulepreload">: no polyfill in the shell.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The router's and TanStack Query's modules in one chunk that every signed-in page and
        // the "/" shell load together: one request and one gzip stream instead of seven small
        // ones (-3 KB gzipped on "/", issue 47). Only those modules, not what they import
        // (React stays shared with the client's approval page, which uses neither), and not the
        // hooks only lazy pages use (infinite lists, the fetching count).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: "shell-vendor",
              test: (id) =>
                /node_modules[\\/](react-router|@tanstack)[\\/]/.test(id) &&
                !/[\\/](useInfiniteQuery|infiniteQuery\w*|useIsFetching)\.js$/.test(id),
            },
            memberChunkGroup(here("./src/")),
          ],
        },
      },
      input: {
        index: here("./src/web/index.html"),
        // The one script of the pages prerendered for visitors (scripts/vite-prerender.ts).
        "load-after-paint": here("./src/web/load-after-paint.ts"),
        // The client's approval page: its own small entry, no app shell (decision 022).
        approval: here(`./src/web${APPROVAL_HTML}`),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://127.0.0.1:3000", changeOrigin: false } },
  },
});
