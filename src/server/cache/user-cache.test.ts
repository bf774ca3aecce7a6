import { describe, expect, it } from "vitest";
import { UserCache } from "./user-cache.ts";

type Entry = { userId: string; value: string; expiresAt?: number };

function cache(maxEntries = 10, { maxBytes = 1_000, maxEntryBytes = 100 } = {}) {
  return new UserCache<Entry>({
    maxEntries,
    maxBytes,
    maxEntryBytes,
    sizeOf: (entry) => entry.value.length,
    ownerOf: (entry) => entry.userId,
    isUsable: (entry, now) => (entry.expiresAt ?? Infinity) > now.getTime(),
  });
}

/** A loader that counts its reads of "the database". */
function loader(entry: Entry | null) {
  const load = async () => {
    load.reads++;
    return entry;
  };
  load.reads = 0;
  return load;
}

/** A read barrier still on its way: `arrive` says whether the request caught up. */
function pendingBarrier() {
  let arrive: (caughtUp: boolean) => void = () => {};
  const barrier = new Promise<boolean>((resolve) => {
    arrive = resolve;
  });
  return { barrier, arrive };
}

describe("UserCache", () => {
  it("reads the database once, then serves the kept value", async () => {
    const users = cache();
    const load = loader({ userId: "ana", value: "v1" });
    expect(await users.through("k", true, load)).toEqual({ userId: "ana", value: "v1" });
    expect(await users.through("k", true, load)).toEqual({ userId: "ana", value: "v1" });
    expect(load.reads).toBe(1);
  });

  it("neither reads nor fills the cache when the request could not catch up", async () => {
    const users = cache();
    const load = loader({ userId: "ana", value: "v1" });
    await users.through("k", false, load);
    await users.through("k", true, load);
    await users.through("k", false, load);
    expect(load.reads).toBe(3);
  });

  it("keeps nothing for a load that found nothing", async () => {
    const users = cache();
    const load = loader(null);
    await users.through("k", true, load);
    await users.through("k", true, load);
    expect(load.reads).toBe(2);
  });

  it("drops every entry of a changed user, and only theirs", async () => {
    const users = cache();
    await users.through("ana-1", true, loader({ userId: "ana", value: "a1" }));
    await users.through("ana-2", true, loader({ userId: "ana", value: "a2" }));
    await users.through("bia-1", true, loader({ userId: "bia", value: "b1" }));
    users.changed("ana");
    expect(users.size).toBe(1);
    const reload = loader({ userId: "ana", value: "a1-new" });
    expect((await users.through("ana-1", true, reload))?.value).toBe("a1-new");
    expect(reload.reads).toBe(1);
  });

  it("drops everything on a change to every user", async () => {
    const users = cache();
    await users.through("ana-1", true, loader({ userId: "ana", value: "a1" }));
    await users.through("bia-1", true, loader({ userId: "bia", value: "b1" }));
    users.changed(null);
    expect(users.size).toBe(0);
  });

  it("does not keep a value read while a change to its user arrived: it may predate it", async () => {
    const users = cache();
    const stale = await users.through("k", true, async () => {
      users.changed("ana");
      return { userId: "ana", value: "read before the change" };
    });
    expect(stale?.value).toBe("read before the change");
    expect(users.size).toBe(0);
  });

  it("keeps a value read while another user changed", async () => {
    const users = cache();
    await users.through("k", true, async () => {
      users.changed("bia");
      return { userId: "ana", value: "v1" };
    });
    expect(users.size).toBe(1);
  });

  it("does not keep a value read while every user changed (the feed was lost)", async () => {
    const users = cache();
    await users.through("k", true, async () => {
      users.changed(null);
      return { userId: "ana", value: "v1" };
    });
    expect(users.size).toBe(0);
  });

  it("forgets who changed when that list grows too long, refusing the reads it overlapped", async () => {
    const users = cache(1);
    await users.through("k", true, async () => {
      for (let i = 0; i < 10; i++) users.changed(`user-${i}`);
      return { userId: "ana", value: "v1" };
    });
    expect(users.size).toBe(0);
    await users.through("k", true, loader({ userId: "ana", value: "v1" }));
    expect(users.size).toBe(1);
  });

  it("reads again a value that aged out on its own", async () => {
    const users = cache();
    await users.through("k", true, loader({ userId: "ana", value: "v1", expiresAt: 0 }));
    const reload = loader({ userId: "ana", value: "v2" });
    expect((await users.through("k", true, reload))?.value).toBe("v2");
    expect(reload.reads).toBe(1);
  });

  it("evicts the least recently used entry beyond its bound", async () => {
    const users = cache(2);
    await users.through("a", true, loader({ userId: "ana", value: "a" }));
    await users.through("b", true, loader({ userId: "bia", value: "b" }));
    await users.through("a", true, loader(null));
    await users.through("c", true, loader({ userId: "caio", value: "c" }));
    expect(users.size).toBe(2);
    const readA = loader({ userId: "ana", value: "a" });
    const readB = loader({ userId: "bia", value: "b" });
    await users.through("a", true, readA);
    await users.through("b", true, readB);
    expect(readA.reads).toBe(0);
    expect(readB.reads).toBe(1);
  });

  it("evicts by bytes too, keeps no outsized value, and a user's change still drops what is left", async () => {
    const users = cache(10, { maxBytes: 10, maxEntryBytes: 6 });
    await users.through("a", true, loader({ userId: "ana", value: "aaaaa" }));
    await users.through("b", true, loader({ userId: "bia", value: "bbbbb" }));
    await users.through("c", true, loader({ userId: "ana", value: "ccccc" }));
    expect({ size: users.size, bytes: users.bytes }).toEqual({ size: 2, bytes: 10 });
    const huge = loader({ userId: "bia", value: "far too large" });
    expect((await users.through("d", true, huge))?.value).toBe("far too large");
    await users.through("d", true, huge);
    expect(huge.reads).toBe(2);
    users.changed("ana");
    expect({ size: users.size, bytes: users.bytes }).toEqual({ size: 1, bytes: 5 });
    const readB = loader({ userId: "bia", value: "bbbbb" });
    await users.through("b", true, readB);
    expect(readB.reads).toBe(0);
  });

  it("reads a key it does not hold beside the barrier, and keeps it once the barrier says the request caught up", async () => {
    const users = cache();
    const load = loader({ userId: "ana", value: "v1" });
    const { barrier, arrive } = pendingBarrier();
    const read = users.through("k", barrier, load);
    await Promise.resolve();
    // The database was asked while the barrier was still on its way.
    expect(load.reads).toBe(1);
    arrive(true);
    expect(await read).toEqual({ userId: "ana", value: "v1" });
    await users.through("k", Promise.resolve(true), load);
    expect(load.reads).toBe(1);
  });

  it("keeps nothing read beside a barrier that failed, nor a value whose user changed meanwhile", async () => {
    const users = cache();
    const load = loader({ userId: "ana", value: "v1" });
    await users.through("k", Promise.resolve(false), load);
    const { barrier, arrive } = pendingBarrier();
    const read = users.through("k", barrier, load);
    users.changed("ana");
    arrive(true);
    await read;
    await users.through("k", true, load);
    expect(load.reads).toBe(3);
  });

  it("waits for the barrier before serving a key it holds", async () => {
    const users = cache();
    const load = loader({ userId: "ana", value: "v1" });
    await users.through("k", true, load);
    const { barrier, arrive } = pendingBarrier();
    const read = users.through("k", barrier, load);
    // A change that arrives before the barrier drops the value: the request reads it again.
    users.changed("ana");
    arrive(true);
    await read;
    expect(load.reads).toBe(2);
  });
});
