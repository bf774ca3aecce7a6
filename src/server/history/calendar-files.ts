import { brazilianDate, weekdayOf } from "../../shared/dates.ts";
import type { CalendarSlot, StrategyCalendar } from "../../shared/generation/calendar.ts";
import { channelLabel } from "../../shared/generation/options.ts";
import { writeCsv, writeIcs } from "../lib/calendar-writer.ts";

/* The strategy calendar of a history item as files (the saved calendar never changes). */

function slotDescription(slot: CalendarSlot) {
  return [
    `Canal: ${channelLabel(slot.channel)}`,
    `Formato: ${slot.format}`,
    `Gancho: ${slot.hook}`,
    `Chamada para ação: ${slot.callToAction}`,
    ...(slot.commercialDate ? [`Data comemorativa: ${slot.commercialDate}`] : []),
  ].join("\n");
}

export function calendarToIcs(
  calendar: StrategyCalendar,
  meta: { id: string; title: string; createdAt: Date },
): string {
  return writeIcs({
    name: meta.title,
    events: calendar.slots.map((slot, i) => ({
      uid: `${meta.id}-${i + 1}@conteudo-inteligente`,
      date: slot.date,
      stamp: meta.createdAt,
      summary: `${channelLabel(slot.channel)}: ${slot.theme}`,
      description: slotDescription(slot),
      category: slot.commercialDate,
    })),
  });
}

const CSV_HEADER = [
  "Data",
  "Dia",
  "Canal",
  "Tema",
  "Formato",
  "Gancho",
  "Chamada para ação",
  "Data comemorativa",
];

export function calendarToCsv(calendar: StrategyCalendar): string {
  return writeCsv(
    CSV_HEADER,
    calendar.slots.map((slot) => [
      brazilianDate(slot.date),
      weekdayOf(slot.date),
      channelLabel(slot.channel),
      slot.theme,
      slot.format,
      slot.hook,
      slot.callToAction,
      slot.commercialDate ?? "",
    ]),
  );
}
