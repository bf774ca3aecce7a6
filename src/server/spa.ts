import { existsSync, readFileSync } from "node:fs";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { APPROVAL_PATH } from "../shared/approval-rules.ts";
import { EMBEDDED_ME_ID, jsonForScript } from "../shared/embedded-me.ts";
import { EMBEDDED_PAGE_DATA_ID } from "../shared/embedded-page-data.ts";
import { fillShellSlots } from "../shared/page-shell.ts";
import { moduleAt, NOT_FOUND_MODULE } from "../shared/routes.ts";
import { EMBEDDED_SWITCH_ID } from "../shared/workspace-switch.ts";
import type { AppEnv } from "./app-env.ts";
import { approvalPageStatus } from "./approval/page.ts";
import { readMe } from "./auth/routes.ts";
import { sessionTokenFromCookie } from "./auth/viewer.ts";
import { PRIVATE_NO_STORE } from "./middleware/security.ts";
import { pageDataFor } from "./page-data.ts";
import { DEFAULT_WEB_DIR } from "./project-paths.ts";
import { pageHtmlBuilder } from "./spa-preload.ts";
import { switchToLinkedItem } from "./workspaces/item-link.ts";

/**
 * Serves the built SPA: hashed assets cached for a year; for every page, the page prerendered
 * for visitors to a request without a live session, the shell with the viewer in it to any other.
 */
export function spaRoutes(distDir = DEFAULT_WEB_DIR) {
  const app = new Hono<AppEnv>();
  const indexPath = `${distDir}/index.html`;
  if (!existsSync(indexPath)) {
    return app.get("*", (c) =>
      c.text("A interface ainda não foi gerada: rode `npm run build` (ou use `npm run dev`).", 503),
    );
  }
  const indexHtml = readFileSync(indexPath, "utf8");
  const pageHtml = pageHtmlBuilder(distDir, indexHtml);
  app.use(
    "/assets/*",
    serveStatic({
      root: distDir,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  // The client's approval page: its own entry, unindexed, sending no referrer; 404 or 429 (the
  // same page, which then says the link is gone or to wait) when the token opens nothing or a
  // limit is passed.
  const approvalHtml = readFileSync(`${distDir}/approval/approval.html`, "utf8");
  app.get(`${APPROVAL_PATH}/:token{.+}`, async (c) => {
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    c.header("Referrer-Policy", "no-referrer");
    return c.html(approvalHtml, await approvalPageStatus(c, c.req.param("token")));
  });
  // The service worker and the app's manifest: asked again on every check, so a new build reaches
  // every installed app (decision 062).
  const checkedEachTime = serveStatic<AppEnv>({
    root: distDir,
    onFound: (_path, c) => {
      c.header("Cache-Control", "no-cache");
    },
  });
  app.get("/sw.js", checkedEachTime);
  app.get("/manifest.webmanifest", checkedEachTime);
  const publicFiles = serveStatic<AppEnv>({ root: distDir });
  // Files of the public folder (favicon, robots.txt): paths whose last segment has an extension.
  app.use("*", (c, next) => (/\.[\w]+$/.test(c.req.path) ? publicFiles(c, next) : next()));
  app.get("*", async (c) => {
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "Cookie", { append: true });
    const module = moduleAt(c.req.path);
    const status = module === NOT_FOUND_MODULE ? 404 : 200;
    // Without a signed cookie the page prerendered for visitors, without touching the database.
    if (!sessionTokenFromCookie(c.req.header("cookie"), c.get("deps").authSecret))
      return c.html(pageHtml(module, "visitor"), status);
    // A link to an item of another of the user's workspaces switches to it first (decision 038).
    const switched = await switchToLinkedItem(c, module);
    // A signed cookie: the shell, with /api/me's answer in it, so the app starts signed in
    // instead of asking first (decision 023). A session that has ended reads as no user: the
    // visitor's page then.
    const me = await readMe(c);
    if (!me.user) return c.html(pageHtml(module, "visitor"), status);
    // A member's page holds their data: never stored, so Back after signing out on a shared
    // computer cannot show it again (as the API's answers).
    c.header("Cache-Control", PRIVATE_NO_STORE);
    // And the page's first query answered, so it renders with its data (decision 025).
    const data = await pageDataFor(c, module);
    const embedded = [
      jsonScript(EMBEDDED_ME_ID, me),
      ...(data ? [jsonScript(EMBEDDED_PAGE_DATA_ID, data)] : []),
      ...(switched ? [jsonScript(EMBEDDED_SWITCH_ID, switched)] : []),
    ].join("");
    // With its data, the page's top paints from the HTML, the server filling in its text.
    const html = data
      ? fillShellSlots(pageHtml(module, "member-with-data"), data)
      : pageHtml(module, "member");
    return c.html(
      html.replace("</head>", () => `${embedded}</head>`),
      status,
    );
  });
  return app;
}

/** Data for the app, never executed (so the CSP allows it), escaped to stay inside its element. */
const jsonScript = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${jsonForScript(value)}</script>`;

/**
 * `npm run dev` (DEV_ORIGIN set): the pages come from Vite, so a page asked of the API's port
 * (the printed address, the links in e-mails and approval links, all made from APP_URL) is
 * sent there, path and query kept, instead of a stale build or none.
 */
export function devPageRedirects(devOrigin: string) {
  const origin = new URL(devOrigin).origin;
  return new Hono<AppEnv>().get("*", (c) => {
    const { pathname, search } = new URL(c.req.url);
    // Joined as text: resolved as a URL, a path like //elsewhere.example would leave the origin.
    return c.redirect(`${origin}${pathname}${search}`, 307);
  });
}
