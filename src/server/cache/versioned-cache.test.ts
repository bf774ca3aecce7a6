import { describe, expect, it } from "vitest";
import { VersionedCache } from "./versioned-cache.ts";

describe("VersionedCache", () => {
  it("serves a value only at the version it was read at", () => {
    const pages = new VersionedCache<string>(10);
    pages.set("plan", "v1", "page at v1");
    expect(pages.get("plan", "v1")).toBe("page at v1");
    expect(pages.get("plan", "v2")).toBeUndefined();
    expect(pages.get("other", "v1")).toBeUndefined();
  });

  it("replaces a key's value with a newer version's", () => {
    const pages = new VersionedCache<string>(10);
    pages.set("plan", "v1", "page at v1");
    pages.set("plan", "v2", "page at v2");
    expect(pages.get("plan", "v1")).toBeUndefined();
    expect(pages.get("plan", "v2")).toBe("page at v2");
    expect(pages.size).toBe(1);
  });

  it("evicts the least recently used value beyond its bound", () => {
    const pages = new VersionedCache<string>(2);
    pages.set("a", "1", "A");
    pages.set("b", "1", "B");
    pages.get("a", "1");
    pages.set("c", "1", "C");
    expect(pages.size).toBe(2);
    expect(pages.get("a", "1")).toBe("A");
    expect(pages.get("b", "1")).toBeUndefined();
    expect(pages.get("c", "1")).toBe("C");
  });

  it("forgets every value when cleared", () => {
    const pages = new VersionedCache<string>(10);
    pages.set("a", "1", "A");
    pages.set("b", "1", "B");
    pages.clear();
    expect(pages.size).toBe(0);
    expect(pages.get("a", "1")).toBeUndefined();
  });
});
