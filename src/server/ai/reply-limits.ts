import type { ChatOptions } from "./provider.ts";

/**
 * The options of the calls that are not a tool's text (each tool states its own beside its
 * prompts: room for the longest reply it asks for, with a margin, and no more, so one call's
 * cost has a ceiling): a 22-post calendar batch as JSON.
 */
export const REPLY_LIMITS = {
  calendar: { temperature: 0.7, maxTokens: 3000 },
} as const satisfies Record<"calendar", ChatOptions>;

/**
 * An edit returns the whole text changed: room for as much as it was sent (a token for every
 * 3 characters of Portuguese, rounded up) plus a margin, so the longest text an edit accepts
 * comes back whole, and a short one cannot cost a long one's ceiling.
 */
export const editReply = (text: string): ChatOptions => ({
  // Low: an edit changes what was asked and leaves the rest as it was (issue 41).
  temperature: 0.4,
  maxTokens: Math.ceil(text.length / 3) + 500,
});
