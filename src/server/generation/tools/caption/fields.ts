import type { CaptionFields } from "../../../../shared/generation/caption-fields.ts";
import {
  ALT_TEXT_MAX,
  CHANNEL_LIMITS,
  captionFieldsOf,
  characterCount,
} from "../../../../shared/generation/captions.ts";
import { hashtagsIn } from "../../../../shared/generation/hashtags.ts";
import type { Channel } from "../../../../shared/generation/options.ts";

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Removes each word (whole, any case) and the space it leaves: a brand's words to avoid. */
export function without(text: string, words: readonly string[]): string {
  if (words.length === 0) return text;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${words.map(escaped).join("|")})(?![\\p{L}\\p{N}])`,
    "giu",
  );
  return text
    .replace(pattern, "")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/ +([,.;:!?])/g, "$1")
    .trim();
}

/** Cut at the last word boundary within `max` characters. */
function within(text: string, max: number): string {
  if (characterCount(text) <= max) return text;
  const cut = [...text].slice(0, max).join("");
  const space = cut.lastIndexOf(" ");
  return (space > max / 2 ? cut.slice(0, space) : cut).trim();
}

export type CaptionRules = {
  channel: Channel;
  /** The hashtags of the brand's sets picked in the form: always there, first. */
  hashtags: readonly string[];
  /** The brand's words to avoid: never in what is saved. */
  wordsToAvoid: readonly string[];
};

/**
 * The fields of the text the model (or the composer, or an edit) wrote, made to keep the
 * rules whatever it wrote: the brand's words to avoid removed, the picked hashtags first, the
 * channel's hashtag count and the alt text's length kept. A caption over the channel's length
 * is kept as written: the counter shows it and the marketer decides what to cut.
 */
export function captionOf(text: string, rules: CaptionRules): CaptionFields {
  const written = captionFieldsOf(text);
  const avoid = rules.wordsToAvoid.map((word) => word.trim()).filter(Boolean);
  const lowerAvoid = avoid.map((word) => word.toLocaleLowerCase("pt-BR"));
  const limits = CHANNEL_LIMITS[rules.channel];
  const hashtags = hashtagsIn([...rules.hashtags, ...written.hashtags].join(" "))
    .filter((tag) => !lowerAvoid.some((word) => tag.toLocaleLowerCase("pt-BR").includes(word)))
    .slice(0, limits.hashtags);
  return {
    caption: without(written.caption, avoid),
    hashtags,
    altText: within(without(written.altText, avoid), ALT_TEXT_MAX),
    firstComment: without(written.firstComment, avoid),
  };
}
