import { z } from "zod";
import { ART_FORMATS, type ArtFormat } from "../art-formats.ts";
import { MAX_FIELD_LENGTH, MAX_FIELD_MESSAGE } from "../limits.ts";
import { POST_NOT_FOUND } from "../plans.ts";
import {
  channels,
  LEGACY_SCRIPT_TONES,
  postingFrequencies,
  scriptFormats,
  scriptObjectives,
  scriptTones,
  strategyObjectives,
  strategyTones,
  values,
} from "./options.ts";
import { NO_WEEKDAY } from "./window.ts";

/** Required text: non-blank once trimmed (the value itself is sent untrimmed, as typed). */
export const required = (message: string) =>
  z
    .string(message)
    .max(MAX_FIELD_LENGTH, MAX_FIELD_MESSAGE)
    .refine((v) => v.trim().length > 0, message);

const optionalText = z.string().max(MAX_FIELD_LENGTH, MAX_FIELD_MESSAGE).default("");

export const brandInputSchema = z.object({
  brandName: required("Nome da marca é obrigatório"),
  brandDescription: required("Descrição da marca é obrigatória"),
  brandLocation: required("Localização/área de atendimento é obrigatória"),
  brandProblemSolution: required("Problema que a marca resolve é obrigatório"),
  brandValues: required("Valores da marca são obrigatórios"),
});
export type BrandInput = z.infer<typeof brandInputSchema>;

/** The saved brand a generation writes for: checked to be the account's own. */
const brandIdField = z.uuid("Marca não encontrada.").optional();

/** The prompt creator: generating also saves the brand (a new one, or the one being edited). */
export const promptRequestSchema = brandInputSchema.extend({ brandId: brandIdField });
export type PromptRequest = z.infer<typeof promptRequestSchema>;

const INVALID_WEEKDAY = "Dia da semana inválido.";

export const strategyInputSchema = z.object({
  brandId: brandIdField,
  basePrompt: required("Prompt base é obrigatório"),
  objective: z.enum(values(strategyObjectives)).default("aumentar_vendas"),
  productsServices: required("Produtos/serviços são obrigatórios"),
  frequency: z.enum(values(postingFrequencies)).default("1x_semana"),
  channels: z
    .array(z.enum(values(channels)), "Selecione pelo menos um canal")
    .min(1, "Selecione pelo menos um canal")
    .max(channels.length)
    .transform((list) => [...new Set(list)]),
  /** The calendar's first day; without it, tomorrow in Brazil (window.ts). Whether it is
   * too early or too late depends on today, so the server checks that when it runs. */
  startDate: z.iso.date("Informe uma data de início válida.").optional(),
  /** The posting weekdays (Sunday = 0); without them, the frequency's preset (window.ts). */
  weekdays: z
    .array(
      z
        .number(INVALID_WEEKDAY)
        .int(INVALID_WEEKDAY)
        .min(0, INVALID_WEEKDAY)
        .max(6, INVALID_WEEKDAY),
      NO_WEEKDAY,
    )
    .min(1, NO_WEEKDAY)
    .max(7, "Escolha cada dia da semana uma vez só.")
    .transform((list) => [...new Set(list)].sort((a, b) => a - b))
    .optional(),
  /** "Publicação extra nas datas comerciais": a post for a date no posting day comes before. */
  commercialExtras: z.boolean("Informe se quer publicações extras.").default(true),
  inspirations: optionalText,
  successfulContent: optionalText,
  avoidContent: optionalText,
  tone: z.enum(values(strategyTones)).default("profissional"),
});
export type StrategyInput = z.infer<typeof strategyInputSchema>;
export type StrategyFormValues = z.input<typeof strategyInputSchema>;

export const scriptInputSchema = z.object({
  brandId: brandIdField,
  basePrompt: required("Prompt base é obrigatório"),
  format: z.enum(values(scriptFormats)).default("video"),
  objective: z.enum(values(scriptObjectives)).default("promover"),
  targetAudience: required("Público-alvo é obrigatório"),
  duration: required("Duração/tamanho do conteúdo é obrigatório"),
  tone: z
    .enum([...values(scriptTones), ...(Object.keys(LEGACY_SCRIPT_TONES) as ["apelativo"])])
    .transform((tone) => (tone === "apelativo" ? LEGACY_SCRIPT_TONES[tone] : tone))
    .default("inspirador"),
  finalGoal: required("Objetivo final é obrigatório"),
  /** "Criar roteiro" from a plan's post: the script is linked to it once saved. */
  postId: z.uuid(POST_NOT_FOUND).optional(),
});
export type ScriptInput = z.infer<typeof scriptInputSchema>;
export type ScriptFormValues = z.input<typeof scriptInputSchema>;

/** The caption tool: a post's publishable text, from the post's fields (or typed in). */
export const captionInputSchema = z.object({
  brandId: brandIdField,
  basePrompt: required("Prompt base é obrigatório"),
  channel: z.enum(values(channels), "Canal inválido.").default("instagram"),
  format: required("Informe o formato.").default("Post"),
  theme: required("Informe o tema."),
  hook: optionalText,
  callToAction: optionalText,
  /** The post's script, when it has one: the caption follows it. */
  script: z.string().max(20_000, "O roteiro é longo demais.").default(""),
  /** The hashtags of the brand's sets picked in the form: always included. */
  hashtags: z
    .array(z.string().max(140, "Hashtag longa demais."), "Hashtags inválidas.")
    .max(60, "No máximo 60 hashtags.")
    .default([]),
  /** "Criar legenda" from a plan's post: the caption is saved on it. */
  postId: z.uuid(POST_NOT_FOUND).optional(),
});
export type CaptionInput = z.infer<typeof captionInputSchema>;
export type CaptionFormValues = z.input<typeof captionInputSchema>;

/** The art tool: a carousel's slides from a post's script and caption (or typed in). */
export const artInputSchema = z.object({
  brandId: brandIdField,
  basePrompt: required("Prompt base é obrigatório"),
  theme: required("Informe o tema."),
  hook: optionalText,
  callToAction: optionalText,
  /** The post's script and caption, when it has them: the slides say what they say. */
  script: z.string().max(20_000, "O roteiro é longo demais.").default(""),
  caption: z.string().max(5_000, "A legenda é longa demais.").default(""),
  format: z
    .enum(Object.keys(ART_FORMATS) as [ArtFormat, ...ArtFormat[]], "Escolha um tamanho válido.")
    .default("portrait"),
  /** "Criar arte" from a plan's post: the slides are saved on it. */
  postId: z.uuid(POST_NOT_FOUND).optional(),
});
export type ArtInput = z.infer<typeof artInputSchema>;
export type ArtFormValues = z.input<typeof artInputSchema>;

/** The edit chat's one-tap instructions; without an AI provider, the only ones that work. */
export const QUICK_COMMANDS = [
  "Torne mais formal",
  "Resuma em 2 parágrafos",
  "Adicione mais detalhes",
  "Simplifique a linguagem",
] as const;

/** The choices a form starts with: each field's default in its schema (written only there). */
export function schemaDefaults<S extends z.ZodObject>(schema: S): Partial<z.input<S>> {
  const defaults: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const parsed = (field as z.ZodType).safeParse(undefined);
    if (parsed.success && parsed.data !== undefined) defaults[key] = parsed.data;
  }
  return defaults as Partial<z.input<S>>;
}
