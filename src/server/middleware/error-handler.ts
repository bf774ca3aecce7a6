import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../app-env.ts";
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "../lib/database-unavailable.ts";
import { AppError } from "../lib/errors.ts";
import { INVALID_BODY } from "../lib/validate.ts";

export const GENERIC_ERROR = "Ocorreu um erro inesperado. Tente novamente em alguns instantes.";

/** Every failure leaves as `{ code, message }`, the message in Portuguese. */
export const errorHandler: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof AppError) {
    if (error.status === 429 && typeof error.details?.retryAfterSeconds === "number") {
      c.header("Retry-After", String(error.details.retryAfterSeconds));
    }
    return c.json({ code: error.code, message: error.message, ...error.details }, error.status);
  }
  // The validators' own 400 (a body that is not JSON) speaks English: say it in Portuguese.
  if (error instanceof HTTPException && error.status === 400) {
    return c.json({ code: "BAD_REQUEST", message: INVALID_BODY }, 400);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ code: "HTTP_ERROR", message: error.message || GENERIC_ERROR }, error.status);
  }
  if (isDatabaseUnavailable(error)) {
    // Transient: the pool reconnects on its own once the database is back.
    (c.get("log") ?? console).warn({ err: error }, "database unavailable");
    c.header("Retry-After", "5");
    return c.json({ code: "SERVICE_UNAVAILABLE", message: DATABASE_UNAVAILABLE }, 503);
  }
  (c.get("log") ?? console).error({ err: error }, "unhandled error");
  return c.json({ code: "INTERNAL_ERROR", message: GENERIC_ERROR }, 500);
};
