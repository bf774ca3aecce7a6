/*
 * Calendar days as the product shows them, everywhere (plan views, the approval page,
 * e-mails, exports, the strategy's calendar): a day is an ISO date ("2026-11-27"), never an
 * instant, handled as a UTC midnight so no time zone moves it to another day. Names are
 * written by hand, not by Intl or date-fns' format with a locale: those build their
 * formatters on each call (or load locale data on the first), and a plan's month grids name a
 * hundred days or more each time they are drawn.
 */

const DAY_MS = 86_400_000;

export const isoToDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (iso: string, days: number) =>
  toIso(new Date(isoToDate(iso).getTime() + days * DAY_MS));

export const twoDigits = (n: number) => String(n).padStart(2, "0");

// Built once: a formatter with a time zone costs far more to make than to use, and the server
// asks for Brazil's day on every generation's admission and metering, and every plan list.
const BRAZIL_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" });

/** Today's date in Brazil (the product's users), as an ISO date. */
export const brazilToday = (now: Date) => BRAZIL_DAY.format(now);

/** The day a local date (a date picker's, a grid's) falls on, as an ISO date. */
export const isoDay = (day: Date) =>
  `${day.getFullYear()}-${twoDigits(day.getMonth() + 1)}-${twoDigits(day.getDate())}`;

/** The days of the week as `Date.getUTCDay()` numbers them: Sunday is 0. */
export const WEEKDAY_NAMES = [
  "domingo",
  "segunda-feira",
  "terça-feira",
  "quarta-feira",
  "quinta-feira",
  "sexta-feira",
  "sábado",
] as const;

export const MONTH_NAMES = [
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

/**
 * A week starts on Sunday, as Brazilian calendars print it (CLDR's first day for pt-BR and
 * date-fns' ptBR locale agree): the plan's month and week grids, its week scripts and the
 * approval page's weeks all count from it.
 */
export const WEEK_STARTS_ON = 0;

/** The weekday names in the order a week runs, from the day it starts on. */
export const WEEK_ORDER = [
  ...WEEKDAY_NAMES.slice(WEEK_STARTS_ON),
  ...WEEKDAY_NAMES.slice(0, WEEK_STARTS_ON),
];

export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A month grid's column headings: "Dom" for a glance, "domingo" for a screen reader. */
export const WEEK_COLUMNS = WEEK_ORDER.map((long) => ({
  long,
  short: capitalized(long.slice(0, 3)),
}));

/** "sexta-feira" */
export const weekdayOf = (iso: string) => WEEKDAY_NAMES[isoToDate(iso).getUTCDay()] ?? "";

/** "sexta": the weekday a table or a heading has room for. */
export const shortWeekdayOf = (iso: string) => weekdayOf(iso).replace("-feira", "");

/** "27/11/2026" */
export const brazilianDate = (iso: string) => iso.split("-").reverse().join("/");

/** "27/11" */
export const dayAndMonth = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/** "sexta-feira, 27 de novembro": a day as a screen reader says it. */
export const spokenDate = (iso: string) =>
  `${weekdayOf(iso)}, ${Number(iso.slice(8, 10))} de ${MONTH_NAMES[Number(iso.slice(5, 7)) - 1]}`;

/** "Novembro de 2026": a month's heading (`month` counts from 1). */
export const monthTitle = (year: number, month: number) =>
  `${capitalized(MONTH_NAMES[month - 1] ?? "")} de ${year}`;

/** The Sunday that starts the week of a day. */
export const weekStartOf = (iso: string) =>
  addDays(iso, -((isoToDate(iso).getUTCDay() - WEEK_STARTS_ON + 7) % 7));

/** A calendar day as ISO (`2027-01-25`). */
export const utc = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** The n-th given weekday (0 = Sunday) of a month. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return utc(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
}
