import { brazilianDate, shortWeekdayOf } from "@shared/dates";

export { channelLabel } from "@shared/generation/options";

/** "15/03/2026 (domingo)": a post's day, with its weekday. */
export const slotDate = (isoDate: string) =>
  `${brazilianDate(isoDate)} (${shortWeekdayOf(isoDate)})`;
