import { describe, expect, it } from "vitest";
import { batchedReads } from "./batched-reads.ts";

/** A read of keys that waits to be released, recording each batch it was sent. */
function manualReads() {
  const batches: string[][] = [];
  const releases: Array<() => void> = [];
  const read = async (keys: string[]) => {
    batches.push(keys);
    await new Promise<void>((resolve) => releases.push(resolve));
    return new Map(keys.map((key) => [key, `${key}@${batches.length}`]));
  };
  return { read, batches, release: () => releases.shift()?.() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("batchedReads", () => {
  it("reads a key at once when no read is out", async () => {
    const reads = manualReads();
    const get = batchedReads(reads.read);
    const answer = get("a");
    expect(reads.batches).toEqual([["a"]]);
    reads.release();
    expect(await answer).toBe("a@1");
  });

  it("gathers the keys asked for while a read is out into the next read, once each", async () => {
    const reads = manualReads();
    const get = batchedReads(reads.read);
    const first = get("a");
    const later = [get("b"), get("c"), get("b")];
    expect(reads.batches).toEqual([["a"]]);
    reads.release();
    await first;
    await tick();
    expect(reads.batches).toEqual([["a"], ["b", "c"]]);
    reads.release();
    expect(await Promise.all(later)).toEqual(["b@2", "c@2", "b@2"]);
  });

  it("never answers a key with a read that left before it was asked for", async () => {
    const reads = manualReads();
    const get = batchedReads(reads.read);
    const early = get("a");
    const late = get("a");
    reads.release();
    expect(await early).toBe("a@1");
    await tick();
    reads.release();
    expect(await late).toBe("a@2");
  });

  it("answers undefined for a key the read did not find", async () => {
    const get = batchedReads(async () => new Map<string, string>());
    expect(await get("missing")).toBeUndefined();
  });

  it("fails the requests of a failed read, and reads again for the next ones", async () => {
    let fail = true;
    const get = batchedReads(async (keys: string[]) => {
      if (fail) throw new Error("connection lost");
      return new Map(keys.map((key) => [key, key]));
    });
    await expect(get("a")).rejects.toThrow("connection lost");
    fail = false;
    expect(await get("a")).toBe("a");
  });
});
