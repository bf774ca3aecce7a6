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
  readonly #maxEntries: number;
  readonly #entries = new Map<string, { version: string; value: V }>();

  constructor(maxEntries: number) {
    this.#maxEntries = maxEntries;
  }

  get size() {
    return this.#entries.size;
  }

  /** The value kept for key at exactly this version, or undefined. */
  get(key: string, version: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined || entry.version !== version) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Forgets every value: the next read of each key goes to the database. */
  clear() {
    this.#entries.clear();
  }

  set(key: string, version: string, value: V) {
    this.#entries.delete(key);
    this.#entries.set(key, { version, value });
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
  }
}
