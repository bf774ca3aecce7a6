import { BoundedLru, type CacheBounds } from "./bounded-lru.ts";

/**
 * A bounded LRU of values, each kept with the version of the rows it was read from. The caller
 * reads the rows' current version first (one indexed query, always fresh), then asks for the
 * value of that version: a change by anyone, anywhere (another instance, psql) gives the rows
 * a new version, so an old value is never served. No change feed is needed, so the writes pay
 * no notification (docs/decisions/024).
 *
 * A value must be read after its version: then, while the version stays the same, nothing the
 * value was read from has changed since.
 */
export class VersionedCache<V> {
  readonly #entries: BoundedLru<{ version: string; value: V }>;

  constructor({ sizeOf, ...bounds }: CacheBounds & { sizeOf: (value: V) => number }) {
    this.#entries = new BoundedLru({ ...bounds, sizeOf: (entry) => sizeOf(entry.value) });
  }

  get size() {
    return this.#entries.size;
  }

  get bytes() {
    return this.#entries.bytes;
  }

  /** The value kept for key at exactly this version, or undefined. */
  get(key: string, version: string): V | undefined {
    const entry = this.#entries.get(key);
    return entry?.version === version ? entry.value : undefined;
  }

  /** Forgets every value: the next read of each key goes to the database. */
  clear() {
    this.#entries.clear();
  }

  /** Keeps value for key at version, unless it is outsized (then key keeps nothing). */
  set(key: string, version: string, value: V) {
    this.#entries.set(key, { version, value });
  }
}
