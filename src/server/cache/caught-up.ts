import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";

/**
 * Whether this request may read the caches: every change committed before it arrived has
 * reached them. Asked once per request, so that all its reads agree.
 */
export function cachesCaughtUp(c: Context<AppEnv>): Promise<boolean> {
  let caughtUp = c.get("cachesCaughtUp");
  if (!caughtUp) {
    caughtUp = c.get("deps").caches.catchUp();
    c.set("cachesCaughtUp", caughtUp);
  }
  return caughtUp;
}
