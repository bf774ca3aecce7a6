import { existsSync, readFileSync } from "node:fs";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { APPROVAL_PATH } from "../shared/approval-rules.ts";
import { moduleAt, NOT_FOUND_MODULE } from "../shared/routes.ts";
import type { AppEnv } from "./app-env.ts";
import { findActiveLink } from "./approval/service.ts";
import { sessionTokenFromCookie } from "./auth/viewer.ts";
import { DEFAULT_WEB_DIR } from "./project-paths.ts";
import { type Audience, pageHtmlBuilder } from "./spa-preload.ts";

/**
 * Serves the built SPA: hashed assets cached for a year; for every page, the page prerendered
 * for visitors to a request without a signed session cookie, the shell to any other.
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
  // The client's approval page: its own entry, unindexed, sending no referrer; 404 (the same
  // page, which then says the link is gone) when the token opens nothing.
  const approvalHtml = readFileSync(`${distDir}/approval/approval.html`, "utf8");
  app.get(`${APPROVAL_PATH}/:token{.+}`, async (c) => {
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    c.header("Referrer-Policy", "no-referrer");
    const link = await findActiveLink(c.get("deps").db, c.req.param("token"));
    return c.html(approvalHtml, link ? 200 : 404);
  });
  const publicFiles = serveStatic<AppEnv>({ root: distDir });
  // Files of the public folder (favicon, robots.txt): paths whose last segment has an extension.
  app.use("*", (c, next) => (/\.[\w]+$/.test(c.req.path) ? publicFiles(c, next) : next()));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "Cookie", { append: true });
    // The signature alone decides, without the database: a session that has ended gets the
    // shell, which asks /api/me and shows the visitor's page all the same.
    const token = sessionTokenFromCookie(c.req.header("cookie"), c.get("deps").authSecret);
    const audience: Audience = token ? "member" : "visitor";
    const module = moduleAt(c.req.path);
    if (module !== NOT_FOUND_MODULE) return c.html(pageHtml(module, audience));
    c.get("log").warn({ path: c.req.path }, "page not found");
    return c.html(pageHtml(module, audience), 404);
  });
  return app;
}
