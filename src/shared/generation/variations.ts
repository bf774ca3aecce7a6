import { z } from "zod";
import type { SavedText } from "./versions.ts";

/** "Gerar 3 opções": how many options a request gives (decision 043). */
export const VARIATION_COUNT = 3;

/** What an item's options vary, by the item's kind, as the page names it. */
export const VARIED_PART = {
  caption: "a legenda",
  script: "a abertura do roteiro",
} as const;
export type VariedKind = keyof typeof VARIED_PART;
export const variesKind = (kind: string): kind is VariedKind => kind in VARIED_PART;

export const ITEM_NOT_FOUND = "Conteúdo não encontrado.";

/** Three options for a part of a saved item (a caption, a script's opening). */
export const variationRequestSchema = z.object({
  historyId: z.uuid(ITEM_NOT_FOUND),
});

/**
 * What a request answers: the options, and the signed ticket "Usar esta" sends back with the
 * option picked (so the server saves the options it wrote, and only once).
 */
export type VariationOptions = {
  options: string[];
  /** Written by the offline composer ("Modo demonstração"). */
  demo: boolean;
  ticket: string;
};

/** What a post's options vary ("Gerar 3 opções" in the post panel), as the panel names it. */
export const POST_VARIED_PART = {
  hook: "o gancho",
  caption: "a legenda",
} as const;
export type PostVariedField = keyof typeof POST_VARIED_PART;
const POST_VARIED_FIELDS = Object.keys(POST_VARIED_PART) as [PostVariedField, ...PostVariedField[]];

/**
 * Three options for a post's hook or caption. Ids the server cannot find are its 404, so the
 * request never says whether a post of another workspace exists.
 */
export const postVariationRequestSchema = z.object({
  planId: z.string().max(64),
  postId: z.string().max(64),
  field: z.enum(POST_VARIED_FIELDS, "Escolha o gancho ou a legenda."),
});
export type PostVariationRequest = z.infer<typeof postVariationRequestSchema>;

/** The post after "Usar esta": the option picked is its newest version, the others before it. */
export type PostVariationChosen = { postId: string; version: number };

/** A ticket carries the three options: bounded far above what three replies hold. */
const MAX_TICKET = 64_000;
export const VARIATIONS_EXPIRED =
  'Estas opções expiraram ou não são mais válidas. Gere novas opções com "Gerar 3 opções".';

/** "Usar esta": the option picked (0-based) among those the ticket carries. */
export const variationChoiceSchema = z.object({
  ticket: z
    .string(VARIATIONS_EXPIRED)
    .min(1, VARIATIONS_EXPIRED)
    .max(MAX_TICKET, VARIATIONS_EXPIRED),
  chosen: z
    .number("Escolha uma das opções.")
    .int("Escolha uma das opções.")
    .min(0, "Escolha uma das opções.")
    .max(VARIATION_COUNT - 1, "Escolha uma das opções."),
});
export type VariationChoice = z.infer<typeof variationChoiceSchema>;

/** The item after "Usar esta": its newest version is the option picked. */
export type VariationChosen = SavedText;

/** "Opção 2 de 3": how a card and its version are named. */
export const optionLabel = (index: number) => `Opção ${index + 1} de ${VARIATION_COUNT}`;

/** How long an instruction to generate again may be: a sentence or two. */
export const MAX_INSTRUCTION = 500;

/**
 * "Gerar novamente com uma instrução": the tool runs again on the item's own inputs plus the
 * instruction, and the result is the item's new version.
 */
export const regenerateInputSchema = z.object({
  historyId: z.uuid(ITEM_NOT_FOUND),
  instruction: z
    .string("Digite a instrução.")
    .max(MAX_INSTRUCTION, `A instrução aceita no máximo ${MAX_INSTRUCTION} caracteres.`)
    .refine((v) => v.trim().length > 0, "Digite a instrução."),
});
export type RegenerateInput = z.infer<typeof regenerateInputSchema>;
