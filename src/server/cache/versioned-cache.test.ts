import { describe, expect, it } from "vitest";
import { VersionedCache } from "./versioned-cache.ts";

/** A cache of strings, each counted as its length in bytes. */
const pagesOf = (maxEntries: number, { maxBytes = 1_000, maxEntryBytes = 100 } = {}) =>
  new VersionedCache<string>({ maxEntries, maxBytes, maxEntryBytes, sizeOf: (v) => v.length });

describe("VersionedCache", () => {
  it("serves a value only at the version it was read at", () => {
    const pages = pagesOf(10);
    pages.set("plan", "v1", "page at v1");
    expect(pages.get("plan", "v1")).toBe("page at v1");
    expect(pages.get("plan", "v2")).toBeUndefined();
    expect(pages.get("other", "v1")).toBeUndefined();
  });

  it("replaces a key's value with a newer version's", () => {
    const pages = pagesOf(10);
    pages.set("plan", "v1", "page at v1");
    pages.set("plan", "v2", "page at v2");
    expect(pages.get("plan", "v1")).toBeUndefined();
    expect(pages.get("plan", "v2")).toBe("page at v2");
    expect(pages.size).toBe(1);
  });

  it("evicts the least recently used value beyond its bound", () => {
    const pages = pagesOf(2);
    pages.set("a", "1", "A");
    pages.set("b", "1", "B");
    pages.get("a", "1");
    pages.set("c", "1", "C");
    expect(pages.size).toBe(2);
    expect(pages.get("a", "1")).toBe("A");
    expect(pages.get("b", "1")).toBeUndefined();
    expect(pages.get("c", "1")).toBe("C");
  });

  it("evicts the least recently used values beyond its bytes, and counts what it holds", () => {
    const pages = pagesOf(10, { maxBytes: 10 });
    pages.set("a", "1", "aaaa");
    pages.set("b", "1", "bbbb");
    pages.get("a", "1");
    pages.set("c", "1", "cccc");
    expect(pages.get("b", "1")).toBeUndefined();
    expect(pages.get("a", "1")).toBe("aaaa");
    expect(pages.bytes).toBe(8);
    pages.set("a", "2", "a");
    expect(pages.bytes).toBe(5);
  });

  it("keeps no outsized value, and then no older one of its key either", () => {
    const pages = pagesOf(10, { maxEntryBytes: 5 });
    pages.set("plan", "v1", "small");
    pages.set("plan", "v2", "far too large");
    expect(pages.get("plan", "v1")).toBeUndefined();
    expect(pages.get("plan", "v2")).toBeUndefined();
    expect({ size: pages.size, bytes: pages.bytes }).toEqual({ size: 0, bytes: 0 });
  });

  it("forgets every value when cleared", () => {
    const pages = pagesOf(10);
    pages.set("a", "1", "A");
    pages.set("b", "1", "B");
    pages.clear();
    expect(pages.size).toBe(0);
    expect(pages.get("a", "1")).toBeUndefined();
  });
});
