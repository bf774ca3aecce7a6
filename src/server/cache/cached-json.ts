import { gzipSync } from "node:zlib";
import type { Context, TypedResponse } from "hono";
import { parseAccept } from "hono/utils/accept";
import { cachesCaughtUp } from "./caught-up.ts";
import type { UserCache } from "./user-cache.ts";

const utf8 = new TextEncoder();

/** Below this, gzip saves too little to be worth it (as the compression middleware's threshold). */
const GZIP_FROM_BYTES = 1024;

/**
 * An answer as sent, made once and served many times: its JSON encoded, and gzipped the first
 * time a client accepts gzip (every browser does: compressing a plan's page on each request
 * costs several times serving it).
 */
export class EncodedJson {
  readonly json: Uint8Array<ArrayBuffer>;
  #gzip: Uint8Array<ArrayBuffer> | undefined;

  constructor(value: unknown) {
    this.json = utf8.encode(JSON.stringify(value));
  }

  /**
   * The bytes it may come to hold, charged up front to the caches that keep it: its JSON, and
   * its gzip once a client asks (made later; never much larger than the JSON, and for text far
   * smaller).
   */
  get bytes() {
    return this.json.byteLength * 2;
  }

  get gzip(): Uint8Array<ArrayBuffer> {
    this.#gzip ??= new Uint8Array(gzipSync(this.json));
    return this.#gzip;
  }
}

/** A cached answer of one owner's (a workspace's history page), dropped when the change feed
 * announces a change to that owner. */
export type CachedJson = { ownerId: string; answer: EncodedJson };

function acceptsGzip(header: string | undefined) {
  if (!header) return false;
  const accepts = parseAccept(header);
  const q = (type: string) => accepts.find((a) => a.type.toLowerCase() === type)?.q;
  return (q("gzip") ?? q("*") ?? 0) > 0;
}

/**
 * A 200 of an encoded answer, gzipped for a client that accepts it (the compression middleware
 * leaves an encoded body alone), typed as the value it encodes for the typed client.
 */
export function encodedJson<T>(c: Context, answer: EncodedJson) {
  const gzip =
    answer.json.byteLength >= GZIP_FROM_BYTES && acceptsGzip(c.req.header("accept-encoding"));
  const response: Response = gzip
    ? c.body(answer.gzip, 200, {
        "Content-Type": "application/json",
        "Content-Encoding": "gzip",
      })
    : c.body(answer.json, 200, { "Content-Type": "application/json" });
  return response as Response & TypedResponse<T, 200, "json">;
}

/**
 * An answer of one owner's, encoded: from `cache` when this request has caught up with the change
 * feed, else read with `load` (a throw, such as a 404, is answered and kept nowhere).
 */
export async function cachedAnswer<T>(
  c: Context,
  cache: UserCache<CachedJson>,
  { key, ownerId }: { key: string; ownerId: string },
  load: () => Promise<T>,
) {
  const cached = await cache.through(key, await cachesCaughtUp(c), async () => ({
    ownerId,
    answer: new EncodedJson(await load()),
  }));
  return cached.answer;
}
