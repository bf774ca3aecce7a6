import { z } from "zod";
import { scriptFormats, values } from "./generation/options.ts";

// Apart from post-tools.ts, which the plan page reads at start: only the script screen parses
// the prefill, so only its chunk builds the schema (decision 065).

/**
 * "Criar roteiro" from a post: what the plan hands to the script tool (router state, so the
 * features stay apart), checked by the script screen before it fills its form.
 */
export const scriptPrefillSchema = z.object({
  planId: z.string().min(1),
  postId: z.string().min(1),
  /** The plan's brand: the script tool picks it, and with it the brand's Prompt Mãe. */
  brandId: z.uuid().nullable(),
  format: z.enum(values(scriptFormats)),
  duration: z.string(),
  targetAudience: z.string(),
  finalGoal: z.string(),
});
export type ScriptPrefill = z.infer<typeof scriptPrefillSchema>;
