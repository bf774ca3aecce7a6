import type { CalendarSlot, CommercialDate } from "../../shared/generation/calendar.ts";
import type { StrategyInput } from "../../shared/generation/inputs.ts";
import { channels as channelOptions, labelOf } from "../../shared/generation/options.ts";
import {
  addDays,
  isoToDate,
  POSTING_WEEKDAYS,
  WEEKDAYS,
  WINDOW_DAYS,
  weekdayNames,
} from "../../shared/generation/window.ts";

/** A slot laid out by our code, before the model writes its creative fields. */
export type SlotPlan = Pick<CalendarSlot, "date" | "channel" | "commercialDate">;

export type CalendarPlan = {
  startDate: string;
  endDate: string;
  slots: SlotPlan[];
  commercialDates: CommercialDate[];
};

const utc = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

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

/**
 * The Brazilian retail calendar of one year, in date order. The dates small shops plan
 * campaigns for, as the retail calendars list them (e.g. PagBank's "Calendário comercial
 * 2026", blog.pagbank.com.br/calendario-comercial; Huggy's "Calendário Comercial 2026",
 * blog.huggy.io/calendario-comercial-2026; Sebrae's "Calendário de datas comemorativas").
 * Niche dates (Dia do Sexo, Dia da Pizza…) are left out: they suit few brands, and a wrong
 * suggestion costs a post.
 */
export function commercialDatesOf(year: number): CommercialDate[] {
  const blackFriday = addDays(nthWeekday(year, 11, 4, 4), 1); // the day after the 4th Thursday
  const list: CommercialDate[] = [
    { date: utc(year, 1, 1), name: "Ano Novo" },
    { date: addDays(easter(year), -47), name: "Carnaval" }, // Tuesday, 47 days before Easter
    { date: utc(year, 3, 8), name: "Dia da Mulher" }, // Dia Internacional da Mulher, fixed
    { date: utc(year, 3, 15), name: "Dia do Consumidor" },
    { date: easter(year), name: "Páscoa" },
    { date: nthWeekday(year, 5, 0, 2), name: "Dia das Mães" }, // 2nd Sunday of May
    { date: utc(year, 6, 12), name: "Dia dos Namorados" },
    { date: utc(year, 6, 24), name: "Festa Junina" },
    { date: utc(year, 7, 20), name: "Dia do Amigo" }, // Dia do Amigo e Internacional da Amizade
    { date: utc(year, 7, 26), name: "Dia dos Avós" }, // Sant'Ana e São Joaquim, fixed
    { date: nthWeekday(year, 8, 0, 2), name: "Dia dos Pais" }, // 2nd Sunday of August
    { date: utc(year, 9, 15), name: "Dia do Cliente" },
    { date: utc(year, 10, 12), name: "Dia das Crianças" },
    { date: utc(year, 10, 15), name: "Dia do Professor" }, // Decreto 52.682 of 1963, fixed
    { date: utc(year, 10, 31), name: "Halloween (Dia das Bruxas)" },
    { date: blackFriday, name: "Black Friday" },
    { date: addDays(blackFriday, 3), name: "Cyber Monday" }, // the Monday after Black Friday
    { date: utc(year, 12, 25), name: "Natal" },
  ];
  return list.sort((x, y) => x.date.localeCompare(y.date));
}

/** The commercial dates from `startDate` to `endDate` (both included), in date order. */
export function commercialDatesBetween(startDate: string, endDate: string): CommercialDate[] {
  const startYear = isoToDate(startDate).getUTCFullYear();
  const endYear = isoToDate(endDate).getUTCFullYear();
  const dates: CommercialDate[] = [];
  for (let year = startYear; year <= endYear; year++) {
    for (const day of commercialDatesOf(year)) {
      if (day.date >= startDate && day.date <= endDate) dates.push(day);
    }
  }
  return dates;
}

/** The posting weekdays chosen, or the frequency's preset when none were sent. */
const postingWeekdays = (input: Pick<StrategyInput, "frequency" | "weekdays">) =>
  input.weekdays ?? POSTING_WEEKDAYS[input.frequency];

/** "segunda-feira, quarta-feira e sexta-feira": the posting days, Monday first. */
export const postingDaysText = (input: Pick<StrategyInput, "frequency" | "weekdays">) =>
  weekdayNames(postingWeekdays(input));

/**
 * Lays out the dated slots of the 13 weeks from `startDate`: one on each day of the chosen
 * weekdays. Channels take turns slot after slot, in the order the user chose them. Each
 * commercial date in the window marks the last slot on or before it, since content about a
 * date goes out ahead of it; a date before the first slot marks the first slot, which can
 * still talk about it (a start on Saturday still sees Friday's Black Friday offers running).
 */
export function planCalendar(
  input: Pick<StrategyInput, "frequency" | "weekdays" | "channels">,
  startDate: string,
): CalendarPlan {
  const endDate = addDays(startDate, WINDOW_DAYS - 1);
  const channelLabels = input.channels.map((value) => labelOf(channelOptions, value));
  const weekdays = new Set(postingWeekdays(input));

  const slots: SlotPlan[] = [];
  for (let day = 0; day < WINDOW_DAYS; day++) {
    const date = addDays(startDate, day);
    if (!weekdays.has(isoToDate(date).getUTCDay())) continue;
    slots.push({
      date,
      channel: channelLabels[slots.length % channelLabels.length] ?? "",
      commercialDate: null,
    });
  }

  const commercialDates = commercialDatesBetween(startDate, endDate);

  for (const day of commercialDates) {
    const slot = slots.findLast((s) => s.date <= day.date) ?? slots[0];
    if (slot)
      slot.commercialDate = slot.commercialDate ? `${slot.commercialDate} e ${day.name}` : day.name;
  }

  return { startDate, endDate, slots, commercialDates };
}

/** "segunda-feira" */
export const weekdayName = (iso: string) =>
  WEEKDAYS.find((d) => d.value === isoToDate(iso).getUTCDay())?.name ?? "";

/** "10/03/2025" */
export const brazilianDate = (iso: string) => iso.split("-").reverse().join("/");
