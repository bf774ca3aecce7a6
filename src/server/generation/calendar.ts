import { isoToDate, WEEKDAYS } from "../../shared/generation/window.ts";

/** "segunda-feira" */
export const weekdayName = (iso: string) =>
  WEEKDAYS.find((d) => d.value === isoToDate(iso).getUTCDay())?.name ?? "";

/** "10/03/2025" */
export const brazilianDate = (iso: string) => iso.split("-").reverse().join("/");
