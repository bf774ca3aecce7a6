import { BoundedLru, type CacheBounds } from "./bounded-lru.ts";

type Options<V> = CacheBounds & {
  /** The bytes a value holds (see BoundedLru). */
  sizeOf: (value: V) => number;
  /** The user a value belongs to: a change to that user drops it. */
  ownerOf: (value: V) => string;
  /** False when a value has aged out on its own (an expiry passed), though nothing changed. */
  isUsable?: (value: V, now: Date) => boolean;
};

/**
 * A bounded LRU of values read from the database, each belonging to one user, dropped when the
 * change feed announces a change to that user. A value read while a change to its user was
 * arriving is not kept: it may predate the change.
 */
export class UserCache<V> {
  readonly #options: Options<V>;
  readonly #entries: BoundedLru<V>;
  readonly #keysByUser = new Map<string, Set<string>>();
  /** Per user, the change count when a change to them last arrived. */
  readonly #changedAt = new Map<string, number>();
  #changes = 0;
  /** A read that began before this change count may predate a change we no longer track. */
  #floor = 0;

  constructor(options: Options<V>) {
    this.#options = options;
    this.#entries = new BoundedLru({
      ...options,
      onRemove: (key, value) => this.#forget(key, value),
    });
  }

  get size() {
    return this.#entries.size;
  }

  get bytes() {
    return this.#entries.bytes;
  }

  /**
   * The cached value of key, or load()'s. `fresh` says every change committed before this
   * request has arrived (ChangeFeed.catchUp); without it the cache is neither read nor filled.
   * Given as a promise (the barrier under way), a key not cached is read from the database at
   * once, beside it: that read needs no barrier, only its keeping does (issue 47: a session's
   * first request on an instance, a generation's first token among them, waited for both).
   */
  async through<R extends V | null>(
    key: string,
    caughtUp: boolean | Promise<boolean>,
    load: () => Promise<R>,
  ): Promise<V | R> {
    if (typeof caughtUp !== "boolean" && !this.#entries.has(key)) {
      const readFrom = this.#changes;
      const [value, fresh] = await Promise.all([load(), caughtUp]);
      if (fresh && value !== null) this.#keep(key, value, readFrom);
      return value;
    }
    const fresh = await caughtUp;
    if (!fresh) return load();
    const cached = this.#entries.get(key);
    if (cached !== undefined) {
      if (this.#options.isUsable?.(cached, new Date()) ?? true) return cached;
      this.#entries.delete(key);
    }
    const readFrom = this.#changes;
    const value = await load();
    if (value !== null) this.#keep(key, value, readFrom);
    return value;
  }

  changed(userId: string | null) {
    this.#changes++;
    if (userId === null) {
      this.#floor = this.#changes;
      this.#entries.clear();
      this.#keysByUser.clear();
      this.#changedAt.clear();
      return;
    }
    // Bounded memory of who changed: forgetting it all is safe, by refusing older reads.
    if (this.#changedAt.size >= this.#options.maxEntries * 4) {
      this.#changedAt.clear();
      this.#floor = this.#changes;
    }
    this.#changedAt.set(userId, this.#changes);
    const keys = this.#keysByUser.get(userId);
    if (!keys) return;
    this.#keysByUser.delete(userId);
    for (const key of keys) this.#entries.delete(key);
  }

  #keep(key: string, value: V, readFrom: number) {
    const owner = this.#options.ownerOf(value);
    if (readFrom < this.#floor || (this.#changedAt.get(owner) ?? 0) > readFrom) return;
    if (!this.#entries.set(key, value)) return;
    const keys = this.#keysByUser.get(owner) ?? new Set();
    keys.add(key);
    this.#keysByUser.set(owner, keys);
  }

  /** A value left (evicted, replaced or dropped): its owner no longer has its key here. */
  #forget(key: string, value: V) {
    const owner = this.#options.ownerOf(value);
    const keys = this.#keysByUser.get(owner);
    keys?.delete(key);
    if (keys?.size === 0) this.#keysByUser.delete(owner);
  }
}
