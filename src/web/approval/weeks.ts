import { addDays, dayAndMonth, weekdayOf, weekStartOf } from "@shared/dates";
import { type Channel, channelLabel } from "@shared/generation/options";

/** Items grouped by their week (as the plan's views cut them), weeks in order, items in theirs. */
export function byWeek<T extends { date: string }>(items: readonly T[]) {
  const weeks = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => a.date.localeCompare(b.date))) {
    const start = weekStartOf(item.date);
    weeks.set(start, [...(weeks.get(start) ?? []), item]);
  }
  return [...weeks].map(([start, list]) => ({ start, end: addDays(start, 6), items: list }));
}

/** "segunda-feira, 01/12" */
export const dayLabel = (date: string) => `${weekdayOf(date)}, ${dayAndMonth(date)}`;

/** "sexta-feira, 4 de dez. · Instagram · Reels": a post's day, channel (its label) and format. */
export const postLine = (post: { date: string; channel: string; format: string }) =>
  `${dayLabel(post.date)} · ${channelLabel(post.channel as Channel)} · ${post.format}`;
