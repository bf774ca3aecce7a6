// Reading back the .ics files the app writes, for the API tests and the browser's downloads.

/** The VEVENT of one UID, unfolded, as `NAME:value` lines. */
export function eventOf(ics: string, uid: string) {
  const events = ics.replace(/\r\n /g, "").split("BEGIN:VEVENT\r\n").slice(1);
  const event = events.find((e) => e.includes(`UID:${uid}\r\n`));
  if (!event) throw new Error(`no event ${uid}`);
  return event.split("\r\n");
}

/** A property's value in an event's lines ("DTSTART;VALUE=DATE:20261204" → "20261204"). */
export const field = (lines: string[], name: string) =>
  lines.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`))?.split(":")[1];

/** A post's event's UID: its id, for life (src/server/plans/calendar-files.ts). */
export const postUid = (postId: string) => `${postId}@conteudo-inteligente`;
