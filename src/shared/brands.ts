// Without zod: the plan page and the history list read a brand's limits at start; the brand
// form's schemas, and a brand's shape, are in brand-schemas.ts (decision 065).

/** Agencies keep one brand per client; past this an account is more likely a script. */
export const MAX_BRANDS = 50;
export const BRAND_LIMIT_MESSAGE = `Você já tem ${MAX_BRANDS} marcas, o limite por conta. Exclua uma marca que não usa mais para criar outra.`;
export const BRAND_NOT_FOUND = "Marca não encontrada.";

/** The Prompt Mãe is edited by hand after it is generated: room for a long one. */
export const MAX_BASE_PROMPT_LENGTH = 20_000;
export const MAX_BRAND_WORDS = 5;
export const MAX_BRAND_WORD_LENGTH = 40;

export const MAX_HASHTAG_SETS = 10;
export const MAX_HASHTAGS_PER_SET = 30;

export const BRAND_CARD_PROMPT_LENGTH = 180;
