import { addDays } from "../../shared/dates.ts";

/*
 * Calendar files for any domain: .ics (RFC 5545) for Google Calendar, Outlook and Apple
 * Calendar, and .csv for Excel and Sheets in Brazil. One writer and one set of escape rules:
 * the strategy's calendar and the plan (its downloads and its feed) share them.
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

/** One all-day event. `uid` must stay the same across versions of the same event. */
export type IcsEvent = {
  uid: string;
  /** ISO date (yyyy-mm-dd) of the day it takes. */
  date: string;
  /** DTSTAMP: when this version of the event was written. */
  stamp: Date;
  /** Set for events that change: calendar apps keep the version with the higher SEQUENCE. */
  revision?: { sequence: number; lastModified: Date };
  summary: string;
  description: string;
  category?: string | null;
};

export type IcsCalendar = {
  name: string;
  events: IcsEvent[];
  /** For a subscribed feed: how often calendar apps that honour the hint should poll. */
  refreshInterval?: string;
};

function eventLines(event: IcsEvent) {
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${icsTimestamp(event.stamp)}`,
    ...(event.revision
      ? [
          `LAST-MODIFIED:${icsTimestamp(event.revision.lastModified)}`,
          `SEQUENCE:${event.revision.sequence}`,
        ]
      : []),
    `DTSTART;VALUE=DATE:${icsDate(event.date)}`,
    // An all-day event ends, exclusively, on the next day.
    `DTEND;VALUE=DATE:${icsDate(addDays(event.date, 1))}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    ...(event.category ? [`CATEGORIES:${escapeIcsText(event.category)}`] : []),
    // A post to make is not a meeting: it never shows the day as busy.
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

/** A whole VCALENDAR, folded, with CRLF line ends. */
export function writeIcs({ name, events, refreshInterval }: IcsCalendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Conteudo Inteligente//Calendario de Conteudo//PT-BR",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeIcsText(name)}`,
    // RFC 7986's name for the hint, and Outlook's older one.
    ...(refreshInterval
      ? [`REFRESH-INTERVAL;VALUE=DURATION:${refreshInterval}`, `X-PUBLISHED-TTL:${refreshInterval}`]
      : []),
    ...events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/**
 * A quoted CSV field. Text starting like a formula is prefixed with an apostrophe, so a
 * spreadsheet shows it instead of evaluating it; the full-width ＝＋－＠ count too, since
 * some spreadsheets read them as their ASCII twins.
 */
export const csvField = (value: string) =>
  `"${(/^[=+\-@\t\r＝＋－＠]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;

/** UTF-8 with a BOM (Excel then keeps the accents) and ";" separators, as pt-BR Excel expects. */
export function writeCsv(header: readonly string[], rows: readonly string[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(";")).join(CRLF)}${CRLF}`;
}
