import type { Env } from "../env.ts";

/*
 * Whether one chat-completions call may ask for several replies (`n`). OpenAI's API, Azure's and
 * vLLM take `n` and bill the prompt once; Ollama's compatible endpoint and others ignore it and
 * answer one choice. Decided once per process from AI_CHOICES, or from the base URL (decision
 * 043); a call that still gets fewer choices than asked is completed by single calls.
 */

export type ChoicesMode = "n" | "calls";

const OPENAI_HOST = "api.openai.com";

export function choicesModeOf(env: Pick<Env, "AI_CHOICES" | "OPENAI_BASE_URL">): ChoicesMode {
  if (env.AI_CHOICES !== "auto") return env.AI_CHOICES;
  return new URL(env.OPENAI_BASE_URL).hostname === OPENAI_HOST ? "n" : "calls";
}
