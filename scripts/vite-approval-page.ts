import type { Plugin } from "vite";
import { APPROVAL_PATH } from "../src/shared/approval-rules.ts";

/** The client's approval page: its own entry, no app shell (docs/decisions/022). */
export const APPROVAL_HTML = "/approval/approval.html";

/**
 * `npm run dev`: Vite answers `/aprovacao/<token>` with the client's approval page, as the
 * built server does (src/server/spa.ts). Vite's history fallback would otherwise send the
 * app's index.html, which has no such page. The address stays the link's, so the page reads
 * its token from it; its API calls go through the `/api` proxy.
 */
export function approvalPageInDev(): Plugin {
  return {
    name: "approval-page-in-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url?.startsWith(`${APPROVAL_PATH}/`)) req.url = APPROVAL_HTML;
        next();
      });
    },
  };
}
