import { setTimeout as sleep } from "node:timers/promises";
import { SSEStreamingApi } from "hono/streaming";
import { describe, expect, it, vi } from "vitest";
import { TURN_SLICE_MS } from "../lib/turns.ts";
import { eventWriter, readOnTurns } from "./stream-turns.ts";

/** A stream as `streamSSE` hands it to a route, and the text its page receives. */
function openStream() {
  const { readable, writable } = new TransformStream();
  const stream = new SSEStreamingApi(writable, readable);
  return { stream, received: new Response(stream.responseReadable).text() };
}

/** Busy-waits: CPU work that does not return to the event loop. */
function work(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe("eventWriter", () => {
  it("writes each event to the page as one Server-Sent Event, in order", async () => {
    const { stream, received } = openStream();
    const write = eventWriter(stream);
    await write({ type: "start", demo: true });
    await write({ type: "delta", text: "Olá, mundo" });
    await stream.close();
    expect(await received).toBe(
      'data: {"type":"start","demo":true}\n\ndata: {"type":"delta","text":"Olá, mundo"}\n\n',
    );
  });

  it("writes nothing once the page has gone away, without failing the generation", async () => {
    const { stream } = openStream();
    const written = vi.spyOn(stream, "writeSSE");
    const write = eventWriter(stream);
    await write({ type: "start", demo: false });
    stream.abort();
    await expect(write({ type: "delta", text: "ninguém lê" })).resolves.toBeUndefined();
    expect(written).toHaveBeenCalledTimes(1);
  });

  it("lets timers run while hundreds of streams write at once", async () => {
    await sleep(TURN_SLICE_MS * 2);
    const streams = Array.from({ length: 400 }, () => {
      const { stream } = openStream();
      // Each write costs CPU, as encoding and sending an event does.
      vi.spyOn(stream, "writeSSE").mockImplementation(async () => work(0.25));
      return eventWriter(stream);
    });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    // 400 streams of four events: 400 ms of writing that became ready at once.
    await Promise.all(
      streams.map(async (write) => {
        for (let i = 0; i < 4; i++) await write({ type: "delta", text: `${i}` });
      }),
    );
    clearInterval(timer);
    // Written without turns, the timer would not fire once during the 400 ms.
    expect(ticks).toBeGreaterThan(400 / (TURN_SLICE_MS * 4));
  });
});

describe("readOnTurns", () => {
  it("passes every piece on, in order, and ends with its source", async () => {
    async function* source() {
      yield "Olá";
      yield ", ";
      yield "mundo";
    }
    const read: string[] = [];
    for await (const piece of readOnTurns(source())) read.push(piece);
    expect(read).toEqual(["Olá", ", ", "mundo"]);
  });

  it("lets timers run while hundreds of streams read a burst", async () => {
    await sleep(TURN_SLICE_MS * 2);
    // Each read costs CPU, as the SDK parsing a provider's chunk does.
    async function* provider() {
      for (let i = 0; i < 4; i++) {
        work(0.25);
        yield `${i}`;
      }
    }
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    // 400 streams of four chunks: 400 ms of reading that became ready at once.
    await Promise.all(
      Array.from({ length: 400 }, async () => {
        for await (const _ of readOnTurns(provider()));
      }),
    );
    clearInterval(timer);
    // Read without turns, the timer would not fire once during the 400 ms.
    expect(ticks).toBeGreaterThan(400 / (TURN_SLICE_MS * 4));
  });
});
