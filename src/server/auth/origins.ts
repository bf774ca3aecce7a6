import type { Env } from "../env.ts";

const UNSPECIFIED = new Set(["0.0.0.0", "::"]);

/** The loopback host names a browser on this machine reaches the server by, per HOST. */
function loopbackHosts(host: string): string[] {
  switch (host) {
    case "127.0.0.1":
    case "0.0.0.0":
      return ["localhost", "127.0.0.1"];
    case "::1":
      return ["localhost", "[::1]"];
    // "::" also takes IPv4 (Node listens dual-stack); "localhost" may be either family.
    case "::":
    case "localhost":
      return ["localhost", "127.0.0.1", "[::1]"];
    default:
      return [];
  }
}

const inUrl = (host: string) => (host.includes(":") ? `[${host}]` : host);

/**
 * The address the server prints: APP_URL when it is set, else where it listens (a wildcard
 * HOST is shown as localhost, an address a browser can open).
 */
export function printedUrl(env: Env, port: number): string {
  if (env.appUrlConfigured) return env.APP_URL;
  return `http://${UNSPECIFIED.has(env.HOST) ? "localhost" : inUrl(env.HOST)}:${port}`;
}

/**
 * The origins whose pages may call the API (better-auth's check and ours, app.ts). A set
 * APP_URL is the one public address; unset, the printed address and every loopback name of
 * the listening address work. The Vite dev server's origin only while `npm run dev` runs.
 */
export function trustedOrigins(env: Env): string[] {
  const origins = new Set([env.APP_URL]);
  if (!env.appUrlConfigured) {
    origins.add(printedUrl(env, env.PORT));
    for (const host of loopbackHosts(env.HOST)) origins.add(`http://${host}:${env.PORT}`);
  }
  if (env.DEV_ORIGIN) origins.add(new URL(env.DEV_ORIGIN).origin);
  return [...origins];
}
