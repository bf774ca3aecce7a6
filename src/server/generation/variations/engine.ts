import { VARIATION_COUNT } from "../../../shared/generation/variations.ts";
import type { AiSession } from "../../ai/meter.ts";
import { AiCutError, type ChatMessage, type ChatOptions } from "../../ai/provider.ts";

/** A reply as an option: no quotes or blank lines around it (models like to add them). */
const optionOf = (text: string) =>
  text
    .trim()
    .replace(/^["“«](.*)["”»]$/s, "$1")
    .trim();

/**
 * The options for one prompt (decision 043): with a provider that takes `n`, one call asks for
 * all of them, and single calls complete what it did not answer; otherwise one call an option,
 * made together. Each call goes through the session's meter and is recorded by its own usage.
 * Without a provider, the offline composer's options, recorded by estimate. A reply cut at
 * `max_tokens` fails the request (AiCutError): a cut option is never offered.
 */
export async function writeVariations(
  ai: AiSession,
  messages: ChatMessage[],
  reply: ChatOptions,
  compose: () => string[],
): Promise<string[]> {
  const { provider } = ai;
  if (!provider) {
    const options = compose();
    await ai.recordComposed(messages, options.join("\n\n"));
    return options;
  }
  const options: string[] = [];
  const take = ({ texts, cut }: { texts: string[]; cut: boolean }) => {
    if (cut) throw new AiCutError();
    options.push(...texts.map(optionOf).filter(Boolean));
  };
  if (provider.choices === "n")
    take(await provider.completeChoices(messages, reply, VARIATION_COUNT));
  const missing = VARIATION_COUNT - options.length;
  if (missing > 0) {
    const singles = await Promise.all(
      Array.from({ length: missing }, () => provider.completeChoices(messages, reply, 1)),
    );
    for (const single of singles) take(single);
  }
  return options.slice(0, VARIATION_COUNT);
}
