import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { BoundedLru } from "../cache/bounded-lru.ts";
import type { RenderJob } from "./job.ts";
import { RenderPool } from "./pool.ts";

export type ArtRenderer = {
  /** The slide as PNG bytes, from the cache or drawn by a worker. */
  render(job: RenderJob): Promise<Uint8Array>;
  close(): Promise<void>;
  readonly cachedBytes: number;
};

type Options = { workers?: number; cacheBytes?: number };

/** The job's identity: its text, place, look (the logo by its hash) and size. */
function keyOf(job: RenderJob) {
  const hash = createHash("sha256");
  const { logo, ...look } = job.look;
  hash.update(JSON.stringify({ ...job, look }));
  if (logo) hash.update(logo.png);
  return hash.digest("base64url");
}

/**
 * Slides drawn in a pool of workers (one per core by default) and kept in a cache bounded by
 * bytes (64 MB by default, ~600 slides): a carousel is viewed, approved and downloaded many
 * times for each time it changes. Two requests for one slide share one render.
 */
export function createArtRenderer(options: Options = {}): ArtRenderer {
  const pool = new RenderPool(options.workers ?? availableParallelism());
  const maxBytes = options.cacheBytes ?? 64 * 1024 * 1024;
  const cache = new BoundedLru<Uint8Array>({
    maxEntries: 10_000,
    maxBytes,
    maxEntryBytes: Math.min(maxBytes, 8 * 1024 * 1024),
    sizeOf: (png) => png.byteLength,
  });
  const inFlight = new Map<string, Promise<Uint8Array>>();
  return {
    render(job) {
      const key = keyOf(job);
      const hit = cache.get(key) ?? inFlight.get(key);
      if (hit) return Promise.resolve(hit);
      const drawing = pool
        .render(job)
        .then((png) => {
          cache.set(key, png);
          return png;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, drawing);
      return drawing;
    },
    close: () => pool.close(),
    get cachedBytes() {
      return cache.bytes;
    },
  };
}
