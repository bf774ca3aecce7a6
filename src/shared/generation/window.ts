import { addDays, brazilToday } from "../dates.ts";
import type { postingFrequencies } from "./options.ts";

/*
 * The strategy's window: which days its calendar covers and on which weekdays it posts.
 * Shared so the form presets exactly what the server would default to.
 */

/** 13 whole weeks ("os próximos 3 meses"): the start date and the 90 days after it. */
export const WINDOW_DAYS = 13 * 7;

/** How far ahead a strategy may start: a plan for next year's season, not for a decade. */
export const MAX_START_AHEAD_DAYS = 365;

export const START_IN_PAST = "A data de início não pode estar no passado.";
export const START_TOO_FAR = "A data de início deve estar dentro dos próximos 12 meses.";
export const NO_WEEKDAY = "Selecione pelo menos um dia da semana";

/** The days of the week as `Date.getUTCDay()` numbers them (Sunday = 0), Monday first. */
export const WEEKDAYS = [
  { value: 1, short: "Seg", name: "segunda-feira" },
  { value: 2, short: "Ter", name: "terça-feira" },
  { value: 3, short: "Qua", name: "quarta-feira" },
  { value: 4, short: "Qui", name: "quinta-feira" },
  { value: 5, short: "Sex", name: "sexta-feira" },
  { value: 6, short: "Sáb", name: "sábado" },
  { value: 0, short: "Dom", name: "domingo" },
] as const;

/** "a, b e c": a list as a sentence says it. */
export const spokenList = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} e ${items.at(-1)}` : (items[0] ?? "");

/** "segunda-feira, quarta-feira e sexta-feira": weekdays by name, Monday first. */
export const weekdayNames = (days: readonly number[]) =>
  spokenList(WEEKDAYS.filter((d) => days.includes(d.value)).map((d) => d.name));

/**
 * The posting days each frequency presets: once a week on Monday, "2 a 3x" on Monday,
 * Wednesday and Friday, "4 a 5x" on every weekday.
 */
export const POSTING_WEEKDAYS: Record<(typeof postingFrequencies)[number]["value"], number[]> = {
  "1x_semana": [1],
  "2-3x_semana": [1, 3, 5],
  "4-5x_semana": [1, 2, 3, 4, 5],
};

/** A strategy starts tomorrow unless its author picks another day. */
export const defaultStartDate = (now: Date) => addDays(brazilToday(now), 1);

/** Why a start date cannot be used, given today's date in Brazil; null when it can. */
export function startDateProblem(startDate: string, today: string): string | null {
  if (startDate < today) return START_IN_PAST;
  if (startDate > addDays(today, MAX_START_AHEAD_DAYS)) return START_TOO_FAR;
  return null;
}
