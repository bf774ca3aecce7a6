import fc from "fast-check";
import type { z } from "zod";
import { refusingControlCharacters } from "../../src/shared/control-characters.ts";
import { arbitraryFor, objectKeys } from "./zod-arbitrary.ts";

/** A request body as sent on the wire: JSON, or raw text that may not be JSON at all. */
export type HostileBody = { json: unknown } | { raw: string };

const CONTROL = ["\u0000", "\u0007", "\b", "\r\n", "\u001b[31m", "\u007f", "\u0085"];
const UNICODE = ["\u202e", "\u200b", "\ufeff", "\ud83d\ude00", "\u0301", "ﷺ", "𝔘", "\uffff"];

/** Whether the API refuses a value: the schema with the rule every route adds to it. */
const refusedBy = (schema: z.ZodType) => {
  const applied = refusingControlCharacters(schema);
  return (value: unknown) => !applied.safeParse(value).success;
};

/** Strings that break naive code: empty, blank, huge, control and odd unicode characters. */
export const hostileString = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "\t\n ",
    "null",
    "undefined",
    "<script>alert(1)</script>",
    "' or 1=1 --",
  ),
  fc.constantFrom(5_001, 20_001, 60_000).map((n) => "x".repeat(n)),
  fc
    .array(fc.constantFrom(...CONTROL, ...UNICODE), { minLength: 1, maxLength: 20 })
    .map((parts) => parts.join("")),
  fc.string({ unit: "binary", maxLength: 30 }),
);

/** Values of the wrong type for any field. */
const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constant([]),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const MASS_ASSIGNMENT = { role: "admin", is_banned: false, user_id: "x", status: "active" };

/**
 * Bodies the schema must refuse: a value shaped like the schema's input, then broken (a field
 * of the wrong type, dropped, null, or a hostile string), often with extra fields, including the
 * mass-assignment ones; and bodies that are not an object at all. Only refused values are kept.
 */
export function hostileBodies(schema: z.ZodType): fc.Arbitrary<HostileBody> {
  const keys = objectKeys(schema);
  const base = arbitraryFor(schema).map((v) => (v && typeof v === "object" ? v : {}));
  const key = keys.length > 0 ? fc.constantFrom(...keys) : fc.string({ maxLength: 8 });
  const extras = fc.option(
    fc.oneof(
      fc.constant(MASS_ASSIGNMENT),
      fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
    ),
    { nil: {} },
  );
  const broken = fc
    .tuple(base, key, fc.oneof(wrongType, hostileString, fc.constant(undefined)), extras)
    .map(([value, k, bad, extra]): HostileBody => {
      const out: Record<string, unknown> = { ...extra, ...(value as object) };
      if (bad === undefined) delete out[k];
      else out[k] = bad;
      return { json: out };
    });
  const allNull = fc.constant({ json: Object.fromEntries(keys.map((k) => [k, null])) });
  const notAnObject = fc.oneof(
    wrongType.map((json): HostileBody => ({ json })),
    hostileString.map((json): HostileBody => ({ json })),
    fc.constantFrom("{", "{'a':1}", "[1,", "", "\u0000").map((raw): HostileBody => ({ raw })),
  );
  const refused = refusedBy(schema);
  return fc
    .oneof({ arbitrary: broken, weight: 4 }, allNull, notAnObject)
    .filter((body) => !("json" in body) || refused(body.json));
}

/** Query strings the schema must refuse: hostile or wrong-looking values for its keys. */
export function hostileQueries(schema: z.ZodType): fc.Arbitrary<Record<string, string>> {
  const keys = objectKeys(schema);
  const value = fc.oneof(
    hostileString.map((s) => s.slice(0, 3_000)),
    fc.constantFrom("-1", "0", "1e9", "NaN", "Infinity", "1.5", "[]", "{}", "%00"),
  );
  return fc.dictionary(fc.constantFrom(...keys), value, { minKeys: 1 }).filter(refusedBy(schema));
}
