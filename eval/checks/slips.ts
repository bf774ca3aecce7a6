import { containsPhrase, normalized } from "./text.ts";

/**
 * "de forma descontraído": "forma" is feminine, so the adjective after it must be too. Issue
 * 33 found the offline composer writing the tone's masculine label there.
 */
export function agreementSlips(text: string): string[] {
  return [...normalized(text).matchAll(/\bde (?:forma|maneira) ([a-z]+o)\b/g)].map((m) => m[0]);
}

/**
 * Whether a text meant for the public repeats the marketer's internal goal word for word
 * ("vender o curso de barista" in a suggested caption, as issue 33 found).
 */
export const leaksGoal = (publicText: string, internalGoal: string) =>
  normalized(internalGoal).split(" ").length >= 3 && containsPhrase(publicText, internalGoal);
