import { useLocation } from "react-router";

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

/** The base prompt handed over by navigation, else the one kept in this session. */
export function useIncomingBasePrompt(): string {
  const state = useLocation().state as BasePromptState | null;
  return typeof state?.basePrompt === "string" ? state.basePrompt : loadBasePrompt();
}
