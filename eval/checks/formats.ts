import type { Channel } from "../../src/shared/generation/options.ts";
import { CHANNEL_FORMATS } from "../../src/shared/generation/post-rules.ts";

/** Whether a post's format is one its channel takes (the app's one list of formats). */
export const formatFits = (channel: Channel, format: string) =>
  CHANNEL_FORMATS[channel].includes(format.trim());
