import type { Context, TypedResponse } from "hono";
import type { AppEnv } from "../app-env.ts";
import { cachesCaughtUp } from "./caught-up.ts";
import type { UserCache } from "./user-cache.ts";

/** An answer as sent: serialised and encoded once, served many times. */
export type CachedJson = { userId: string; json: Uint8Array<ArrayBuffer> };

const utf8 = new TextEncoder();

export const encodeJson = (value: unknown) => utf8.encode(JSON.stringify(value));

/** A 200 of JSON already encoded, typed as the value it encodes for the typed client. */
export function encodedJson<T>(c: Context<AppEnv>, json: Uint8Array<ArrayBuffer>) {
  const response: Response = c.body(json, 200, { "Content-Type": "application/json" });
  return response as Response & TypedResponse<T, 200, "json">;
}

/**
 * A 200 JSON answer of one user's, from `cache` when this request has caught up with the change
 * feed, else read with `load` (a throw, such as a 404, is answered and kept nowhere).
 */
export async function cachedJson<T>(
  c: Context<AppEnv>,
  cache: UserCache<CachedJson>,
  { key, userId }: { key: string; userId: string },
  load: () => Promise<T>,
) {
  const answer = await cache.through(key, await cachesCaughtUp(c), async () => ({
    userId,
    json: encodeJson(await load()),
  }));
  return encodedJson<T>(c, answer.json);
}
