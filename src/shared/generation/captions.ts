import type { CaptionFields } from "./caption-fields.ts";
import { hashtagsIn } from "./hashtags.ts";
import type { Channel } from "./options.ts";

// Without zod: the plan page counts and copies captions at start; the schema a caption is
// checked with is in caption-fields.ts (decision 065).

/**
 * What each channel accepts in a post's text, defined once: the caption tool tells the model,
 * the server checks what it saves, and the counters and the copy button show it. Characters are
 * counted as the networks count them (code points), the hashtags included in the caption.
 * `hashtags: 0` means the channel has no hashtags; `suggested` is our advice, not a rule.
 */
export type ChannelLimits = {
  caption: number;
  hashtags: number;
  suggested?: readonly [number, number];
};

export const CHANNEL_LIMITS: Record<Channel, ChannelLimits> = {
  // Instagram Help Center, "Captions and hashtags": 2,200 characters, at most 30 hashtags.
  // Instagram's creators account advises a few relevant ones: we suggest 3 to 10.
  instagram: { caption: 2_200, hashtags: 30, suggested: [3, 10] },
  // Facebook: a post takes 63,206 characters; hashtags work but are seldom used.
  facebook: { caption: 63_206, hashtags: 30, suggested: [1, 3] },
  // LinkedIn Help, "Post on LinkedIn": 3,000 characters; LinkedIn suggests 3 hashtags.
  linkedin: { caption: 3_000, hashtags: 30, suggested: [1, 3] },
  // YouTube Help, "Add hashtags": descriptions up to 5,000 characters; over 60 hashtags, all
  // of them are ignored.
  youtube: { caption: 5_000, hashtags: 60, suggested: [1, 3] },
  // TikTok Newsroom (2024): captions up to 4,000 characters.
  tiktok: { caption: 4_000, hashtags: 30, suggested: [3, 5] },
  // X Help Center, "Posting": 280 characters for accounts without X Premium.
  twitter: { caption: 280, hashtags: 5, suggested: [1, 2] },
  // WhatsApp Business Platform: media captions up to 1,024 characters; no hashtags.
  whatsapp_status: { caption: 1_024, hashtags: 0 },
  whatsapp_canal: { caption: 1_024, hashtags: 0 },
};

/** Alt text: screen readers read about 125 characters well; Instagram's field is meant short. */
export const ALT_TEXT_MAX = 125;

/** The same count the networks make: characters as the reader sees them, not UTF-16 units. */
export const characterCount = (text: string) => [...text].length;

/** Caption and hashtags exactly as they go on the post ("Copiar para a rede"). */
export function textForNetwork({ caption, hashtags }: Pick<CaptionFields, "caption" | "hashtags">) {
  return [caption.trim(), hashtags.join(" ")].filter(Boolean).join("\n\n");
}

/** What goes over the channel's limits, in Portuguese; empty when everything fits. */
export function captionProblems(fields: CaptionFields, channel: Channel): string[] {
  const limits = CHANNEL_LIMITS[channel];
  const problems: string[] = [];
  const length = characterCount(textForNetwork(fields));
  if (length > limits.caption) {
    problems.push(
      `A legenda passa do limite do canal (${length} de ${limits.caption} caracteres).`,
    );
  }
  if (fields.hashtags.length > limits.hashtags) {
    problems.push(
      limits.hashtags === 0
        ? "Este canal não usa hashtags."
        : `Hashtags demais para o canal (${fields.hashtags.length} de ${limits.hashtags}).`,
    );
  }
  if (characterCount(fields.altText) > ALT_TEXT_MAX) {
    problems.push(`O texto alternativo passa de ${ALT_TEXT_MAX} caracteres.`);
  }
  return problems;
}

/** The headings the caption tool's text is written under, read back into its fields. */
export const CAPTION_SECTIONS = {
  caption: "Legenda",
  hashtags: "Hashtags",
  altText: "Texto alternativo",
  firstComment: "Primeiro comentário",
} as const satisfies Record<keyof CaptionFields, string>;

/** The fields as the tool writes them: one "## heading" each, the first comment only if any. */
export function captionText(fields: CaptionFields): string {
  return (Object.keys(CAPTION_SECTIONS) as (keyof CaptionFields)[])
    .map((key) => {
      const value = key === "hashtags" ? fields.hashtags.join(" ") : fields[key].trim();
      return value ? `## ${CAPTION_SECTIONS[key]}\n${value}` : "";
    })
    .filter(Boolean)
    .join("\n\n");
}

const headingKey = (heading: string) =>
  (Object.keys(CAPTION_SECTIONS) as (keyof CaptionFields)[]).find(
    (key) =>
      CAPTION_SECTIONS[key].toLocaleLowerCase("pt-BR") ===
      heading.replace(/[#*:]/g, "").trim().toLocaleLowerCase("pt-BR"),
  );

/**
 * The fields of a text written under those headings (by the model, the offline composer or an
 * edit). Text before any heading, or a text with none, is the caption.
 */
export function captionFieldsOf(text: string): CaptionFields {
  const parts: Record<keyof CaptionFields, string[]> = {
    caption: [],
    hashtags: [],
    altText: [],
    firstComment: [],
  };
  let current: keyof CaptionFields = "caption";
  for (const line of text.split(/\r?\n/)) {
    const heading = /^\s*(#{1,6}\s+|\*\*)/.test(line) ? headingKey(line) : undefined;
    if (heading) current = heading;
    else parts[current].push(line);
  }
  const body = (key: keyof CaptionFields) => parts[key].join("\n").trim();
  return {
    caption: body("caption"),
    hashtags: hashtagsIn(body("hashtags")),
    altText: body("altText"),
    firstComment: body("firstComment"),
  };
}
