import type { Env } from "../env.ts";

/*
 * The embeddings model the repeat check asks what posts mean (issue 41). OpenAI's API serves
 * text-embedding-3-small (US$ 0.02 per million tokens: a 65-post plan's themes and hooks cost
 * about US$ 0.00004); a compatible server names its own model, or has none. Decided once per
 * process from AI_EMBEDDING_MODEL: `auto` is OpenAI's small model on api.openai.com and none
 * elsewhere, `off` none, anything else that model on the configured server.
 */

const OPENAI_HOST = "api.openai.com";
export const OPENAI_EMBEDDING_MODEL = "text-embedding-3-small";

/** The embeddings model to call, or null: the repeat check then reads words alone. */
export function embeddingModelOf(
  env: Pick<Env, "AI_EMBEDDING_MODEL" | "OPENAI_BASE_URL">,
): string | null {
  if (env.AI_EMBEDDING_MODEL === "off") return null;
  if (env.AI_EMBEDDING_MODEL !== "auto") return env.AI_EMBEDDING_MODEL;
  return new URL(env.OPENAI_BASE_URL).hostname === OPENAI_HOST ? OPENAI_EMBEDDING_MODEL : null;
}

/** The cosine of two vectors' angle: 1 for the same direction, about 0 for unrelated ones. */
export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}
