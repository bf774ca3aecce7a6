import { cosine } from "../../../ai/embeddings.ts";
import type { AiProvider } from "../../../ai/provider.ts";
import type { Logger } from "../../../lib/logger.ts";
import { type SamePosts, sameWords, type Written } from "./repeats.ts";

/**
 * The cosine of two texts' embeddings at or above which they say the same thing: paraphrases
 * of one idea ("Dicas de cuidado no frio", "Como proteger os fios no inverno") sit above it,
 * two ideas of one brand below. A first setting, to be read again against a real model's plans
 * (EVALS.md: the real-model column).
 */
export const SAME_MEANING = 0.85;

/**
 * How the repeat check compares a plan's posts: by their idea words (repeats.ts) and, when
 * the model's server embeds (AI_EMBEDDING_MODEL), by what their themes and hooks mean. Each
 * text is embedded once, in one metered call for the texts not seen yet; a failed call leaves
 * the words alone to judge (variety is lost, never the strategy).
 */
export function meaningCheck(provider: AiProvider, logger: Logger) {
  const vectors = new Map<string, number[]>();
  const near = (a: string, b: string) => {
    const [x, y] = [vectors.get(a), vectors.get(b)];
    return x !== undefined && y !== undefined && cosine(x, y) >= SAME_MEANING;
  };
  return async (posts: readonly Written[]): Promise<SamePosts> => {
    const { embed } = provider;
    if (!embed) return sameWords;
    const texts = [...new Set(posts.flatMap((p) => [p.theme, p.hook]))];
    const missing = texts.filter((text) => !vectors.has(text));
    if (missing.length > 0) {
      try {
        const embedded = await embed(missing);
        missing.forEach((text, i) => {
          const vector = embedded[i];
          if (vector) vectors.set(text, vector);
        });
      } catch (error) {
        logger.warn({ err: error }, "calendar embeddings failed: repeats read by their words");
        return sameWords;
      }
    }
    return (a, b) => sameWords(a, b) || near(a.theme, b.theme) || near(a.hook, b.hook);
  };
}
