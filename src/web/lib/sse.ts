import { isLastEvent, type StreamEvent, streamEventSchema } from "@shared/generation/stream";
import type { ClientResponse } from "hono/client";
import { ApiRequestError, accepted } from "./api-client";

export const STREAM_INTERRUPTED =
  "A conexão foi interrompida antes do fim da geração. Tente novamente.";

/**
 * An incremental Server-Sent Events parser: feed it text as it arrives, get back the complete
 * events. Comment lines (keep-alives) are skipped; a malformed event is a bug on the server,
 * so it throws instead of being silently dropped.
 */
export function createSseParser() {
  let buffer = "";
  let data: string[] = [];

  const takeLine = (line: string, events: StreamEvent[]) => {
    if (line === "") {
      if (data.length > 0) events.push(streamEventSchema.parse(JSON.parse(data.join("\n"))));
      data = [];
      return;
    }
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") data.push(value);
  };

  return {
    push(chunk: string): StreamEvent[] {
      buffer += chunk;
      const events: StreamEvent[] = [];
      let newline = buffer.search(/\r?\n|\r/);
      while (newline !== -1) {
        const breakLength = buffer.startsWith("\r\n", newline) ? 2 : 1;
        // A lone "\r" at the end may be the first half of "\r\n": wait for the next chunk.
        if (buffer[newline] === "\r" && breakLength === 1 && newline === buffer.length - 1) break;
        takeLine(buffer.slice(0, newline), events);
        buffer = buffer.slice(newline + breakLength);
        newline = buffer.search(/\r?\n|\r/);
      }
      return events;
    },
    /** The stream ended: an event not yet closed by a blank line still counts. */
    end(): StreamEvent[] {
      const events: StreamEvent[] = [];
      if (buffer !== "") takeLine(buffer, events);
      buffer = "";
      takeLine("", events);
      return events;
    },
  };
}

/**
 * Yields in order the events of a generation endpoint called through the typed client. A
 * refusal before the stream starts throws ApiRequestError; a stream that ends without its last
 * event (isLastEvent) yields a final `error` event, so callers always see exactly one.
 */
export async function* streamEvents(
  call: Promise<ClientResponse<unknown>>,
): AsyncGenerator<StreamEvent> {
  const response = await accepted(call);
  if (!response.body) throw new Error("A resposta não trouxe conteúdo.");
  const parser = createSseParser();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    while (true) {
      const { value, done } = await reader.read();
      for (const event of done ? parser.end() : parser.push(value)) {
        yield event;
        if (isLastEvent(event)) return;
      }
      if (done) break;
    }
  } finally {
    reader.cancel().catch(() => {});
  }
  yield { type: "error", code: "STREAM_INTERRUPTED", message: STREAM_INTERRUPTED };
}

/** How a run ended: the saved text, or the Portuguese reason it failed (if the server gave one). */
export type GenerationOutcome = { ok: true; content: string } | { ok: false; message?: string };

type LastEvent = "done" | "unchanged" | "error";

/**
 * Reads a generation's stream to its end: each event on the way to `progress`, the saved
 * result to `done`. Never throws: a refusal before the stream or a broken one is a failed
 * outcome with the server's Portuguese message when it gave one.
 */
export async function followGeneration(
  call: Promise<ClientResponse<unknown>>,
  on: {
    progress: (event: Exclude<StreamEvent, { type: LastEvent }>) => void;
    done: (event: Extract<StreamEvent, { type: "done" }>) => void;
  },
): Promise<GenerationOutcome> {
  try {
    for await (const event of streamEvents(call)) {
      switch (event.type) {
        case "done":
          on.done(event);
          return { ok: true, content: event.content };
        case "unchanged":
          return { ok: false };
        case "error":
          return { ok: false, message: event.message };
        default:
          on.progress(event);
      }
    }
    return { ok: false };
  } catch (error) {
    return { ok: false, message: error instanceof ApiRequestError ? error.message : undefined };
  }
}
