import type { z } from "zod";
import { postArtSchema } from "../art-schemas.ts";
import { strategyCalendarSchema } from "./calendar.ts";
import { captionFieldsSchema } from "./caption-fields.ts";
import type { ToolKind } from "./tools.ts";

/**
 * Each tool's structured result, when its result is more than text: what the `structured`
 * event carries to its screen, what the item keeps, and what its outlets are given (the plan
 * made of the strategy's calendar, the post's caption). Beside the registry rather than in it,
 * as the inputs are: zod stays out of the pages that only list tools.
 */
export const TOOL_RESULTS = {
  strategy: strategyCalendarSchema,
  caption: captionFieldsSchema,
  art: postArtSchema,
} as const satisfies { [K in ToolKind]?: z.ZodType };

type Structured = typeof TOOL_RESULTS;

/** A tool's structured result, or `never` for a tool whose result is text alone. */
export type StructuredOf<K extends ToolKind> = K extends keyof Structured
  ? z.infer<Structured[K]>
  : never;

/** The schema of a tool's structured result, if it has one. */
export const resultSchemaOf = (kind: ToolKind): z.ZodType | undefined =>
  (TOOL_RESULTS as { [K in ToolKind]?: z.ZodType })[kind];
