const DAY_MS = 86_400_000;

/** A plan date (yyyy-MM-dd) at noon UTC: no time zone moves it to another day. */
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);
const isoOf = (d: Date) => d.toISOString().slice(0, 10);

/** The Monday that starts the week of `date`. */
export function weekStart(date: string) {
  const d = atNoon(date);
  return isoOf(new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS));
}

/** Items grouped by their week (Monday to Sunday), weeks in order, items in their order. */
export function byWeek<T extends { date: string }>(items: readonly T[]) {
  const weeks = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => a.date.localeCompare(b.date))) {
    const start = weekStart(item.date);
    weeks.set(start, [...(weeks.get(start) ?? []), item]);
  }
  return [...weeks].map(([start, list]) => ({
    start,
    end: isoOf(new Date(atNoon(start).getTime() + 6 * DAY_MS)),
    items: list,
  }));
}

const dayMonth = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  timeZone: "UTC",
});
const weekday = new Intl.DateTimeFormat("pt-BR", { weekday: "long", timeZone: "UTC" });
const full = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: "UTC" });

/** "01/12" */
export const shortDate = (date: string) => dayMonth.format(atNoon(date));
/** "segunda-feira, 01/12" */
export const dayLabel = (date: string) => `${weekday.format(atNoon(date))}, ${shortDate(date)}`;
/** "01/12/2026" */
export const longDate = (date: string) => full.format(atNoon(date));
