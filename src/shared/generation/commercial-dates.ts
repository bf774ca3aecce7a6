import { addDays, isoToDate, nthWeekday, utc } from "../dates.ts";
import type { CommercialDate } from "./calendar.ts";
import { localDatesNamed, localDatesOf, REPLACES } from "./local-dates.ts";

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

/**
 * The Brazilian retail calendar of one year, in date order: the national dates small shops
 * plan campaigns for, as the retail calendars list them (e.g. PagBank's "Calendário comercial
 * 2026", blog.pagbank.com.br/calendario-comercial; Huggy's "Calendário Comercial 2026",
 * blog.huggy.io/calendario-comercial-2026; Sebrae's "Calendário de datas comemorativas"), and
 * the regional and trade dates the brand's own words make its own (local-dates.ts): São João
 * in the Nordeste takes Festa Junina's place.
 */
export function commercialDatesOf(year: number, brandText = ""): CommercialDate[] {
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
  return merged(list, localDatesOf(year, brandText));
}

/** National dates with local ones (a regional date in the place of the one it replaces), in date order. */
function merged(national: readonly CommercialDate[], local: readonly CommercialDate[]) {
  const replaced = new Set(local.flatMap((d) => (REPLACES[d.name] ? [REPLACES[d.name]] : [])));
  return [...national.filter((d) => !replaced.has(d.name)), ...local].sort(
    (x, y) => x.date.localeCompare(y.date) || x.name.localeCompare(y.name),
  );
}

/**
 * The big dates, the ones a shop's year (or its region's) turns on: the posting days before
 * them warm the audience up ("Esquenta para a Black Friday") when the plan keeps the date.
 */
export const WARM_UP_DATES: ReadonlySet<string> = new Set([
  "Dia das Mães",
  "Dia dos Namorados",
  "Dia dos Pais",
  "Black Friday",
  "Natal",
  "São João",
  "Círio de Nazaré",
]);

/** The dates of the list said with "a"; every other one takes "o" ("o Natal", "o Dia das Mães"). */
const FEMININE = new Set([
  "Páscoa",
  "Festa Junina",
  "Black Friday",
  "Cyber Monday",
  "Independência da Bahia",
]);

/** "a Black Friday", "o Natal": a date's name as a sentence says it. */
export const withArticle = (name: string) => `${FEMININE.has(name) ? "a" : "o"} ${name}`;

/**
 * The commercial dates from `startDate` to `endDate` (both included), in date order, with
 * those the brand's words make its own.
 */
export function commercialDatesBetween(
  startDate: string,
  endDate: string,
  brandText = "",
): CommercialDate[] {
  const startYear = isoToDate(startDate).getUTCFullYear();
  const endYear = isoToDate(endDate).getUTCFullYear();
  const dates: CommercialDate[] = [];
  for (let year = startYear; year <= endYear; year++) {
    for (const day of commercialDatesOf(year, brandText)) {
      if (day.date >= startDate && day.date <= endDate) dates.push(day);
    }
  }
  return dates;
}

/**
 * A plan's calendar days: the national dates of its window (`dates`) with the regional and
 * trade dates its posts are marked with (a regional one in the place of the national date it
 * replaces), in date order. The plan keeps no brand text, so its posts' marks say which.
 */
export function withMarkedDates(
  dates: readonly CommercialDate[],
  marks: readonly (string | null)[],
  startDate: string,
  endDate: string,
): CommercialDate[] {
  return merged(dates, localDatesNamed(new Set(marks.flatMap(namesOf)), startDate, endDate));
}

/*
 * A post's mark names the commercial dates it is about: "Black Friday", or two joined when one
 * post goes out for both ("Black Friday e Cyber Monday").
 */
const JOINER = " e ";

/** `mark` with one more date's name. */
export const markWith = (mark: string | null, name: string) =>
  mark ? `${mark}${JOINER}${name}` : name;

/** The names of the dates a post's mark names. */
export const namesOf = (mark: string | null) => mark?.split(JOINER) ?? [];

const daysApart = (a: string, b: string) =>
  Math.abs(isoToDate(a).getTime() - isoToDate(b).getTime());

/**
 * A post's mark once the post moves to `date`. Content about a date never goes out after it,
 * so the dates `date` comes after are `passed` and leave the mark. Each name is the date of
 * that name in `dates` nearest the post's current day; a name typed by hand, not among them,
 * stays.
 */
export function markAfterMove(
  post: { date: string; commercialDate: string | null },
  date: string,
  dates: readonly CommercialDate[],
) {
  const passed: CommercialDate[] = [];
  let commercialDate: string | null = null;
  for (const name of namesOf(post.commercialDate)) {
    const day = dates
      .filter((d) => d.name === name)
      .sort((a, b) => daysApart(a.date, post.date) - daysApart(b.date, post.date))[0];
    if (day && day.date < date) passed.push(day);
    else commercialDate = markWith(commercialDate, name);
  }
  return { passed, commercialDate };
}
