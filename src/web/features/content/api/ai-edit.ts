import type { EditInput } from "@shared/generation/tool-inputs";
import type { SavedText } from "@shared/generation/versions";
import { ApiRequestError, api, withSignal } from "@/lib/api-client";
import { streamEvents } from "@/lib/sse";

/** The text a result now has, and the item and version it is. */
export type EditResult = SavedText;

/**
 * Asks the AI to rewrite `content` per the instruction; resolves with the full new text and
 * the history item it was saved as, or null when the text came back unchanged (nothing saved).
 * A refusal, before or at the end of the stream, throws ApiRequestError with the server's code
 * (STALE_VERSION: the item moved on from `basedOn`).
 */
export async function requestEdit(
  input: EditInput,
  signal?: AbortSignal,
): Promise<EditResult | null> {
  const call = api.generate.edit.$post({ json: input }, withSignal(signal));
  for await (const event of streamEvents(call)) {
    if (event.type === "done")
      return { content: event.content, historyId: event.historyId, version: event.version };
    if (event.type === "unchanged") return null;
    // The stream itself was a 200: its last event says it failed.
    if (event.type === "error") throw new ApiRequestError(200, event.message, event.code);
  }
  throw new Error("A edição terminou sem resultado.");
}
