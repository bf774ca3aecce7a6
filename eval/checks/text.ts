/** Text as the checks compare it: lower case, without accents, spaces collapsed. */
export const normalized = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLocaleLowerCase("pt-BR")
    .replace(/\s+/g, " ")
    .trim();

export { wordCount } from "../../src/shared/generation/post-rules.ts";

/** Whether `phrase` occurs in `text` as whole words, ignoring case and accents. */
export function containsPhrase(text: string, phrase: string): boolean {
  const needle = normalized(phrase);
  if (!needle) return false;
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "u").test(normalized(text));
}
