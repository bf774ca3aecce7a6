import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";

export function historyRoutes() {
  return new Hono<AppEnv>();
}
