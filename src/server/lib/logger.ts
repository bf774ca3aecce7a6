import { pino } from "pino";
import type { Env } from "../env.ts";

export type Logger = pino.Logger;

export function createLogger(env: Pick<Env, "LOG_LEVEL" | "NODE_ENV">): Logger {
  return pino({
    level: env.NODE_ENV === "test" && env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL,
    base: undefined,
    // The networks' tokens (decision 063) are never logged, even should one reach a log call.
    redact: [
      "req.headers.cookie",
      "req.headers.authorization",
      "password",
      "*.password",
      "*.access_token",
      "*.accessToken",
      "*.tokenSealed",
      "*.userTokenSealed",
    ],
  });
}
