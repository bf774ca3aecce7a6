import { formatsByChannel } from "../../src/server/generation/tools/strategy/calendar-composer.ts";

/** Whether a post's format is one its channel takes (the app's one list of formats). */
export const formatFits = (channelLabel: string, format: string) =>
  formatsByChannel[channelLabel]?.includes(format.trim()) ?? false;
