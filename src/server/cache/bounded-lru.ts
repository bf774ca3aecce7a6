/** How much a cache may hold: entries, bytes in all, and bytes in one value. */
export type CacheBounds = {
  maxEntries: number;
  maxBytes: number;
  /** A larger value is not kept at all: one outsized answer must not empty the cache. */
  maxEntryBytes: number;
};

type Options<V> = CacheBounds & {
  /** The bytes a value holds (roughly: what it keeps alive, not its exact heap size). */
  sizeOf: (value: V) => number;
  /** Told of every value that leaves, evicted or deleted (not on clear), so the owner can forget its key. */
  onRemove?: (key: string, value: V) => void;
};

/**
 * A least-recently-used map bounded by its number of entries and by bytes: an entry count alone
 * lets a few large values (a plan of long posts) take gigabytes.
 */
export class BoundedLru<V> {
  readonly #options: Options<V>;
  readonly #entries = new Map<string, { value: V; bytes: number }>();
  #bytes = 0;

  constructor(options: Options<V>) {
    this.#options = options;
  }

  get size() {
    return this.#entries.size;
  }

  get bytes() {
    return this.#bytes;
  }

  /** Whether key holds a value (its place in the order unchanged). */
  has(key: string) {
    return this.#entries.has(key);
  }

  /** The value at key, now the most recently used. */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps value at key (the old value goes), unless it is outsized: then false, and key is empty. */
  set(key: string, value: V): boolean {
    this.delete(key);
    const bytes = this.#options.sizeOf(value);
    if (bytes > this.#options.maxEntryBytes) return false;
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    while (this.#entries.size > this.#options.maxEntries || this.#bytes > this.#options.maxBytes) {
      this.delete(this.#entries.keys().next().value as string);
    }
    return true;
  }

  delete(key: string) {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    this.#options.onRemove?.(key, entry.value);
  }

  clear() {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
