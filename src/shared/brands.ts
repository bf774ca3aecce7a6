import { z } from "zod";
import { brandInputSchema } from "./generation/inputs.ts";

/** Agencies keep one brand per client; past this an account is more likely a script. */
export const MAX_BRANDS = 50;
export const BRAND_LIMIT_MESSAGE = `Você já tem ${MAX_BRANDS} marcas, o limite por conta. Exclua uma marca que não usa mais para criar outra.`;
export const BRAND_NOT_FOUND = "Marca não encontrada.";

/** The Prompt Mãe is edited by hand after it is generated: room for a long one. */
export const MAX_BASE_PROMPT_LENGTH = 20_000;
export const MAX_BRAND_WORDS = 5;
export const MAX_BRAND_WORD_LENGTH = 40;

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

/** The fields a brand holds besides the prompt creator's five. */
const brandExtrasSchema = z.object({
  basePrompt: z
    .string()
    .max(
      MAX_BASE_PROMPT_LENGTH,
      `O Prompt Mãe aceita no máximo ${MAX_BASE_PROMPT_LENGTH.toLocaleString("pt-BR")} caracteres.`,
    ),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, "Escolha uma cor válida (formato #RRGGBB).")
    .transform((hex) => hex.toLowerCase())
    .nullable(),
  wordsToUse: brandWordsSchema,
  wordsToAvoid: brandWordsSchema,
});

/** Creating a brand: the five fields are required, as in the prompt creator. */
export const brandCreateSchema = brandInputSchema.extend({
  basePrompt: brandExtrasSchema.shape.basePrompt.default(""),
  color: brandExtrasSchema.shape.color.default(null),
  wordsToUse: brandExtrasSchema.shape.wordsToUse.default([]),
  wordsToAvoid: brandExtrasSchema.shape.wordsToAvoid.default([]),
});
export type BrandCreate = z.infer<typeof brandCreateSchema>;
export type BrandFormValues = z.input<typeof brandCreateSchema>;

/** Editing sends only what changed; a field it sends keeps the create rules. */
export const brandUpdateSchema = brandInputSchema.extend(brandExtrasSchema.shape).partial();
export type BrandUpdate = z.infer<typeof brandUpdateSchema>;

export const brandIdParamSchema = z.object({ id: z.string() });

export type Brand = BrandCreate & {
  id: string;
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

export const BRAND_CARD_PROMPT_LENGTH = 180;
