import type { EditInput } from "@shared/generation/inputs";
import { api, withSignal } from "@/lib/api-client";
import { streamEvents } from "@/lib/sse";

export type EditResult = { content: string; historyId: string };

/**
 * Asks the AI to rewrite `content` per the instruction; resolves with the full new text and
 * the history item it was saved as, or null when the text came back unchanged (nothing saved).
 */
export async function requestEdit(
  input: EditInput,
  signal?: AbortSignal,
): Promise<EditResult | null> {
  const call = api.generate.edit.$post({ json: input }, withSignal(signal));
  for await (const event of streamEvents(call)) {
    if (event.type === "done") return { content: event.content, historyId: event.historyId };
    if (event.type === "unchanged") return null;
    if (event.type === "error") throw new Error(event.message);
  }
  throw new Error("A edição terminou sem resultado.");
}
