import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import {
  EMAIL_VERIFIED_MESSAGE,
  forgotPasswordSchema,
  RESET_REQUESTED_MESSAGE,
  resetPasswordRequestSchema,
} from "../../shared/password-reset.ts";
import type { AppEnv } from "../app-env.ts";
import { users } from "../db/schema/index.ts";
import { clientIp } from "../lib/client-ip.ts";
import { hitRateLimit, type RateLimitRule } from "../lib/rate-limit.ts";
import { parseJson } from "../lib/validate.ts";
import { translateAuthError, translateAuthResponse } from "./messages.ts";

const RESET_REQUEST_PER_EMAIL: RateLimitRule = { limit: 3, windowSeconds: 15 * 60 };
const RESET_REQUEST_PER_IP: RateLimitRule = { limit: 20, windowSeconds: 60 * 60 };
const RESET_PER_IP: RateLimitRule = { limit: 20, windowSeconds: 15 * 60 };

const LINK_ALREADY_USED =
  "Este link já foi usado: seu email já está confirmado. Entre com sua senha.";

export const NEW_PASSWORD_PATH = "/auth/nova-senha";

/** A better-auth request with our JSON body (the original body has been read already). */
function forward(c: Context<AppEnv>, body: unknown) {
  const headers = new Headers(c.req.raw.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return c
    .get("deps")
    .auth.handler(
      new Request(c.req.raw.url, { method: "POST", headers, body: JSON.stringify(body) }),
    );
}

const toAuthPage = (c: Context, alert: "success" | "error", text: string) =>
  c.redirect(`/auth?${new URLSearchParams({ [alert]: text })}`, 302);

/** The e-mail claimed by a verification token; better-auth checks its signature and expiry. */
function emailInToken(token: string | undefined) {
  try {
    const payload = JSON.parse(Buffer.from(token?.split(".")[1] ?? "", "base64url").toString());
    return typeof payload.email === "string" ? payload.email.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** Password reset and e-mail verification: rate-limited, validated, answered in Portuguese. */
export function recoveryRoutes() {
  const app = new Hono<AppEnv>();

  app.post("/request-password-reset", async (c) => {
    const { db, env } = c.get("deps");
    const { email } = await parseJson(c, forgotPasswordSchema);
    await hitRateLimit(db, `reset-request:ip:${clientIp(c)}`, RESET_REQUEST_PER_IP);
    await hitRateLimit(db, `reset-request:email:${email}`, RESET_REQUEST_PER_EMAIL);
    // The server picks where the link lands; a client-supplied redirect is never used.
    const response = await forward(c, { email, redirectTo: `${env.APP_URL}${NEW_PASSWORD_PATH}` });
    if (!response.ok) return translateAuthResponse(response);
    // Known and unknown e-mails get the very same answer.
    return c.json({ status: true, message: RESET_REQUESTED_MESSAGE }, 200);
  });

  app.post("/reset-password", async (c) => {
    const { db } = c.get("deps");
    const body = await parseJson(c, resetPasswordRequestSchema);
    await hitRateLimit(db, `reset:ip:${clientIp(c)}`, RESET_PER_IP);
    return translateAuthResponse(await forward(c, body));
  });

  app.get("/verify-email", async (c) => {
    const { db, auth } = c.get("deps");
    const email = emailInToken(c.req.query("token"));
    if (email) {
      const [user] = await db
        .select({ verified: users.emailVerified })
        .from(users)
        .where(eq(users.email, email));
      if (user?.verified) return toAuthPage(c, "error", LINK_ALREADY_USED);
    }
    const url = new URL(c.req.url);
    url.searchParams.set("callbackURL", "/auth");
    const response = await auth.handler(new Request(url, { headers: c.req.raw.headers }));
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      const code = new URL(location, url).searchParams.get("error");
      return code
        ? toAuthPage(c, "error", translateAuthError(code, undefined))
        : toAuthPage(c, "success", EMAIL_VERIFIED_MESSAGE);
    }
    return toAuthPage(c, "error", translateAuthError("INVALID_TOKEN", undefined));
  });

  return app;
}
