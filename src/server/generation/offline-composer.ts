import { stripMarkdown } from "../../shared/generation/markdown.ts";

/*
 * The offline composer ("Modo demonstração"): with no AI provider configured,
 * it writes a deterministic, usable draft from the inputs so the whole product works on a
 * fresh machine. It is never presented as real AI. Each tool's own draft is in
 * tools/<tool>.ts (the strategy's calendar in tools/strategy/); here are the pieces they share.
 */

export const clean = (text: string) => text.trim().replace(/\s+/g, " ");
export const firstSentence = (text: string) => clean(text).split(/(?<=[.!?])\s/)[0] ?? "";
/**
 * The first sentence of a Prompt Mãe's prose, as plain text ending in a full stop: a pasted or
 * composed Prompt Mãe is markdown, and its headings ("# Prompt Mãe: …", "## Essência") are
 * not prose. Without this, clean() folded them into the sentence, leaving "##" in the text.
 */
export function leadOf(basePrompt: string): string {
  const prose = basePrompt.split("\n").find((line) => line.trim() && !/^\s*#/.test(line));
  const sentence = firstSentence(stripMarkdown(prose ?? basePrompt)).replace(/^- /, "");
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}
export const listOf = (text: string) =>
  text
    .split(/[,;\n]|\se\s/)
    .map(clean)
    .filter(Boolean);
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
export const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
