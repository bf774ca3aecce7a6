import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CHANGES_CHANNEL,
  type Change,
  type ChangeTransport,
  openChangeFeed,
} from "./change-feed.ts";

/**
 * An in-memory LISTEN/NOTIFY: what is committed is delivered later, in commit order, as
 * PostgreSQL does. `deaf` stops delivering (a stuck connection).
 */
function memoryTransport() {
  let deliver: ((channel: string, payload: string) => void) | null = null;
  let lose: (() => void) | null = null;
  const transport = {
    connects: 0,
    notifies: 0,
    deaf: false,
    async connect(_channels, onMessage, onLost) {
      transport.connects++;
      deliver = onMessage;
      lose = onLost;
    },
    async notify(channel, payload) {
      transport.notifies++;
      transport.commit(channel, payload);
    },
    async close() {
      deliver = null;
    },
    commit(channel: string, payload: string) {
      const to = deliver;
      setImmediate(() => {
        if (!transport.deaf) to?.(channel, payload);
      });
    },
    drop: () => lose?.(),
  } satisfies ChangeTransport & Record<string, unknown>;
  return transport;
}

async function feedWithLog() {
  const transport = memoryTransport();
  const feed = await openChangeFeed(transport);
  const changes: Change[] = [];
  feed.subscribe((change) => changes.push(change));
  return { transport, feed, changes };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the change feed", () => {
  it("announces each change with its scope and owner (a user, a workspace), and a change to every owner", async () => {
    const { transport, feed, changes } = await feedWithLog();
    transport.commit(CHANGES_CHANNEL, "viewer:user-1");
    transport.commit(CHANGES_CHANNEL, "history:workspace-2");
    transport.commit(CHANGES_CHANNEL, "viewer:*");
    expect(await feed.catchUp()).toBe(true);
    expect(changes).toEqual([
      { scope: "viewer", ownerId: "user-1" },
      { scope: "history", ownerId: "workspace-2" },
      { scope: "viewer", ownerId: null },
    ]);
    await feed.close();
  });

  it("resolves a catch-up only after every change committed before it was delivered", async () => {
    const { transport, feed, changes } = await feedWithLog();
    transport.commit(CHANGES_CHANNEL, "viewer:user-1");
    const caughtUp = feed.catchUp().then(() => [...changes]);
    expect(await caughtUp).toEqual([{ scope: "viewer", ownerId: "user-1" }]);
    await feed.close();
  });

  it("lets concurrent callers share round trips, and never reuses one sent before the call", async () => {
    const { transport, feed, changes } = await feedWithLog();
    const first = feed.catchUp();
    // Committed after the first round trip left: the first proves nothing about it.
    transport.commit(CHANGES_CHANNEL, "viewer:late");
    const later = Array.from({ length: 50 }, () =>
      feed.catchUp().then(() => changes.some((c) => c.ownerId === "late")),
    );
    expect(await first).toBe(true);
    expect(await Promise.all(later)).toEqual(Array(50).fill(true));
    expect(transport.notifies).toBe(2);
    await feed.close();
  });

  it("on a lost connection it answers false, drops everything and listens again a second later", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { transport, feed, changes } = await feedWithLog();
    transport.drop();
    expect(changes).toEqual([{ scope: null, ownerId: null }]);
    expect(await feed.catchUp()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(transport.connects).toBe(2);
    // Whatever changed while nobody listened is unknown: everything is dropped again.
    expect(changes).toHaveLength(2);
    expect(await feed.catchUp()).toBe(true);
    await feed.close();
  });

  it("treats a round trip that never comes back as a lost connection", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { transport, feed, changes } = await feedWithLog();
    transport.deaf = true;
    const caughtUp = feed.catchUp();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await caughtUp).toBe(false);
    expect(changes).toEqual([{ scope: null, ownerId: null }]);
    transport.deaf = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await feed.catchUp()).toBe(true);
    await feed.close();
  });

  it("answers false once closed", async () => {
    const { feed } = await feedWithLog();
    await feed.close();
    expect(await feed.catchUp()).toBe(false);
  });
});
