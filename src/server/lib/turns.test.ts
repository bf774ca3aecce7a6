import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { TURN_SLICE_MS, takeTurn } from "./turns.ts";

/** Busy-waits: CPU work that does not return to the event loop. */
function work(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe("takeTurn", () => {
  it("lets work through at once while the turn is young", async () => {
    await takeTurn();
    let passed = 0;
    for (let i = 0; i < 100; i++) {
      await takeTurn();
      passed++;
    }
    expect(passed).toBe(100);
  });

  it("lets timers run between the slices of a flood of work", async () => {
    await sleep(TURN_SLICE_MS * 2);
    const lateness: number[] = [];
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      lateness.push(now - last);
      last = now;
    }, 1);
    // 400 streams of four 0.25 ms steps: 400 ms of work that arrived at once.
    await Promise.all(
      Array.from({ length: 400 }, async () => {
        for (let step = 0; step < 4; step++) {
          await takeTurn();
          work(0.25);
        }
      }),
    );
    clearInterval(timer);
    // Without turns the timer would not fire once during the 400 ms.
    expect(lateness.length).toBeGreaterThan(400 / (TURN_SLICE_MS * 4));
  });

  it("lets timers run when every caller of a flood works before any of them asks again", async () => {
    await sleep(TURN_SLICE_MS * 2);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    await Promise.all(
      Array.from({ length: 400 }, async () => {
        for (let step = 0; step < 4; step++) {
          await takeTurn();
          work(0.25);
          // As a stream's read: the next turn is asked for some promise hops after the work,
          // so every caller's work runs before any of them asks again.
          await Promise.resolve();
        }
      }),
    );
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(400 / (TURN_SLICE_MS * 4));
  });

  it("lets every waiter through in the end, in arrival order", async () => {
    const order: number[] = [];
    await sleep(TURN_SLICE_MS * 2);
    await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        await takeTurn();
        work(0.5);
        order.push(i);
      }),
    );
    expect(order).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });
});
