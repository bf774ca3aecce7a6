import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * A short-lived value that goes to the browser and comes back unchanged: its JSON, signed with
 * the app's secret for one purpose (so a token of one kind is never taken for another), with
 * its expiry inside. Nothing is stored.
 */

const sign = (secret: string, purpose: string, payload: string) =>
  createHmac("sha256", `${purpose}:${secret}`).update(payload).digest("base64url");

export function signToken(
  secret: string,
  purpose: string,
  value: Record<string, unknown>,
  ttlMs: number,
  now = Date.now(),
): string {
  const payload = Buffer.from(JSON.stringify({ ...value, expiresAt: now + ttlMs })).toString(
    "base64url",
  );
  return `${payload}.${sign(secret, purpose, payload)}`;
}

/** The value a token carries, or null when it is forged, of another purpose or expired. */
export function readToken(
  secret: string,
  purpose: string,
  token: string,
  now = Date.now(),
): Record<string, unknown> | null {
  const [payload = "", signature = ""] = token.split(".");
  const expected = Buffer.from(sign(secret, purpose, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { expiresAt, ...value } = JSON.parse(Buffer.from(payload, "base64url").toString());
    return typeof expiresAt === "number" && expiresAt >= now ? value : null;
  } catch {
    return null;
  }
}
