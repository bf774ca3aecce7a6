import { zValidator } from "@hono/zod-validator";
import type { Context, ValidationTargets } from "hono";
import { z } from "zod";
import { errors } from "./errors.ts";

// The shared schemas carry Portuguese messages for what a form can get wrong; a hand-made
// request can still send a wrong type or a non-object, and zod's own words must not be English.
z.config(z.locales.ptBR());

export const INVALID_BODY = "Corpo da requisição inválido.";

/** Field errors keyed by path, first message per field, for the forms to show. */
export function fieldErrors(error: z.core.$ZodError) {
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

function invalidInput(error: z.core.$ZodError) {
  const fields = fieldErrors(error);
  return errors.badRequest(Object.values(fields)[0] ?? INVALID_BODY, { fields });
}

const invalidCharacter = () => errors.badRequest("O texto enviado contém um caractere inválido.");

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalidInput(result.error);
  if (containsNul(result.data)) throw invalidCharacter();
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

/**
 * A route's validator for one part of the request (json, query, param): the shared schema's
 * types flow into the route and its client, and a mistake is the same Portuguese 400 as above.
 */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw invalidInput(result.error);
    if (containsNul(result.data)) throw invalidCharacter();
  });
