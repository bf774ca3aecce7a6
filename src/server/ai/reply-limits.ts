import type { ToolKind } from "../../shared/generation/tools.ts";
import type { ChatOptions } from "./provider.ts";

/**
 * The `max_tokens` of every call, per tool: room for the longest reply each one asks for
 * (a strategy's six sections, a script's scenes, a 22-post calendar batch as JSON), with a
 * margin, and no more, so one call's cost has a ceiling.
 */
export const REPLY_LIMITS = {
  prompt: { maxTokens: 1500 },
  strategy: { maxTokens: 2500 },
  script: { maxTokens: 1500 },
  calendar: { maxTokens: 3000 },
  // Edits follow the described client: a little creative, long enough for a whole strategy.
  edit: { temperature: 0.7, maxTokens: 4000 },
} as const satisfies Record<ToolKind | "calendar" | "edit", ChatOptions>;
