import type { Context } from "hono";

/**
 * What a request carries for the caches: the app's catch-up with the change feed, and its
 * answer once asked. The app's environment (app-env.ts) has these among its variables; the
 * caches name only these, so the wiring above them is not imported here.
 */
type CachesEnv = {
  Variables: {
    deps: { caches: { catchUp: () => Promise<boolean> } };
    cachesCaughtUp: Promise<boolean> | undefined;
  };
};

/**
 * Whether this request may read the caches: every change committed before it arrived has
 * reached them. Asked once per request, so that all its reads agree.
 */
export function cachesCaughtUp(context: Context): Promise<boolean> {
  // Any app's context: what it must carry is CachesEnv's (the app's AppEnv has it).
  const c = context as Context<CachesEnv>;
  let caughtUp = c.get("cachesCaughtUp");
  if (!caughtUp) {
    caughtUp = c.get("deps").caches.catchUp();
    c.set("cachesCaughtUp", caughtUp);
  }
  return caughtUp;
}
