import { z } from "zod";
import { pageNumber, searchTerm } from "../paging.ts";
import { strategyCalendarSchema } from "./calendar.ts";
import { type HistoryQuery, MAX_AUTHOR } from "./history-query.ts";
import { strategyInputSchema } from "./inputs.ts";
import { TOOL_KINDS } from "./tools.ts";

export const historyQuerySchema = z.object({
  page: pageNumber,
  type: z.enum(["all", ...TOOL_KINDS], "Tipo de conteúdo inválido.").default("all"),
  q: searchTerm,
  /** One brand's items; empty for every brand. */
  brand: z.union([z.uuid("Marca inválida."), z.literal("")]).default(""),
  /** One member's items (the "Autor" filter of a team workspace); empty for everyone's. */
  author: z.string().max(MAX_AUTHOR, "Autor inválido.").default(""),
}) satisfies z.ZodType<HistoryQuery, unknown>;

export const historyItemSchema = z.object({
  id: z.uuid(),
  contentType: z.enum(TOOL_KINDS),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
  /** The brand the item was written for; its name stays after the brand is deleted. */
  brandId: z.uuid().nullable(),
  brandName: z.string().nullable(),
  /** Who made it: their name (kept after they leave), null once their account is deleted. */
  author: z.string().nullable(),
  /** Its latest version's number: what an edit of the text shown is based on. */
  version: z.number(),
  /** How many versions it keeps (the bound trims old ones, so not always `version`). */
  versions: z.number(),
  calendar: strategyCalendarSchema.nullable(),
  /** The Prompt Mãe a reuse starts from: a prompt's own text, the one a strategy or script was
   * made from (null for items saved before it was kept). */
  basePrompt: z.string().nullable(),
  /** Written by the offline composer: shown as DEMO_DRAFT_LABEL. */
  demo: z.boolean(),
  /** A strategy's tone and objective, for the scripts of its plan (null before they were kept). */
  strategy: strategyInputSchema.pick({ tone: true, objective: true }).nullable(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

/** A page of the list: the content is cut to a preview; open an item for the full text. */
export const historyPageSchema = z.object({
  items: z.array(historyItemSchema.omit({ calendar: true, basePrompt: true, strategy: true })),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;
