import { pino } from "pino";
import type { Env } from "../env.ts";

export type Logger = pino.Logger;

export function createLogger(env: Pick<Env, "LOG_LEVEL" | "NODE_ENV">): Logger {
  return pino({
    level: env.NODE_ENV === "test" && env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL,
    base: undefined,
    redact: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"],
  });
}
