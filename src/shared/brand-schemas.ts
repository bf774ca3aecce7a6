import { z } from "zod";
import { FONT_PAIRS, type FontPair } from "./art.ts";
import {
  MAX_BASE_PROMPT_LENGTH,
  MAX_BRAND_WORD_LENGTH,
  MAX_BRAND_WORDS,
  MAX_HASHTAG_SETS,
  MAX_HASHTAGS_PER_SET,
} from "./brands.ts";
import { hashtagsIn } from "./generation/hashtags.ts";
import { brandInputSchema } from "./generation/inputs.ts";
import { MAX_FIELD_LENGTH, MAX_FIELD_MESSAGE, withThousands } from "./limits.ts";

// A brand's schemas and shape, apart from its limits (brands.ts), which the signed-in pages read at
// start: only the brand's forms and the server build these (decision 065).

const brandWordsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, "As palavras não podem ficar em branco.")
      .max(
        MAX_BRAND_WORD_LENGTH,
        `Cada palavra aceita no máximo ${MAX_BRAND_WORD_LENGTH} caracteres.`,
      ),
  )
  .max(MAX_BRAND_WORDS, `Informe no máximo ${MAX_BRAND_WORDS} palavras.`)
  .transform((words) => [...new Set(words)]);

const text = z.string().max(MAX_FIELD_LENGTH, MAX_FIELD_MESSAGE);

/** "Grupos de hashtags": named sets the caption tool offers and always includes when picked. */
const hashtagSetsSchema = z
  .array(
    z.object({
      name: z
        .string()
        .trim()
        .min(1, "Dê um nome ao grupo de hashtags.")
        .max(60, "O nome do grupo aceita no máximo 60 caracteres."),
      hashtags: z
        .array(z.string().max(140, "Hashtag longa demais."))
        .transform((tags) => hashtagsIn(tags.join(" ")))
        .pipe(
          z
            .array(z.string())
            .min(1, "Informe ao menos uma hashtag no grupo.")
            .max(
              MAX_HASHTAGS_PER_SET,
              `Um grupo aceita no máximo ${MAX_HASHTAGS_PER_SET} hashtags.`,
            ),
        ),
    }),
  )
  .max(MAX_HASHTAG_SETS, `Uma marca aceita no máximo ${MAX_HASHTAG_SETS} grupos de hashtags.`);
export type HashtagSet = z.infer<typeof hashtagSetsSchema>[number];

const colorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, "Escolha uma cor válida (formato #RRGGBB).")
  .transform((hex) => hex.toLowerCase())
  .nullable();

/** Every field of a brand, each with its rule and no default: what an edit may send. */
const brandFieldsSchema = z.object({
  brandName: brandInputSchema.shape.brandName,
  brandDescription: text,
  brandLocation: text,
  brandProblemSolution: text,
  brandValues: text,
  basePrompt: z
    .string()
    .max(
      MAX_BASE_PROMPT_LENGTH,
      `O Prompt Mãe aceita no máximo ${withThousands(MAX_BASE_PROMPT_LENGTH)} caracteres.`,
    ),
  color: colorSchema,
  // The art's look (decision 050): accents in a second colour, and one of the shipped font pairs.
  secondColor: colorSchema,
  fontPair: z.enum(
    Object.keys(FONT_PAIRS) as [FontPair, ...FontPair[]],
    "Escolha um par de fontes da lista.",
  ),
  wordsToUse: brandWordsSchema,
  wordsToAvoid: brandWordsSchema,
  hashtagSets: hashtagSetsSchema,
});

/**
 * Creating a brand: a name is enough (a marketer may paste a Prompt Mãe written elsewhere);
 * the prompt creator's other four answers are asked for when the Prompt Mãe is generated.
 */
export const brandCreateSchema = brandFieldsSchema.extend({
  brandDescription: text.default(""),
  brandLocation: text.default(""),
  brandProblemSolution: text.default(""),
  brandValues: text.default(""),
  basePrompt: brandFieldsSchema.shape.basePrompt.default(""),
  color: brandFieldsSchema.shape.color.default(null),
  secondColor: brandFieldsSchema.shape.secondColor.default(null),
  fontPair: brandFieldsSchema.shape.fontPair.default("moderna"),
  wordsToUse: brandWordsSchema.default([]),
  wordsToAvoid: brandWordsSchema.default([]),
  hashtagSets: hashtagSetsSchema.default([]),
});
export type BrandCreate = z.infer<typeof brandCreateSchema>;
export type BrandFormValues = z.input<typeof brandCreateSchema>;

/** Editing sends only what changed. */
export const brandUpdateSchema = brandFieldsSchema.partial();
export type BrandUpdate = z.infer<typeof brandUpdateSchema>;

export const brandIdParamSchema = z.object({ id: z.string() });

export type Brand = BrandCreate & {
  id: string;
  /** The logo's version (its bytes' hash), which its URL carries; null without a logo. */
  logoVersion: string | null;
  createdAt: string;
  updatedAt: string;
  lastUsedAt: string | null;
};

/** A card of "Minhas marcas" and a choice of the tools' brand picker. */
export type BrandSummary = Omit<Brand, "basePrompt" | "createdAt"> & {
  /** The start of the Prompt Mãe, for the card. */
  basePromptStart: string;
  hasBasePrompt: boolean;
};

export type BrandList = {
  items: BrandSummary[];
  /** The brand the account generated for last: the tools preselect it. */
  lastUsedId: string | null;
};
