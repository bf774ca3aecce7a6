import { brazilianDate, monthTitle, weekdayOf } from "../dates.ts";
import type { StrategyCalendar } from "./calendar.ts";
import { FUNNEL_STAGES } from "./funnel.ts";
import { channelLabel, labelOf } from "./options.ts";

const HEADING = "\n\n## Calendário de publicações (";

/**
 * The calendar as a section after the strategy's text, rendered when the text is read (rendered.ts),
 * so the shown (and copied) strategy is complete on its own; the page also gets the calendar as
 * data to draw it.
 */
export function calendarAsText(calendar: StrategyCalendar): string {
  const lines = [
    `${HEADING}${brazilianDate(calendar.startDate)} a ${brazilianDate(calendar.endDate)})`,
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
      `- ${brazilianDate(slot.date)} (${weekdayOf(slot.date)}) · ${channelLabel(slot.channel)} · ${slot.format}: ${slot.theme}${slot.commercialDate ? ` [${slot.commercialDate}]` : ""}`,
      `  Gancho: ${slot.hook}`,
      `  Chamada para ação: ${slot.callToAction}`,
      ...(slot.pillar && slot.stage
        ? [`  Pilar: ${slot.pillar} · Etapa do funil: ${labelOf(FUNNEL_STAGES, slot.stage)}`]
        : []),
    );
  }
  return lines.join("\n");
}
