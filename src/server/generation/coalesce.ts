import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";

const FLUSH = Symbol("flush");

/**
 * Joins the pieces that arrive close together into one. A provider often delivers dozens of
 * chunks in one network read; written one by one, each costs its own event and socket write.
 *
 * Without an interval, a piece leaves at the end of the current turn of the event loop with all
 * that arrived in it. With one, the first piece leaves at once (a burst read in one turn takes
 * milliseconds to parse, and the reader's first words must not wait for its last), and each next
 * no sooner than `minIntervalMs` after the one before, carrying all that arrived meanwhile: a
 * reader sees no difference between 20 and 50 updates a second, the server writes less than
 * half as often. The end of the source is never waited for: the last piece leaves at once.
 * Nothing is read from the source while the consumer holds a piece, so a slow writer holds
 * the provider's chunks back in the socket.
 */
export async function* coalesce(
  pieces: AsyncIterable<string>,
  { minIntervalMs = 0 }: { minIntervalMs?: number } = {},
): AsyncGenerator<string> {
  const iterator = pieces[Symbol.asyncIterator]();
  let next = iterator.next();
  let lastLeft = Number.NEGATIVE_INFINITY;
  for (;;) {
    const first = await next;
    if (first.done) return;
    if (minIntervalMs > 0 && lastLeft === Number.NEGATIVE_INFINITY) {
      lastLeft = performance.now();
      yield first.value;
      next = iterator.next();
      continue;
    }
    let batch = first.value;
    const wait = lastLeft + minIntervalMs - performance.now();
    // A timer counts whole milliseconds from the event loop's clock, which lags the real one by
    // up to a millisecond, so it can fire that much early: a millisecond more keeps the promise.
    const flush = wait > 0 ? sleep(Math.ceil(wait) + 1, FLUSH) : nextTurn(FLUSH);
    for (;;) {
      next = iterator.next();
      // A failure surfaces at the next `await next`; until then it must not count as unhandled.
      next.catch(() => {});
      const raced = await Promise.race([next, flush]);
      if (raced === FLUSH) break;
      if (raced.done) {
        yield batch;
        return;
      }
      batch += raced.value;
    }
    lastLeft = performance.now();
    yield batch;
  }
}
