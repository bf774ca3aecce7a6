import { brazilianDate, monthTitle, weekdayOf } from "../../../../shared/dates.ts";
import type { StrategyCalendar } from "../../../../shared/generation/calendar.ts";
import { FUNNEL_STAGES } from "../../../../shared/generation/funnel.ts";
import { channelLabel, labelOf } from "../../../../shared/generation/options.ts";

const HEADING = "\n\n## Calendário de publicações (";

/**
 * A strategy's text and its calendar section apart: an edit changes the text and keeps the
 * section as it was (the calendar is data the plan was made from, and resending it would
 * double the edit's size). A text without the section is all text.
 */
export function withoutCalendar(content: string): { text: string; calendar: string } {
  const at = content.lastIndexOf(HEADING);
  return at < 0
    ? { text: content, calendar: "" }
    : { text: content.slice(0, at), calendar: content.slice(at) };
}

/**
 * The calendar as a section of the strategy's text, so the saved (and copied) strategy is
 * complete on its own; the page also gets the calendar as data to draw it.
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
