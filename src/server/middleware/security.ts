import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../app-env.ts";
import { errors } from "../lib/errors.ts";

export const MAX_BODY_BYTES = 64 * 1024;

/** A brand's logo upload (decision 050): a 2 MB image and its multipart wrapping. */
const LOGO_UPLOAD = /^\/api\/brands\/[^/]+\/logo$/;
const MAX_UPLOAD_BYTES = 2 * 1024 * 1024 + 64 * 1024;

const maxBodyOf = (path: string) => (LOGO_UPLOAD.test(path) ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES);

/**
 * A refused body is still read to its end, so the connection stays usable for the
 * client's next request (Node's server then parses it cleanly). Past this, reading it is
 * not worth it: the answer says `Connection: close` and the connection ends with it.
 */
const MAX_DRAINED_BYTES = 1024 * 1024;

const tooLarge = (c: Context<AppEnv>, keepConnection: boolean, max: number) => {
  if (!keepConnection) c.header("Connection", "close");
  const limit = max > MAX_BODY_BYTES ? "2 MB" : "64 KB";
  return c.json(
    {
      code: "PAYLOAD_TOO_LARGE",
      message: `O conteúdo enviado é grande demais (máximo de ${limit}).`,
    },
    413,
  );
};

/** Reads and drops the rest of a refused chunked body; false when it went past the cap. */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, read: number) {
  let total = read;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    total += value.byteLength;
    if (total > MAX_DRAINED_BYTES) {
      await reader.cancel().catch(() => {});
      return false;
    }
  }
}

/**
 * Bodies over 64 KB (a logo's upload: 2 MB) get 413. A declared Content-Length is judged before any stream over
 * the request is made: @hono/node-server drains an untouched request itself, but one
 * whose stream was opened and left unread stalls, and half a second later it destroys
 * the socket, failing whatever request the client had sent next on it. A chunked body is
 * counted as it is read, and its refused rest is read too. A GET or HEAD carries none.
 */
export const limitBody = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  const max = maxBodyOf(c.req.path);
  const declared = c.req.header("content-length");
  if (declared !== undefined && !c.req.header("transfer-encoding")) {
    const length = Number(declared);
    return length > max ? tooLarge(c, length <= Math.max(max, MAX_DRAINED_BYTES), max) : next();
  }
  const body = c.req.raw.body;
  if (!body) return next();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) return tooLarge(c, await discardRest(reader, size), max);
    chunks.push(value);
  }
  c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
  return next();
});

/** A route that sets one of these headers itself keeps its own (the plan feed's referrer policy). */
export function securityHeaders(https: boolean) {
  return secureHeaders({
    overwrite: false,
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

/** What a member's answer may be kept as: nowhere, not even the browser's own cache. */
export const PRIVATE_NO_STORE = "private, no-store";

/**
 * Every /api answer is `private, no-store` unless its route chose otherwise (the generation
 * stream adds `no-transform`): the answers carry accounts' data, from the billing status's
 * payer and Pix code to the teams an owner leaves, so the safe default is the rule and a
 * route that forgets cannot leak one to a shared cache or to Back after signing out. Set
 * after the handler, so errors and the 404 get it too.
 */
export const privateByDefault = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", PRIVATE_NO_STORE);
});
