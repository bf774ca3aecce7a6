import type { CaptionFields } from "../../src/shared/generation/caption-fields.ts";
import type { Channel } from "../../src/shared/generation/options.ts";
import { normalized } from "./text.ts";

/*
 * What each network makes of a post's text, as the eval reads the networks' own rules: no
 * clickable link in an Instagram or TikTok caption ("link na bio"), a few relevant hashtags
 * where hashtags are read, whole words in each, and alt text that describes a picture.
 */

/** Words a hashtag may not end on: "#Produtoem" is "Produto em" cut mid-phrase. */
const FUNCTION_WORDS = [
  "para",
  "pelo",
  "pela",
  "dos",
  "das",
  "nos",
  "nas",
  "com",
  "por",
  "uma",
  "de",
  "do",
  "da",
  "em",
  "no",
  "na",
  "um",
  "ao",
  "e",
];

const wordsOf = (text: string) => new Set(normalized(text).split(/[^\p{L}\p{N}]+/u));

/**
 * Hashtags cut mid-phrase: the body is a word of the post's own text followed by a function
 * word ("#Produtoem" from "Produto em uso", "#Cestade", "#Doresdo"). `source` is the text the
 * hashtags were made from (theme, caption, the brand's words).
 */
export function brokenHashtags(hashtags: readonly string[], source: string): string[] {
  const words = wordsOf(source);
  return hashtags.filter((tag) => {
    const body = normalized(tag.replace(/^#/, ""));
    return FUNCTION_WORDS.some((fn) => {
      if (!body.endsWith(fn)) return false;
      const head = body.slice(0, -fn.length);
      return head.length >= 3 && words.has(head);
    });
  });
}

/** How many hashtags each channel reads well: none on WhatsApp, a few elsewhere. */
const HASHTAG_RANGE: Record<Channel, readonly [number, number]> = {
  instagram: [3, 10],
  tiktok: [3, 6],
  facebook: [0, 3],
  linkedin: [0, 3],
  youtube: [0, 3],
  twitter: [0, 2],
  whatsapp_status: [0, 0],
  whatsapp_canal: [0, 0],
};

/** Networks whose captions cannot hold a clickable link: the link goes in the profile. */
const NO_LINK_CHANNELS: ReadonlySet<Channel> = new Set(["instagram", "tiktok"]);

/** A caption or call to action that sends to a link where the channel has none. */
export function deadLinks(text: string, channel: Channel): string[] {
  if (!NO_LINK_CHANNELS.has(channel)) return [];
  return [
    ...normalized(text).matchAll(
      /\b(?:pelo|no|neste|nesse|do|clique no) link\b(?! na bio| da bio)/g,
    ),
  ].map((m) => m[0]);
}

/** Alt text that talks about the post instead of describing a picture (or asking for one). */
export function altTextProblems(altText: string): string[] {
  const plain = normalized(altText);
  if (plain.includes("[descreva")) return [];
  if (/\b(?:post|publicacao|conteudo|legenda)\b/.test(plain))
    return ["descreve o post, não a imagem"];
  if (plain.split(" ").length < 4) return ["curto demais para descrever uma imagem"];
  return [];
}

/** What is wrong with a caption's hashtags on its channel: count, and cut words. */
export function hashtagProblems(
  caption: CaptionFields,
  channel: Channel,
  source: string,
): string[] {
  const [min, max] = HASHTAG_RANGE[channel];
  const count = caption.hashtags.length;
  return [
    ...(count < min || count > max ? [`${count} hashtags (${min} a ${max})`] : []),
    ...brokenHashtags(caption.hashtags, `${source}\n${caption.caption}`).map((t) => `${t} cortada`),
  ];
}
