import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { routePath } from "hono/route";
import type { AppDeps, AppEnv } from "../app-env.ts";

/**
 * Puts the deps, a request id and a child logger on every request, and logs its outcome.
 * The log names the route that answered (`/api/approval/:token`), never the path or query:
 * approval links, feed URLs and e-mail links carry working tokens, and whoever reads the log
 * must not hold them.
 */
export function requestContext(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    const log = deps.logger.child({ requestId });
    c.set("deps", deps);
    c.set("requestId", requestId);
    c.set("log", log);
    c.set("viewer", undefined);
    c.set("cachesCaughtUp", undefined);
    c.header("X-Request-Id", requestId);
    const started = performance.now();
    await next();
    // After next(), the route index is the handler's (or middleware's) that answered.
    const route = routePath(c);
    if (route === "/assets/*") return;
    log.info(
      {
        method: c.req.method,
        route,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
}
