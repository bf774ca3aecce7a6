import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppDeps, AppEnv } from "../app-env.ts";

import { hasProAccess } from "../billing/access.ts";
import { cachesCaughtUp } from "../cache/caught-up.ts";
import { errors } from "../lib/errors.ts";
import { loadViewer, sessionTokenFromCookie, type Viewer } from "./viewer.ts";

/**
 * The user a Cookie header signs in: the HMAC is checked in process, then the session comes
 * from the cache or one query. `caughtUp` is asked only when there is a session to check.
 */
export async function viewerFromCookie(
  deps: Pick<AppDeps, "db" | "authSecret" | "caches">,
  cookie: string | undefined,
  caughtUp: () => Promise<boolean>,
): Promise<Viewer | null> {
  const token = sessionTokenFromCookie(cookie, deps.authSecret);
  if (!token) return null;
  return deps.caches.viewers.through(token, caughtUp(), () => loadViewer(deps.db, token));
}

/**
 * The signed-in user of this request, read once and memoised on the context. A ban or a
 * sign-out committed before the request arrived is always seen: the cache has caught up.
 */
export async function getViewer(c: Context<AppEnv>): Promise<Viewer | null> {
  const cached = c.get("viewer");
  if (cached !== undefined) return cached;
  const viewer = await viewerFromCookie(c.get("deps"), c.req.header("cookie"), () =>
    cachesCaughtUp(c),
  );
  c.set("viewer", viewer);
  return viewer;
}

/** The viewer in a handler behind requireUser (or a guard that includes it). */
export function viewerOf(c: Context<AppEnv>): Viewer {
  const viewer = c.get("viewer");
  if (!viewer) throw errors.unauthorized();
  return viewer;
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await getViewer(c))) throw errors.unauthorized();
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const viewer = await getViewer(c);
  if (!viewer) throw errors.unauthorized();
  if (viewer.role !== "admin") throw errors.forbidden();
  await next();
});

/** Generation, AI edit and checkout: refused to a locked account, with the reason. */
export const requireUnlocked = createMiddleware<AppEnv>(async (c, next) => {
  const viewer = await getViewer(c);
  if (!viewer) throw errors.unauthorized();
  if (viewer.isLocked) throw errors.locked(viewer.lockedReason);
  await next();
});

/** The Pro tools: an active subscription, or an admin (who operates the platform). */
export const requireSubscription = createMiddleware<AppEnv>(async (c, next) => {
  const viewer = await getViewer(c);
  if (!viewer) throw errors.unauthorized();
  if (!hasProAccess(viewer)) throw errors.paymentRequired();
  await next();
});
