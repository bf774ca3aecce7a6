import type { CommercialDate } from "@shared/generation/calendar";
import type { PlanPost, PostStatus } from "@shared/plans";
import {
  addDays,
  eachDayOfInterval,
  eachMonthOfInterval,
  eachWeekOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  parseISO,
  startOfMonth,
  startOfWeek,
} from "date-fns";

// Days and months named and written by hand, not by date-fns' format: with a locale, format
// reads its pattern and builds its formatters on every call, and the month grids of a plan
// write and name a hundred days or more each time they are drawn.

/** The days of the week in Portuguese, Sunday first as Brazilian calendars print them. */
export const WEEKDAY_NAMES = [
  "domingo",
  "segunda-feira",
  "terça-feira",
  "quarta-feira",
  "quinta-feira",
  "sexta-feira",
  "sábado",
] as const;

const MONTH_NAMES = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
] as const;

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** "sexta-feira": the day of the week of an ISO day. */
function weekdayOf(isoDate: string) {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return WEEKDAY_NAMES[new Date(year, month - 1, day).getDay()]!;
}

/** A calendar day as the API writes it: "2026-11-27" (a day, not an instant). */
export const isoDay = (day: Date) =>
  `${day.getFullYear()}-${twoDigits(day.getMonth() + 1)}-${twoDigits(day.getDate())}`;

/** "27/11/2026": the day as a Brazilian reads it. */
export const shortDate = (isoDate: string) => format(parseISO(isoDate), "dd/MM/yyyy");

/** "sexta-feira, 27 de novembro": what a screen reader says for a day of the grid. */
export function spokenDate(isoDate: string) {
  const [, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return `${weekdayOf(isoDate)}, ${day} de ${MONTH_NAMES[month - 1]}`;
}

/** The day `days` after (or before) an ISO day. */
export const shiftDay = (isoDate: string, days: number) => isoDay(addDays(parseISO(isoDate), days));

export type PostFilters = { channel: string; status: PostStatus | "" };

/** The posts a filter keeps ("" keeps every channel or status). */
export const filterPosts = (posts: readonly PlanPost[], { channel, status }: PostFilters) =>
  posts.filter(
    (post) =>
      (channel === "" || post.channel === channel) && (status === "" || post.status === status),
  );

/** The posts of each day, in the order they came (the API sends them by date, then creation). */
export function postsByDay(posts: readonly PlanPost[]): ReadonlyMap<string, PlanPost[]> {
  const byDay = new Map<string, PlanPost[]>();
  for (const post of posts) {
    const day = byDay.get(post.date);
    if (day) day.push(post);
    else byDay.set(post.date, [post]);
  }
  return byDay;
}

/** The names of the commercial dates of each day (two may fall on one). */
export function commercialDatesByDay(
  dates: readonly CommercialDate[],
): ReadonlyMap<string, string> {
  const byDay = new Map<string, string>();
  for (const { date, name } of dates) {
    byDay.set(date, byDay.has(date) ? `${byDay.get(date)} · ${name}` : name);
  }
  return byDay;
}

/** The channels the posts use, in their first order: the channel filter's choices. */
export const channelsOf = (posts: readonly PlanPost[]) => [...new Set(posts.map((p) => p.channel))];

/** "8 de 39 publicados": the words of a plan's progress, here and in "Meus planos". */
export const publishedLabel = (published: number, total: number) =>
  `${published} de ${total} publicados`;

/** "8 de 39 publicados": how far the plan has got. */
export function publishedProgress(posts: readonly PlanPost[]) {
  const total = posts.length;
  const published = posts.filter((post) => post.status === "publicado").length;
  return { published, total, label: publishedLabel(published, total) };
}

export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export type MonthGrid = {
  /** "Novembro de 2026". */
  title: string;
  /** Weeks from Sunday; days outside the month are null. */
  weeks: (string | null)[][];
};

/** Each month of the window as weeks of days, Sunday first as Brazilian calendars print them. */
export function monthGrids(range: { start: string; end: string }): MonthGrid[] {
  return eachMonthOfInterval({ start: parseISO(range.start), end: parseISO(range.end) }).map(
    (month) => {
      const days = eachDayOfInterval({
        start: startOfWeek(startOfMonth(month)),
        end: endOfWeek(endOfMonth(month)),
      });
      const weeks: (string | null)[][] = [];
      for (let i = 0; i < days.length; i += 7) {
        weeks.push(
          days
            .slice(i, i + 7)
            .map((day) => (day.getMonth() === month.getMonth() ? isoDay(day) : null)),
        );
      }
      const title = `${capitalized(MONTH_NAMES[month.getMonth()]!)} de ${month.getFullYear()}`;
      return { title, weeks };
    },
  );
}

/** The weeks of the window (Sunday to Saturday), each as its seven ISO days. */
export function weeksOf(range: { start: string; end: string }): string[][] {
  return eachWeekOfInterval({ start: parseISO(range.start), end: parseISO(range.end) }).map(
    (sunday) => Array.from({ length: 7 }, (_, i) => isoDay(addDays(sunday, i))),
  );
}

/** "28/11": a day and its month, read off its ISO form. */
const dayAndMonth = (isoDate: string) => `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}`;

/** "22/11 a 28/11": a week's heading. */
export const weekTitle = (days: readonly string[]) =>
  `${dayAndMonth(days[0]!)} a ${dayAndMonth(days[days.length - 1]!)}`;

/** "Segunda, 23/11": a day's heading in the week and the list. */
export const dayTitle = (isoDate: string) =>
  `${capitalized(weekdayOf(isoDate).replace("-feira", ""))}, ${dayAndMonth(isoDate)}`;

/**
 * `next`, with each day whose posts are the very same as in `previous` keeping `previous`'s
 * list: a memoized day then sees no change when another day's post moves or is edited.
 */
export function keepUnchangedDays(
  previous: ReadonlyMap<string, PlanPost[]> | undefined,
  next: ReadonlyMap<string, PlanPost[]>,
): ReadonlyMap<string, PlanPost[]> {
  if (!previous) return next;
  const kept = new Map<string, PlanPost[]>();
  for (const [day, posts] of next) {
    const before = previous.get(day);
    const same = before?.length === posts.length && posts.every((post, i) => post === before[i]);
    kept.set(day, same && before ? before : posts);
  }
  return kept;
}
