import type { EditInput } from "@shared/generation/inputs";
import { streamEvents } from "@/lib/sse";

/** Asks the AI to rewrite `content` per the instruction; resolves with the full new text. */
export async function requestEdit(input: EditInput, signal?: AbortSignal): Promise<string> {
  for await (const event of streamEvents("/api/generate/edit", input, signal)) {
    if (event.type === "done") return event.content;
    if (event.type === "error") throw new Error(event.message);
  }
  throw new Error("A edição terminou sem resultado.");
}
