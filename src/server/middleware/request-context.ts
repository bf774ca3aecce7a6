import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { routePath } from "hono/route";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { redactedPath } from "../lib/redacted-path.ts";

/** The routes that answer a path no other route knows: the pages' and the API's 404. */
const CATCH_ALL = new Set(["/*", "/api/*"]);

/**
 * Puts the deps, a request id and a child logger on every request, and logs its outcome.
 * The log names the route that answered (`/api/approval/:token`), not the path or query:
 * approval links, feed URLs and e-mail links carry working tokens, and whoever reads the log
 * must not hold them. A path no route knows (a 404 of the catch-all) is logged too, so an
 * operator sees broken links, with its token-like segments and query values redacted.
 */
export function requestContext(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    const log = deps.logger.child({ requestId });
    c.set("deps", deps);
    c.set("requestId", requestId);
    c.set("log", log);
    c.set("viewer", undefined);
    c.set("cachesCaughtUp", undefined);
    c.set("startedAt", started);
    c.header("X-Request-Id", requestId);
    await next();
    // After next(), the route index is the handler's (or middleware's) that answered.
    const route = routePath(c);
    if (route === "/assets/*") return;
    const unknown = c.res.status === 404 && CATCH_ALL.has(route);
    log.info(
      {
        method: c.req.method,
        route,
        ...(unknown ? { path: redactedPath(c.req.url) } : {}),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
}
