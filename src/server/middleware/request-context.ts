import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { AppDeps, AppEnv } from "../app-env.ts";

/** Puts the deps, a request id and a child logger on every request, and logs its outcome. */
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
    if (c.req.path.startsWith("/api/")) {
      log.info(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        "request",
      );
    }
  });
}
