import type { SSEStreamingApi } from "hono/streaming";
import type { StreamEvent } from "../../shared/generation/stream.ts";
import { takeTurn } from "../lib/turns.ts";

// Streams started together get their tokens together, hundreds in one turn of the event loop.
// Reading a provider's chunk (the SDK parses it) and writing an event are where that flood
// turns into work, so both wait for their turn (docs/decisions/007).

/** A provider's pieces, each read on its turn; not reading is backpressure on the socket. */
export async function* readOnTurns(pieces: AsyncIterable<string>): AsyncGenerator<string> {
  const iterator = pieces[Symbol.asyncIterator]();
  for (;;) {
    await takeTurn();
    const next = await iterator.next();
    if (next.done) return;
    yield next.value;
  }
}

/**
 * Writes a generation's events to its page, each on its turn. Once the page has gone away,
 * writing stops quietly while the generation runs on.
 */
export function eventWriter(stream: SSEStreamingApi) {
  return async (event: StreamEvent) => {
    await takeTurn();
    if (!stream.aborted && !stream.closed) await stream.writeSSE({ data: JSON.stringify(event) });
  };
}
