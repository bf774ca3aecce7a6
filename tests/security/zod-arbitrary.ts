import fc from "fast-check";
import type { z } from "zod";

/** The parts of zod 4's internal definition this deriver reads. */
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  format?: string;
  pattern?: RegExp;
  checks?: { _zod: { def: CheckDef } }[];
};
type CheckDef = {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function bounds(def: Def) {
  const out: { min?: number; max?: number; format?: string; pattern?: RegExp; int?: boolean } = {
    format: def.format,
    pattern: def.format === "regex" ? def.pattern : undefined,
  };
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === "min_length") out.min = c.minimum;
    if (c.check === "max_length") out.max = c.maximum;
    if (c.check === "greater_than") out.min = c.value;
    if (c.check === "less_than") out.max = c.value;
    if (c.check === "number_format" && /int/.test(c.format ?? "")) out.int = true;
    if (c.check === "string_format") {
      out.format = c.format;
      if (c.format === "regex") out.pattern = c.pattern;
    }
  }
  return out;
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const { min = 0, max, format, pattern } = bounds(def);
  if (format === "email") return fc.emailAddress();
  if (format === "uuid") return fc.uuid();
  if (pattern) return fc.stringMatching(pattern);
  // Short strings keep the suite fast; the hostile mutations add the huge ones.
  const maxLength = Math.max(min, Math.min(max ?? 40, min + 40));
  return fc.string({ minLength: min, maxLength, unit: "grapheme" });
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const { min, max, int } = bounds(def);
  const lo = min ?? -1_000;
  const hi = max ?? Math.max(lo, 0) + 1_000;
  return int
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true });
}

/**
 * An arbitrary of values shaped like the schema's input: objects with their keys, strings of
 * the allowed lengths and formats, enum members, arrays within bounds. Refinements are not
 * honoured, so a value may still be refused; the hostile generator uses this as its base.
 */
export function arbitraryFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case "object": {
      const shape = def.shape ?? {};
      const required = Object.keys(shape).filter(
        (key) => !["optional", "default"].includes(defOf(shape[key]!).type),
      );
      const model = Object.fromEntries(
        Object.entries(shape).map(([key, value]) => [key, arbitraryFor(value)]),
      );
      return fc.record(model, { requiredKeys: required });
    }
    case "string":
      return stringArbitrary(def);
    case "number":
      return numberArbitrary(def);
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case "literal":
      return fc.constantFrom(...(def.values ?? []));
    case "array": {
      const { min = 0, max = 5 } = bounds(def);
      return fc.array(arbitraryFor(def.element!), { minLength: min, maxLength: max });
    }
    case "optional":
    case "default":
    case "nullable":
    case "readonly":
      return arbitraryFor(def.innerType!);
    case "pipe":
      return arbitraryFor(def.in!);
    case "union":
      return fc.oneof(...(def.options ?? []).map(arbitraryFor));
    default:
      return fc.anything();
  }
}

/** The object schema's keys (after unwrapping pipes and defaults), for targeted mutations. */
export function objectKeys(schema: z.ZodType): string[] {
  const def = defOf(schema);
  if (def.type === "object") return Object.keys(def.shape ?? {});
  if (def.type === "pipe") return objectKeys(def.in!);
  if (def.type === "union") return [...new Set((def.options ?? []).flatMap(objectKeys))];
  return [];
}
