import { z } from "zod";
import { hashtagsIn } from "./hashtags.ts";

// Apart from captions.ts, which the plan page reads at start: only the caption's editors and the
// server build this schema (decision 065).

const MAX_CAPTION_TEXT = 10_000;
const tooLong = (label: string, max: number) => `${label} aceita no máximo ${max} caracteres.`;

/** A post's publishable text: what the caption tool writes and the marketer may edit. */
export const captionFieldsSchema = z.object({
  caption: z.string().max(MAX_CAPTION_TEXT, tooLong("A legenda", MAX_CAPTION_TEXT)),
  hashtags: z
    .array(z.string().max(140, "Hashtag longa demais."), "Hashtags inválidas.")
    .max(60, "No máximo 60 hashtags.")
    .transform((tags) => hashtagsIn(tags.join(" "))),
  altText: z.string().max(1_000, tooLong("O texto alternativo", 1_000)),
  firstComment: z
    .string()
    .max(MAX_CAPTION_TEXT, tooLong("O primeiro comentário", MAX_CAPTION_TEXT)),
});
export type CaptionFields = z.infer<typeof captionFieldsSchema>;
