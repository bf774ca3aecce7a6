import { containsPhrase } from "./text.ts";

/** Names a text may use for a date: "Halloween (Dia das Bruxas)" is also "Halloween". */
const spellings = (name: string) => [name, ...(name.match(/^(.+?) \((.+)\)$/)?.slice(1) ?? [])];

/** The dates of `unfit` (a brief's dates to avoid) that the text still uses. */
export function unfitDatesIn(text: string, unfit: readonly string[]): string[] {
  return unfit.filter((name) => spellings(name).some((spelling) => containsPhrase(text, spelling)));
}

/** Whether a post marked with a commercial date ties its copy to it (the date is "kept"). */
export const keepsDate = (copy: string, dateName: string) =>
  spellings(dateName).some((spelling) => containsPhrase(copy, spelling));
