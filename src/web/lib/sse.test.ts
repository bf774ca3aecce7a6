import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, api } from "./api-client";
import { createSseParser, STREAM_INTERRUPTED, streamEvents } from "./sse";

const historyId = "3f1c1a5e-8d2b-4c1e-9f7a-2b6d8e4c0a11";

/** A fetch answering with the given chunks as a text/event-stream body. */
function stubStream(chunks: string[]) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  const fetch = vi.fn(
    async () => new Response(body, { headers: { "Content-Type": "text/event-stream" } }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const brand = {
  brandName: "Café",
  brandDescription: "Cafeteria de bairro",
  brandLocation: "Curitiba",
  brandProblemSolution: "Café fresco",
  brandValues: "Cuidado",
};

async function collect() {
  const events = [];
  for await (const event of streamEvents(api.generate.prompt.$post({ json: brand }))) {
    events.push(event);
  }
  return events;
}

afterEach(() => vi.unstubAllGlobals());

describe("the SSE parser", () => {
  it("reads events split across chunks at any point, skipping keep-alive comments", () => {
    const parser = createSseParser();
    const wire =
      ': keep-alive\n\ndata: {"type":"start","demo":true}\n\ndata: {"type":"delta","text":"Olá, "}\r\n\r\ndata: {"type":"delta","text":"mundo"}\n\n';
    const events = [];
    for (let i = 0; i < wire.length; i += 7) events.push(...parser.push(wire.slice(i, i + 7)));
    events.push(...parser.end());
    expect(events).toEqual([
      { type: "start", demo: true },
      { type: "delta", text: "Olá, " },
      { type: "delta", text: "mundo" },
    ]);
  });

  it("joins the data lines of one event with newlines", () => {
    const parser = createSseParser();
    const events = parser.push('data: {"type":"delta",\ndata: "text":"a"}\n\n');
    expect(events).toEqual([{ type: "delta", text: "a" }]);
  });

  it("keeps an event the stream ended without a blank line after", () => {
    const parser = createSseParser();
    expect(parser.push('data: {"type":"delta","text":"fim"}')).toEqual([]);
    expect(parser.end()).toEqual([{ type: "delta", text: "fim" }]);
  });

  it("refuses an event that breaks the contract", () => {
    const parser = createSseParser();
    expect(() => parser.push('data: {"type":"delta"}\n\n')).toThrow();
  });
});

describe("the streaming client", () => {
  it("posts the input as JSON and yields the events up to done", async () => {
    const fetch = stubStream([
      'data: {"type":"start","demo":false}\n\n',
      'data: {"type":"delta","text":"Texto"}\n\n',
      `data: {"type":"done","historyId":"${historyId}","version":1,"title":"Prompt para Café","content":"Texto","brandId":null,"links":{}}\n\n`,
    ]);
    const events = await collect();
    expect(events.map((e) => e.type)).toEqual(["start", "delta", "done"]);
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/generate/prompt");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toEqual(brand);
  });

  it("ends with an error event when the stream stops before done", async () => {
    stubStream(['data: {"type":"delta","text":"meio"}\n\n']);
    const events = await collect();
    expect(events.at(-1)).toEqual({
      type: "error",
      code: "STREAM_INTERRUPTED",
      message: STREAM_INTERRUPTED,
    });
  });

  it("throws the server's message when the request is refused before streaming", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ code: "LOCKED", message: "Sua conta está travada." }, { status: 423 }),
      ),
    );
    const error = await collect().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(423);
    expect((error as ApiRequestError).message).toBe("Sua conta está travada.");
  });
});
