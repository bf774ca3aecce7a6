import type { ChatOptions } from "./provider.ts";

/**
 * The `max_tokens` of the calls that are not a tool's text (each tool states its own beside its
 * prompts: room for the longest reply it asks for, with a margin, and no more, so one call's
 * cost has a ceiling): a 22-post calendar batch as JSON, and an edit.
 */
export const REPLY_LIMITS = {
  calendar: { maxTokens: 3000 },
  // Edits follow the described client: a little creative, long enough for a whole strategy.
  edit: { temperature: 0.7, maxTokens: 4000 },
} as const satisfies Record<"calendar" | "edit", ChatOptions>;
