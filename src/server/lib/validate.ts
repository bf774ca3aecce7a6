import type { Context } from "hono";
import { z } from "zod";
import { errors } from "./errors.ts";

// The shared schemas carry Portuguese messages for what a form can get wrong; a hand-made
// request can still send a wrong type or a non-object, and zod's own words must not be English.
z.config(z.locales.ptBR());

const INVALID_BODY = "Corpo da requisição inválido.";

/** Field errors keyed by path, first message per field, for the forms to show. */
export function fieldErrors(error: z.ZodError) {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    out[key] ??= issue.message;
  }
  return out;
}

/** PostgreSQL text cannot hold the NUL character: a query with one fails outright. */
function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (value && typeof value === "object") return Object.values(value).some(containsNul);
  return false;
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    throw errors.badRequest(Object.values(fields)[0] ?? INVALID_BODY, { fields });
  }
  if (containsNul(result.data)) {
    throw errors.badRequest("O texto enviado contém um caractere inválido.");
  }
  return result.data;
}

/** The JSON body parsed with a shared schema: unknown keys are dropped, bad input is a 400. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw errors.badRequest(INVALID_BODY);
  }
  return parseWith(schema, body);
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query());
}
