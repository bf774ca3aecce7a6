import { createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/app-env.ts";

/**
 * Every API route the app registers, as `METHOD path`. Middleware (`use`) and the JSON 404
 * fallback are registered for ALL methods on wildcard paths; those are not routes.
 */
export function registeredApiRoutes(deps: AppDeps) {
  const keys = createApp(deps)
    .routes.filter((r) => r.path.startsWith("/api/"))
    .filter((r) => !(r.method === "ALL" && r.path.endsWith("*")))
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)].sort();
}
