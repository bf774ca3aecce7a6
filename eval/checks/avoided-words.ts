import { containsPhrase } from "./text.ts";

/** The brand's words to avoid that the text still uses (whole words, any case or accent). */
export const avoidedWordsIn = (text: string, wordsToAvoid: readonly string[]) =>
  wordsToAvoid.filter((word) => containsPhrase(text, word));
