import { brazilianDate, shortWeekdayOf } from "@shared/dates";
import { channels, labelOf } from "@shared/generation/options";

type Channel = (typeof channels)[number]["value"];

export const channelLabel = (value: string) => labelOf(channels, value as Channel);

/** "15/03/2026 (domingo)": a post's day, with its weekday. */
export const slotDate = (isoDate: string) =>
  `${brazilianDate(isoDate)} (${shortWeekdayOf(isoDate)})`;
