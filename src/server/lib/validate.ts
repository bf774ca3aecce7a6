import { zValidator } from "@hono/zod-validator";
import type { Context, MiddlewareHandler, ValidationTargets } from "hono";
import { z } from "zod";
import { refusingControlCharacters } from "../../shared/control-characters.ts";
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

function invalidInput(error: z.core.$ZodError) {
  const fields = fieldErrors(error);
  return errors.badRequest(Object.values(fields)[0] ?? INVALID_BODY, { fields });
}

/** A value checked with a shared schema inside a route's body (each of a list's items, say). */
export function checkedValue<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = refusingControlCharacters(schema).safeParse(value);
  if (!result.success) throw invalidInput(result.error);
  return result.data as z.infer<S>;
}

const isJson = (contentType: string | undefined) =>
  /^application\/([\w.-]+\+)?json$/i.test(contentType?.split(";")[0]?.trim() ?? "");

/** A validator with a schema that already refuses control characters. */
const checkedWith = <T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw invalidInput(result.error);
  });

/**
 * A route's validator for one part of the request (json, query, param): the shared schema's
 * types flow into the route and its client, and a mistake is a Portuguese 400 whose message is
 * the first field's, with every field's message under `fields`. Every schema gets the shared
 * rule against control characters here (src/shared/control-characters.ts), so no field of any
 * route can miss it.
 */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) => checkedWith(target, refusingControlCharacters(schema));

/**
 * The JSON body validated with a shared schema (unknown keys are dropped). The body is read
 * as JSON whatever type the client declared, and one that is not JSON gets our Portuguese
 * message instead of the validator's English one.
 */
export function jsonBody<S extends z.ZodType>(schema: S) {
  const checked = refusingControlCharacters(schema);
  const validator = checkedWith("json", checked);
  const middleware: MiddlewareHandler = async (c: Context, next) => {
    // Parsed once here (hono keeps it for the validator).
    const body: unknown = await c.req.json().catch(() => {
      throw errors.badRequest(INVALID_BODY);
    });
    if (isJson(c.req.header("content-type"))) return validator(c, next);
    // The validator reads only bodies declared as JSON: the same checks, done here.
    const result = await checked.safeParseAsync(body);
    if (!result.success) throw invalidInput(result.error);
    c.req.addValidatedData("json", result.data as object);
    await next();
  };
  return middleware as typeof validator;
}
