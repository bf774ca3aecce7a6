import { setImmediate as nextTurn } from "node:timers/promises";

const TURN_ENDED = Symbol("turn ended");

/**
 * Joins the pieces that are already there into one, and returns to the event loop between
 * the pieces it yields. A provider often delivers dozens of chunks in one network read; drained
 * piece by piece in microtasks, hundreds of concurrent streams starve timers and every other
 * request, and each piece costs its own socket write. A piece that is not there yet is never
 * waited for: what has arrived leaves at the end of the current turn of the event loop.
 */
export async function* coalesce(pieces: AsyncIterable<string>): AsyncGenerator<string> {
  const iterator = pieces[Symbol.asyncIterator]();
  let next = iterator.next();
  for (;;) {
    const first = await next;
    if (first.done) return;
    let batch = first.value;
    const turnEnded = nextTurn(TURN_ENDED);
    for (;;) {
      next = iterator.next();
      // A failure surfaces at the next `await next`; until then it must not count as unhandled.
      next.catch(() => {});
      const raced = await Promise.race([next, turnEnded]);
      if (raced === TURN_ENDED) break;
      if (raced.done) {
        yield batch;
        return;
      }
      batch += raced.value;
    }
    yield batch;
  }
}
