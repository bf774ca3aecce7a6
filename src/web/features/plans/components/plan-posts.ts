import {
  addDays,
  capitalized,
  dayAndMonth,
  isoDay,
  monthTitle,
  shortWeekdayOf,
  WEEK_STARTS_ON,
} from "@shared/dates";
import type { CommercialDate } from "@shared/generation/calendar";
import type { PlanPost, PostStatus } from "@shared/plans";
import {
  eachDayOfInterval,
  eachMonthOfInterval,
  eachWeekOfInterval,
  endOfMonth,
  endOfWeek,
  parseISO,
  startOfMonth,
  startOfWeek,
} from "date-fns";

/** date-fns' weeks, starting where the product's do. */
const WEEKS = { weekStartsOn: WEEK_STARTS_ON } as const;

/** `responsible`: a member's id, NO_ONE for posts without a responsible, "" for every post. */
export type PostFilters = { channel: string; status: PostStatus | ""; responsible: string };

/** The responsible filter's value for the posts nobody has taken. */
export const NO_ONE = "ninguem";

const responsibleKeeps = (post: PlanPost, responsible: string) =>
  responsible === "" ||
  (responsible === NO_ONE ? post.assigneeId === null : post.assigneeId === responsible);

/** The posts a filter keeps ("" keeps every channel, status or responsible). */
export const filterPosts = (
  posts: readonly PlanPost[],
  { channel, status, responsible }: PostFilters,
) =>
  posts.filter(
    (post) =>
      (channel === "" || post.channel === channel) &&
      (status === "" || post.status === status) &&
      responsibleKeeps(post, responsible),
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

export type MonthGrid = {
  /** "Novembro de 2026". */
  title: string;
  /** Weeks from Sunday; days outside the month are null. */
  weeks: (string | null)[][];
};

/** Each month of the window as weeks of days, from the day weeks start on. */
export function monthGrids(range: { start: string; end: string }): MonthGrid[] {
  return eachMonthOfInterval({ start: parseISO(range.start), end: parseISO(range.end) }).map(
    (month) => {
      const days = eachDayOfInterval({
        start: startOfWeek(startOfMonth(month), WEEKS),
        end: endOfWeek(endOfMonth(month), WEEKS),
      });
      const weeks: (string | null)[][] = [];
      for (let i = 0; i < days.length; i += 7) {
        weeks.push(
          days
            .slice(i, i + 7)
            .map((day) => (day.getMonth() === month.getMonth() ? isoDay(day) : null)),
        );
      }
      const title = monthTitle(month.getFullYear(), month.getMonth() + 1);
      return { title, weeks };
    },
  );
}

/** The weeks of the window, each as its seven ISO days. */
export function weeksOf(range: { start: string; end: string }): string[][] {
  return eachWeekOfInterval({ start: parseISO(range.start), end: parseISO(range.end) }, WEEKS).map(
    (first) => Array.from({ length: 7 }, (_, i) => addDays(isoDay(first), i)),
  );
}

/** "22/11 a 28/11": a week's heading. */
export const weekTitle = (days: readonly string[]) =>
  `${dayAndMonth(days[0]!)} a ${dayAndMonth(days[days.length - 1]!)}`;

/** "Segunda, 23/11": a day's heading in the week and the list. */
export const dayTitle = (isoDate: string) =>
  `${capitalized(shortWeekdayOf(isoDate))}, ${dayAndMonth(isoDate)}`;

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
