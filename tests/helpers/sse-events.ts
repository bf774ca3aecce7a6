import { type StreamEvent, streamEventSchema } from "../../src/shared/generation/stream.ts";

/**
 * Reads a generation stream's events as the page does, checking each against the shared
 * schema. `until` may end the reading early (the caller then aborts the request).
 */
export async function readEvents(
  response: Response,
  until?: (event: StreamEvent, events: StreamEvent[]) => boolean,
): Promise<StreamEvent[]> {
  if (!response.body) throw new Error("response has no body");
  const events: StreamEvent[] = [];
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const bytes of response.body) {
    buffer += decoder.decode(bytes, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf("\n\n");
      const data = block
        .split("\n")
        .filter((line) => line.startsWith("data: "))
        .map((line) => line.slice(6))
        .join("\n");
      if (!data) continue;
      const event = streamEventSchema.parse(JSON.parse(data));
      events.push(event);
      if (until?.(event, events)) return events;
    }
  }
  return events;
}

/** The text the page would show: every delta, in order. */
export const textOf = (events: StreamEvent[]) =>
  events.map((e) => (e.type === "delta" ? e.text : "")).join("");
