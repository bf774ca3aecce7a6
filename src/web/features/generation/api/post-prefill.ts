import { SCRIPT_PREFILL_STATE } from "@shared/post-tools";
import { type ScriptPrefill, scriptPrefillSchema } from "@shared/script-prefill";
import { useState } from "react";
import { useLocation } from "react-router";

/**
 * "Criar roteiro" from a plan's post: the fields the plan handed over in the router state
 * (checked, since history state outlives the code that wrote it), or null for a plain visit.
 */
export function usePostPrefill(): ScriptPrefill | null {
  const state = useLocation().state as Record<string, unknown> | null;
  const [prefill] = useState(() => {
    const parsed = scriptPrefillSchema.safeParse(state?.[SCRIPT_PREFILL_STATE]);
    return parsed.success ? parsed.data : null;
  });
  return prefill;
}
