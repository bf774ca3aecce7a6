import type { Channel } from "./options.ts";

/*
 * What a calendar post may be, defined once: the formats each channel takes, and how long a
 * hook and a call to action may be. The calendar's reply schema, the offline composer and the
 * eval (eval/checks) read these.
 */

/** The formats each channel takes (the script tool maps them: shared/plans.ts). */
export const CHANNEL_FORMATS: Record<Channel, readonly [string, ...string[]]> = {
  instagram: ["Reels", "Carrossel", "Stories"],
  facebook: ["Post com imagem", "Vídeo curto"],
  linkedin: ["Post de texto", "Artigo"],
  youtube: ["Vídeo", "Shorts"],
  tiktok: ["Vídeo curto"],
  twitter: ["Thread", "Post"],
  // A Status is a video or a picture; a channel update is a picture with text or a short video.
  whatsapp_status: ["Status em vídeo", "Status com imagem"],
  whatsapp_canal: ["Atualização com imagem", "Vídeo curto"],
};

/** The formats of a channel. */
export const formatsOf = (channel: Channel): readonly string[] => CHANNEL_FORMATS[channel];

/** Every format of every channel, once each: the post panel's and the caption form's suggestions. */
export const POST_FORMATS: readonly string[] = [...new Set(Object.values(CHANNEL_FORMATS).flat())];

/** A hook is read in a glance: at most about 12 words (issue 33). */
export const HOOK_MAX_WORDS = 12;

/** A call to action is one short instruction; the fastest channels get fewer words. */
const CTA_MAX_WORDS: Partial<Record<Channel, number>> = {
  twitter: 8,
  whatsapp_status: 8,
  tiktok: 8,
};
const CTA_DEFAULT_MAX_WORDS = 10;

export const ctaMaxWords = (channel: Channel) => CTA_MAX_WORDS[channel] ?? CTA_DEFAULT_MAX_WORDS;

/** A word as a reader counts it: a run of letters or digits (hyphenated words count once). */
const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;

export const wordCount = (text: string) => text.match(WORD)?.length ?? 0;

/** The text up to its `max`-th word (what follows it, punctuation included, goes). */
export function firstWords(text: string, max: number): string {
  const words = [...text.matchAll(WORD)];
  const last = words[max - 1];
  if (words.length <= max || last === undefined) return text.trim();
  return text.slice(0, last.index + last[0].length).trim();
}
