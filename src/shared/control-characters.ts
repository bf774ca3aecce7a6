import type { z } from "zod";

/**
 * Control characters: C0 other than tab and line feed, DEL and C1 (U+007F to U+009F), and the
 * bidirectional overrides and isolates (U+202A to U+202E, U+2066 to U+2069). None belongs in
 * what a person types: JSON writes each C0 one as six bytes (a page of them weighs six times
 * its length); a lone CR breaks lines in .ics files, CSV and e-mail headers while a text box
 * shows none; a C1 one is a terminal's escape (U+009B starts a sequence like ESC [); and an
 * override or isolate turns the text after it around where it is shown, so a workspace or
 * brand named with one reads as something else in the switcher, an invitation's preview or
 * the client's approval page. Refused in every field, not only names: a post's text is shown
 * to a client too, and one rule cannot be forgotten by a field. A text box ends lines with LF
 * alone; a CRLF from elsewhere is read as LF.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
export const CONTROL_CHARACTER_MESSAGE = "O texto enviado contém um caractere inválido.";

type Path = (string | number)[];

/** Every text in value, with its path (objects and arrays, as a parsed request holds them). */
function* textsIn(value: unknown, path: Path = []): Generator<[string, Path]> {
  if (typeof value === "string") yield [value, path];
  else if (Array.isArray(value))
    for (const [i, item] of value.entries()) yield* textsIn(item, [...path, i]);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) yield* textsIn(item, [...path, key]);
}

function withLfLineEnds(value: unknown): unknown {
  if (typeof value === "string") return value.replaceAll("\r\n", "\n");
  if (Array.isArray(value)) return value.map(withLfLineEnds);
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withLfLineEnds(v)]));
  return value;
}

/**
 * The schema, refusing a control character in any text it accepts, at that text's field: the one
 * rule every request schema gets where the API validates (src/server/lib/validate.ts).
 */
export function refusingControlCharacters<T extends z.ZodType>(schema: T): T {
  return schema
    .overwrite((value) => withLfLineEnds(value) as z.output<T>)
    .superRefine((value, ctx) => {
      for (const [text, path] of textsIn(value)) {
        if (CONTROL_CHARACTER.test(text)) {
          ctx.addIssue({ code: "custom", message: CONTROL_CHARACTER_MESSAGE, path });
        }
      }
    });
}
