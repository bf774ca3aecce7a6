import type { CalendarSlot, CommercialDate } from "../../shared/generation/calendar.ts";
import type { StrategyInput } from "../../shared/generation/inputs.ts";
import { channels as channelOptions, labelOf } from "../../shared/generation/options.ts";

/** The calendar covers the next 3 months: 13 whole weeks from the start Monday. */
export const CALENDAR_WEEKS = 13;

/**
 * Posting days per week (offsets from Monday) for each frequency: once a week on Monday,
 * "2 a 3x" on Monday, Wednesday and Friday, "4 a 5x" on every weekday.
 */
export const POSTING_DAYS: Record<StrategyInput["frequency"], number[]> = {
  "1x_semana": [0],
  "2-3x_semana": [0, 2, 4],
  "4-5x_semana": [0, 1, 2, 3, 4],
};

/** A slot laid out by our code, before the model writes its creative fields. */
export type SlotPlan = Pick<CalendarSlot, "date" | "channel" | "commercialDate">;

export type CalendarPlan = {
  startDate: string;
  endDate: string;
  slots: SlotPlan[];
  commercialDates: CommercialDate[];
};

const DAY_MS = 86_400_000;

/** ISO calendar dates are handled as UTC midnights, so no time zone shifts a day. */
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (iso: string, days: number) =>
  toIso(new Date(toDate(iso).getTime() + days * DAY_MS));
const utc = (year: number, month: number, day: number) =>
  toIso(new Date(Date.UTC(year, month - 1, day)));

/** Today's date in Brazil (the product's users), as an ISO date. */
export const brazilToday = (now: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);

/** The first Monday strictly after `today`. */
export function nextMonday(today: string): string {
  const weekday = toDate(today).getUTCDay(); // 0 = Sunday
  return addDays(today, ((8 - weekday) % 7) + (weekday === 1 ? 7 : 0));
}

/** Easter Sunday (Gregorian computus, Meeus/Jones/Butcher). */
export function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

/** The n-th given weekday (0 = Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return utc(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
}

/** The Brazilian retail calendar of one year, in date order. */
export function commercialDatesOf(year: number): CommercialDate[] {
  const list: CommercialDate[] = [
    { date: utc(year, 1, 1), name: "Ano Novo" },
    { date: addDays(easter(year), -47), name: "Carnaval" },
    { date: utc(year, 3, 15), name: "Dia do Consumidor" },
    { date: easter(year), name: "Páscoa" },
    { date: nthWeekday(year, 5, 0, 2), name: "Dia das Mães" },
    { date: utc(year, 6, 12), name: "Dia dos Namorados" },
    { date: utc(year, 6, 24), name: "Festa Junina" },
    { date: nthWeekday(year, 8, 0, 2), name: "Dia dos Pais" },
    { date: utc(year, 9, 15), name: "Dia do Cliente" },
    { date: utc(year, 10, 12), name: "Dia das Crianças" },
    { date: addDays(nthWeekday(year, 11, 4, 4), 1), name: "Black Friday" },
    { date: utc(year, 12, 25), name: "Natal" },
  ];
  return list.sort((x, y) => x.date.localeCompare(y.date));
}

/** The commercial dates from `startDate` to `endDate` (both included), in date order. */
export function commercialDatesBetween(startDate: string, endDate: string): CommercialDate[] {
  const startYear = toDate(startDate).getUTCFullYear();
  const endYear = toDate(endDate).getUTCFullYear();
  const dates: CommercialDate[] = [];
  for (let year = startYear; year <= endYear; year++) {
    for (const day of commercialDatesOf(year)) {
      if (day.date >= startDate && day.date <= endDate) dates.push(day);
    }
  }
  return dates;
}

/**
 * Lays out the dated slots of the next 13 weeks. Channels take turns slot after slot, in
 * the order the user chose them. Each commercial date in the window marks the last slot on
 * or before it, since content about a date goes out ahead of it (the first slot is the
 * start date itself, so every date in the window has one).
 */
export function planCalendar(
  input: Pick<StrategyInput, "frequency" | "channels">,
  today: string,
): CalendarPlan {
  const startDate = nextMonday(today);
  const endDate = addDays(startDate, CALENDAR_WEEKS * 7 - 1);
  const channelLabels = input.channels.map((value) => labelOf(channelOptions, value));
  const days = POSTING_DAYS[input.frequency];

  const slots: SlotPlan[] = [];
  for (let week = 0; week < CALENDAR_WEEKS; week++) {
    for (const offset of days) {
      slots.push({
        date: addDays(startDate, week * 7 + offset),
        channel: channelLabels[slots.length % channelLabels.length] ?? "",
        commercialDate: null,
      });
    }
  }

  const commercialDates = commercialDatesBetween(startDate, endDate);

  for (const day of commercialDates) {
    const slot = slots.findLast((s) => s.date <= day.date);
    if (slot)
      slot.commercialDate = slot.commercialDate ? `${slot.commercialDate} e ${day.name}` : day.name;
  }

  return { startDate, endDate, slots, commercialDates };
}

const WEEKDAYS = [
  "domingo",
  "segunda-feira",
  "terça-feira",
  "quarta-feira",
  "quinta-feira",
  "sexta-feira",
  "sábado",
];

/** "segunda-feira" */
export const weekdayName = (iso: string) => WEEKDAYS[toDate(iso).getUTCDay()] ?? "";

/** "10/03/2025" */
export const brazilianDate = (iso: string) => iso.split("-").reverse().join("/");
