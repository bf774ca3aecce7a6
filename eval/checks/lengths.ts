import type { Channel } from "../../src/shared/generation/options.ts";
import { ctaMaxWords, HOOK_MAX_WORDS, wordCount } from "../../src/shared/generation/post-rules.ts";

export { ctaMaxWords, HOOK_MAX_WORDS };

export const hookFits = (hook: string) => wordCount(hook) <= HOOK_MAX_WORDS;

export const ctaFits = (callToAction: string, channel: Channel) =>
  wordCount(callToAction) <= ctaMaxWords(channel);
