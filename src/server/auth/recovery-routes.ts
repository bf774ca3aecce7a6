import { verifyJWT } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { AuthAlertCode, AuthAlertKind } from "../../shared/auth-alerts.ts";
import {
  forgotPasswordSchema,
  RESET_REQUESTED_MESSAGE,
  resetPasswordRequestSchema,
} from "../../shared/password-reset.ts";
import type { AppEnv } from "../app-env.ts";
import { users } from "../db/schema/index.ts";
import { clientIp } from "../lib/client-ip.ts";
import { countHit, hitRateLimit, type RateLimitRule } from "../lib/rate-limit.ts";
import { jsonBody } from "../lib/validate.ts";
import { forwardToAuth } from "./forward.ts";
import { translateAuthRefusal, translateAuthResponse } from "./messages.ts";

const RESET_REQUEST_PER_EMAIL: RateLimitRule = { limit: 3, windowSeconds: 15 * 60 };
const RESET_REQUEST_PER_IP: RateLimitRule = { limit: 20, windowSeconds: 60 * 60 };
const RESET_PER_IP: RateLimitRule = { limit: 20, windowSeconds: 15 * 60 };
const VERIFY_PER_IP: RateLimitRule = { limit: 30, windowSeconds: 15 * 60 };

export const NEW_PASSWORD_PATH = "/auth/nova-senha";

const toAuthPage = <K extends AuthAlertKind>(c: Context, kind: K, code: AuthAlertCode<K>) =>
  c.redirect(`/auth?${new URLSearchParams({ [kind]: String(code) })}`, 302);

/**
 * The e-mail of an unexpired verification token we signed ourselves, else null: only such
 * a token may learn that its address is already verified.
 */
async function emailInSignedToken(token: string | undefined, secret: string) {
  const payload = token ? await verifyJWT(token, secret) : null;
  return typeof payload?.email === "string" ? payload.email.toLowerCase() : null;
}

/** Password reset and e-mail verification: rate-limited, validated, answered in Portuguese. */
export function recoveryRoutes() {
  return new Hono<AppEnv>()
    .post("/request-password-reset", jsonBody(forgotPasswordSchema), async (c) => {
      const { db, env } = c.get("deps");
      const { email } = c.req.valid("json");
      await hitRateLimit(db, `reset-request:ip:${clientIp(c)}`, RESET_REQUEST_PER_IP);
      await hitRateLimit(db, `reset-request:email:${email}`, RESET_REQUEST_PER_EMAIL);
      // The server picks where the link lands; a client-supplied redirect is never used.
      const response = await forwardToAuth(c, {
        email,
        redirectTo: `${env.APP_URL}${NEW_PASSWORD_PATH}`,
      });
      if (!response.ok) return translateAuthRefusal(response);
      // Known and unknown e-mails get the very same answer.
      return c.json({ status: true, message: RESET_REQUESTED_MESSAGE }, 200);
    })
    .post("/reset-password", jsonBody(resetPasswordRequestSchema), async (c) => {
      const { db } = c.get("deps");
      await hitRateLimit(db, `reset:ip:${clientIp(c)}`, RESET_PER_IP);
      return translateAuthResponse(await forwardToAuth(c, c.req.valid("json")));
    })
    .get("/verify-email", async (c) => {
      const { db, auth, authSecret } = c.get("deps");
      // A link opened in the browser: the refusal is a page too, not a JSON 429.
      if ((await countHit(db, `verify:ip:${clientIp(c)}`, VERIFY_PER_IP)) !== null) {
        return toAuthPage(c, "error", "too-many-requests");
      }
      const email = await emailInSignedToken(c.req.query("token"), authSecret);
      if (email) {
        const [user] = await db
          .select({ verified: users.emailVerified })
          .from(users)
          .where(eq(users.email, email));
        if (user?.verified) return toAuthPage(c, "error", "link-used");
      }
      const url = new URL(c.req.url);
      url.searchParams.set("callbackURL", "/auth");
      const response = await auth.handler(new Request(url, { headers: c.req.raw.headers }));
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        const code = new URL(location, url).searchParams.get("error");
        if (!code) return toAuthPage(c, "success", "email-verified");
        // Every other failure (forged, unknown user...) gets the one answer.
        return toAuthPage(
          c,
          "error",
          code.toUpperCase() === "TOKEN_EXPIRED" ? "link-expired" : "link-invalid",
        );
      }
      return toAuthPage(c, "error", "link-invalid");
    });
}
