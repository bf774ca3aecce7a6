import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { APPROVAL_HTML, approvalPageInDev } from "./scripts/vite-approval-page.ts";
import { prerenderPages } from "./scripts/vite-prerender.ts";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here("./src/web"),
  publicDir: here("./src/web/public"),
  plugins: [
    react(),
    tailwindcss(),
    prerenderPages(here("./src/web/prerender.tsx")),
    approvalPageInDev(),
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
    rolldownOptions: {
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
