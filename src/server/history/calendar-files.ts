import type { CalendarSlot, StrategyCalendar } from "../../shared/generation/calendar.ts";
import { addDays, brazilianDate, weekdayName } from "../generation/calendar.ts";

/*
 * The strategy calendar as files: .ics (RFC 5545) for Google Calendar, Outlook and Apple
 * Calendar, and .csv for Excel and Sheets in Brazil.
 */

const CRLF = "\r\n";

/**
 * RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT. A
 * line break is CRLF, LF or a lone CR alike: a raw CR would end the content line.
 */
export const escapeIcsText = (text: string) =>
  text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF + space), never inside a
 * UTF-8 character.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    // continuation lines start with a space, which counts toward their 75 octets
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const icsDate = (iso: string) => iso.replace(/-/g, "");
const icsTimestamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

function slotDescription(slot: CalendarSlot) {
  return [
    `Canal: ${slot.channel}`,
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
  const stamp = icsTimestamp(meta.createdAt);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Conteudo Inteligente//Calendario de Conteudo//PT-BR",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeIcsText(meta.title)}`,
    ...calendar.slots.flatMap((slot, i) => [
      "BEGIN:VEVENT",
      `UID:${meta.id}-${i + 1}@conteudo-inteligente`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDate(slot.date)}`,
      `DTEND;VALUE=DATE:${icsDate(addDays(slot.date, 1))}`,
      `SUMMARY:${escapeIcsText(`${slot.channel}: ${slot.theme}`)}`,
      `DESCRIPTION:${escapeIcsText(slotDescription(slot))}`,
      ...(slot.commercialDate ? [`CATEGORIES:${escapeIcsText(slot.commercialDate)}`] : []),
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

export const CSV_HEADER = [
  "Data",
  "Dia",
  "Canal",
  "Tema",
  "Formato",
  "Gancho",
  "Chamada para ação",
  "Data comemorativa",
];

/**
 * A quoted CSV field. Text starting like a formula is prefixed with an apostrophe, so a
 * spreadsheet shows it instead of evaluating it; the full-width ＝＋－＠ count too, since
 * some spreadsheets read them as their ASCII twins.
 */
export const csvField = (value: string) =>
  `"${(/^[=+\-@\t\r＝＋－＠]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;

/** UTF-8 with a BOM (Excel then keeps the accents) and ";" separators, as pt-BR Excel expects. */
export function calendarToCsv(calendar: StrategyCalendar): string {
  const rows = [
    CSV_HEADER,
    ...calendar.slots.map((slot) => [
      brazilianDate(slot.date),
      weekdayName(slot.date),
      slot.channel,
      slot.theme,
      slot.format,
      slot.hook,
      slot.callToAction,
      slot.commercialDate ?? "",
    ]),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvField).join(";")).join(CRLF)}${CRLF}`;
}
