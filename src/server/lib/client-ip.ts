import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The peer's address, the key of the per-IP rate limits. */
export function clientIp(c: Context) {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
