import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";
import { takeTurn } from "../lib/turns.ts";

const FLUSH = Symbol("flush");

/**
 * Joins the pieces that are already there into one, and returns to the event loop between
 * the pieces it yields. A provider often delivers dozens of chunks in one network read; drained
 * piece by piece in microtasks, hundreds of concurrent streams starve timers and every other
 * request, and each piece costs its own socket write.
 *
 * The first piece leaves at the end of the current turn of the event loop. After a piece left,
 * the next leaves no sooner than `minIntervalMs` later, carrying all that arrived meanwhile: a
 * reader sees no difference between 20 and 50 updates a second, the server writes less than
 * half as often. The end of the source is never waited for: the last piece leaves at once.
 * Under overload every step waits for its turn of the event loop (lib/turns.ts).
 */
export async function* coalesce(
  pieces: AsyncIterable<string>,
  { minIntervalMs = 0 }: { minIntervalMs?: number } = {},
): AsyncGenerator<string> {
  const iterator = pieces[Symbol.asyncIterator]();
  await takeTurn();
  let next = iterator.next();
  let lastLeft = Number.NEGATIVE_INFINITY;
  for (;;) {
    const first = await next;
    if (first.done) return;
    let batch = first.value;
    const wait = lastLeft + minIntervalMs - performance.now();
    // A timer counts whole milliseconds from the event loop's clock, which lags the real one by
    // up to a millisecond, so it can fire that much early: a millisecond more keeps the promise.
    const flush = wait > 0 ? sleep(Math.ceil(wait) + 1, FLUSH) : nextTurn(FLUSH);
    for (;;) {
      // Pulling is where a flood of streams turns into work: each pull waits for its turn.
      await takeTurn();
      next = iterator.next();
      // A failure surfaces at the next `await next`; until then it must not count as unhandled.
      next.catch(() => {});
      const raced = await Promise.race([next, flush]);
      if (raced === FLUSH) break;
      if (raced.done) {
        await takeTurn();
        yield batch;
        return;
      }
      batch += raced.value;
    }
    await takeTurn();
    lastLeft = performance.now();
    yield batch;
  }
}
