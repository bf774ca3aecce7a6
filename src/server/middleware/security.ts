import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../app-env.ts";
import { errors } from "../lib/errors.ts";

export const MAX_BODY_BYTES = 64 * 1024;

const bodyLimitMiddleware = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) =>
    c.json(
      {
        code: "PAYLOAD_TOO_LARGE",
        message: "O conteúdo enviado é grande demais (máximo de 64 KB).",
      },
      413,
    ),
});

/**
 * Bodies over 64 KB get 413. A GET or HEAD carries none: asking for one would make the
 * server build a full Request object for every read.
 */
export const limitBody = createMiddleware<AppEnv>((c, next) =>
  c.req.method === "GET" || c.req.method === "HEAD" ? next() : bodyLimitMiddleware(c, next),
);

export function securityHeaders(https: boolean) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix and sonner position elements with style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    strictTransportSecurity: https ? "max-age=31536000; includeSubDomains" : false,
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
  });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests a browser sent from another site. Browsers always send
 * Origin on cross-origin writes; a request without it did not come from a foreign page.
 */
export function sameOriginWrites(allowed: string[], exempt: string[] = []) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && !exempt.includes(c.req.path)) {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      if (origin ? !allowed.includes(origin) : site === "cross-site") {
        throw errors.forbidden("Origem da requisição não permitida.");
      }
    }
    await next();
  });
}
