import { z } from "zod";
import {
  artInputSchema,
  captionInputSchema,
  promptRequestSchema,
  required,
  scriptInputSchema,
  strategyInputSchema,
} from "./inputs.ts";
import { TOOL_KINDS, type ToolInput, type ToolKind } from "./tools.ts";
import { basedOnSchema } from "./versions.ts";

// The inputs by the registry's kinds: the registry (tools.ts) names each input's type, so what
// is keyed by its kinds sits above both, and inputs.ts stays below the registry.

/** What each tool of the registry (tools.ts) takes, checked by its form and by the server. */
export const TOOL_INPUTS = {
  prompt: promptRequestSchema,
  strategy: strategyInputSchema,
  script: scriptInputSchema,
  caption: captionInputSchema,
  art: artInputSchema,
} as const satisfies { [K in ToolKind]: z.ZodType<ToolInput<K>> };

/** The AI edit chat: the current text and what the user asks to change. */
export const editInputSchema = z.object({
  content: z
    .string()
    .max(20_000, "O conteúdo é longo demais para edição.")
    .refine((v) => v.trim().length > 0, "Não há conteúdo para editar."),
  instruction: required("Digite o que deseja alterar."),
  /**
   * When the text is a saved history item: the edited text becomes its newest version (a
   * strategy keeps its calendar); the earlier ones are kept (decision 041).
   */
  historyId: z.uuid().optional(),
  /**
   * The item's version the screen showed and the edit was asked on: when the item has moved on
   * since (another tab, a teammate), the edit is refused (409 STALE_VERSION) and nothing saved.
   */
  basedOn: basedOnSchema.optional(),
  /** The type to save the edited text as when it has no history item (default "prompt"). */
  contentType: z.enum(TOOL_KINDS).optional(),
});
export type EditInput = z.infer<typeof editInputSchema>;
