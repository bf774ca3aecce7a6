import { commercialDatesOf } from "../src/shared/generation/commercial-dates.ts";
import type { Brief } from "./briefs.ts";

/*
 * Which commercial dates a brief's business should not be offered: the eval's own key (each
 * brief's avoidDates, and the sales dates a professional council's code rules out), never the
 * app's segment table, which is what the date-fit check judges.
 */

/** The names of the Brazilian retail calendar (commercial-dates.ts), whatever the year. */
export const COMMERCIAL_DATE_NAMES = commercialDatesOf(2000).map((d) => d.name);

/** Dates that exist to sell: a council-bound profession may not advertise on them. */
export const SALES_DATES = ["Black Friday", "Cyber Monday", "Dia do Consumidor", "Dia do Cliente"];

/** The dates a brief's business should not be offered. */
export const datesToAvoid = (brief: Pick<Brief, "avoidDates" | "rules">): string[] => [
  ...new Set([
    ...brief.avoidDates,
    ...(brief.rules.includes("conselho_profissional") ? SALES_DATES : []),
  ]),
];
