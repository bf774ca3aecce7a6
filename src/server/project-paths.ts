import { fileURLToPath } from "node:url";

// The server runs from source (src/server/) and bundled (dist/server/index.js): both sit two
// folders below the project root, so the files it reads at run time are found from there.
const root = new URL("../../", import.meta.url);

/** The SQL migrations the server applies at start. */
export const MIGRATIONS_DIR = fileURLToPath(new URL("src/server/db/migrations", root));

/** Where `npm run build` writes the SPA. */
export const DEFAULT_WEB_DIR = fileURLToPath(new URL("dist/web", root));

/** The art render worker's module (run from source in both cases: Node strips its types). */
export const ART_WORKER = new URL("src/server/art/render-worker.ts", root);
