import { wordCount } from "./text.ts";

/** Issue 33: a hook is read in a glance, at most about 12 words. */
export const HOOK_MAX_WORDS = 12;

/** A call to action is one short instruction; the fastest channels get fewer words. */
const CTA_MAX_WORDS: Record<string, number> = {
  "Twitter/X": 8,
  "WhatsApp Status": 8,
  TikTok: 8,
};
const CTA_DEFAULT_MAX_WORDS = 10;

export const ctaMaxWords = (channelLabel: string) =>
  CTA_MAX_WORDS[channelLabel] ?? CTA_DEFAULT_MAX_WORDS;

export const hookFits = (hook: string) => wordCount(hook) <= HOOK_MAX_WORDS;

export const ctaFits = (callToAction: string, channelLabel: string) =>
  wordCount(callToAction) <= ctaMaxWords(channelLabel);
