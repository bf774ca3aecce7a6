import { normalized } from "./text.ts";

/** How many of the texts are distinct, as a share of all (1 when every one differs). */
export function distinctShare(texts: readonly string[]): number {
  if (texts.length === 0) return 1;
  const distinct = new Set(texts.map((t) => normalized(t).replace(/[^\p{L}\p{N} ]/gu, "")));
  return distinct.size / texts.length;
}

/**
 * The share of distinct openings (first `words` words): hooks filled from one template
 * ("O que ninguém te conta sobre …") differ in their text but not in their shape.
 */
export function distinctOpeningShare(texts: readonly string[], words = 3): number {
  return distinctShare(
    texts.map((t) =>
      normalized(t)
        .replace(/[^\p{L}\p{N} ]/gu, "")
        .split(" ")
        .slice(0, words)
        .join(" "),
    ),
  );
}
