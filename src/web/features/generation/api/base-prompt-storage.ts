import type { ToolKind } from "@shared/generation/tools";
import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import { useLocation } from "react-router";
import { withDraft } from "./form-draft";

/** The session storage key the spec names: the base prompt survives reloads in this tab. */
const KEY = "basePrompt";

export function loadBasePrompt(): string {
  try {
    return sessionStorage.getItem(KEY) ?? "";
  } catch {
    return "";
  }
}

export function saveBasePrompt(value: string) {
  try {
    if (value) sessionStorage.setItem(KEY, value);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage may be disabled (private mode): the prompt just won't survive a reload.
  }
}

/** Navigation state the follow-up buttons and the history's "reuse" pass between pages. */
export type BasePromptState = { basePrompt?: string };

/**
 * A tool's first values: its defaults with the session's base prompt, then the tab's draft of
 * this form, then a base prompt handed over by navigation, which wins.
 */
export function useStartingValues<T extends FieldValues & { basePrompt: string }>(
  kind: ToolKind,
  defaults: Omit<T, "basePrompt">,
): T {
  const state = useLocation().state as BasePromptState | null;
  const [values] = useState(() => {
    const kept = withDraft(kind, { ...defaults, basePrompt: loadBasePrompt() } as T);
    return typeof state?.basePrompt === "string" ? { ...kept, basePrompt: state.basePrompt } : kept;
  });
  return values;
}
