import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";

/**
 * The request for better-auth, which reads the body itself: a fresh one carrying only `body`
 * (the values our schema validated), so a field better-auth would store on its own (an
 * `image`) never arrives unchecked. JSON, whatever type the client declared (better-auth
 * would refuse and log an error for each text/plain one).
 */
export function forwardToAuth(c: Context<AppEnv>, body: unknown) {
  const headers = new Headers(c.req.raw.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return c
    .get("deps")
    .auth.handler(
      new Request(c.req.raw.url, { method: "POST", headers, body: JSON.stringify(body) }),
    );
}
