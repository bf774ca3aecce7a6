import { type Context, Hono } from "hono";
import { loginSchema, signUpRequestSchema } from "../../shared/auth.ts";
import type { Me } from "../../shared/viewer.ts";
import type { AppEnv } from "../app-env.ts";
import { hasProAccess } from "../billing/access.ts";
import { clientIp } from "../lib/client-ip.ts";
import { hitRateLimit, type RateLimitRule } from "../lib/rate-limit.ts";
import { jsonBody } from "../lib/validate.ts";
import { SESSION_EXPIRES_IN, SESSION_UPDATE_AGE } from "./auth.ts";
import { forwardToAuth } from "./forward.ts";
import { getViewer } from "./guards.ts";
import { translateAuthResponse } from "./messages.ts";
import { recoveryRoutes } from "./recovery-routes.ts";

// Other domains import it from here.

/**
 * Tries for one account from one client. Keyed on both, so nobody can lock a chosen user
 * out: another client's tries never count against the owner's (SECURITY.md).
 */
const SIGN_IN_PER_ACCOUNT_AND_CLIENT: RateLimitRule = { limit: 10, windowSeconds: 5 * 60 };
const SIGN_IN_PER_IP: RateLimitRule = { limit: 100, windowSeconds: 5 * 60 };
const SIGN_UP_PER_IP: RateLimitRule = { limit: 100, windowSeconds: 60 * 60 };

// Only the better-auth endpoints the product uses are reachable; the rest (update-user,
// change-password, delete-user...) would bypass our schemas and rate limits.
const passThrough = async (c: Context<AppEnv>) =>
  translateAuthResponse(await c.get("deps").auth.handler(c.req.raw));

export function authRoutes() {
  return (
    new Hono<AppEnv>()
      .post("/sign-up/email", jsonBody(signUpRequestSchema), async (c) => {
        const data = c.req.valid("json");
        await hitRateLimit(c.get("deps").db, `sign-up:ip:${clientIp(c)}`, SIGN_UP_PER_IP);
        return forwardToAuth(c, data).then(translateAuthResponse);
      })
      .post("/sign-in/email", jsonBody(loginSchema), async (c) => {
        const { db } = c.get("deps");
        const data = c.req.valid("json");
        const ip = clientIp(c);
        await hitRateLimit(db, `sign-in:ip:${ip}`, SIGN_IN_PER_IP);
        await hitRateLimit(
          db,
          `sign-in:account:${data.email}:ip:${ip}`,
          SIGN_IN_PER_ACCOUNT_AND_CLIENT,
        );
        return forwardToAuth(c, data).then(translateAuthResponse);
      })
      .route("/", recoveryRoutes())
      .post("/sign-out", passThrough)
      .get("/get-session", passThrough)
      // The link of the reset e-mail: better-auth checks the token and redirects to /auth/nova-senha.
      .get("/reset-password/:token", passThrough)
  );
}

const needsSliding = (expiresAt: Date) =>
  expiresAt.getTime() - Date.now() < (SESSION_EXPIRES_IN - SESSION_UPDATE_AGE) * 1000;

/**
 * The SPA reads the viewer on every load (from /api/me, or embedded in a signed-in page: 023),
 * so an active user's session slides forward here, once a
 * day, through better-auth (which extends the expiry and re-issues the cookie).
 */
async function slideSession(c: Context<AppEnv>) {
  const response = await c.get("deps").auth.api.getSession({
    headers: c.req.raw.headers,
    asResponse: true,
  });
  for (const cookie of response.headers.getSetCookie())
    c.header("Set-Cookie", cookie, { append: true });
}

/**
 * What GET /api/me answers for this request, sliding the session as it does: the SPA route
 * embeds the same answer in a signed-in page (decision 023).
 */
export async function readMe(c: Context<AppEnv>): Promise<Me> {
  const viewer = await getViewer(c);
  if (viewer && needsSliding(viewer.sessionExpiresAt)) await slideSession(c);
  return {
    user: viewer && {
      id: viewer.id,
      email: viewer.email,
      name: viewer.name,
      fullName: viewer.fullName,
      username: viewer.username,
      createdAt: viewer.createdAt.toISOString(),
      role: viewer.role,
      isLocked: viewer.isLocked,
      lockedReason: viewer.lockedReason,
      hasProAccess: hasProAccess(viewer),
      subscription: viewer.subscription && {
        ...viewer.subscription,
        currentPeriodEnd: viewer.subscription.currentPeriodEnd?.toISOString() ?? null,
      },
      workspace: viewer.workspace,
    },
  };
}

export function meRoute() {
  return new Hono<AppEnv>().get("/", async (c) => {
    return c.json(await readMe(c), 200);
  });
}
