import { brazilianDate, monthTitle, weekdayOf } from "../../../../shared/dates.ts";
import type { StrategyCalendar } from "../../../../shared/generation/calendar.ts";

/**
 * The calendar as a section of the strategy's text, so the saved (and copied) strategy is
 * complete on its own; the page also gets the calendar as data to draw it.
 */
export function calendarAsText(calendar: StrategyCalendar): string {
  const lines = [
    "",
    "",
    `## Calendário de publicações (${brazilianDate(calendar.startDate)} a ${brazilianDate(calendar.endDate)})`,
  ];
  let month = "";
  for (const slot of calendar.slots) {
    const [year, monthNumber] = slot.date.split("-").map(Number) as [number, number];
    const heading = monthTitle(year, monthNumber);
    if (heading !== month) {
      month = heading;
      lines.push("", `### ${heading}`);
    }
    lines.push(
      `- ${brazilianDate(slot.date)} (${weekdayOf(slot.date)}) · ${slot.channel} · ${slot.format}: ${slot.theme}${slot.commercialDate ? ` [${slot.commercialDate}]` : ""}`,
      `  Gancho: ${slot.hook}`,
      `  Chamada para ação: ${slot.callToAction}`,
    );
  }
  return lines.join("\n");
}
