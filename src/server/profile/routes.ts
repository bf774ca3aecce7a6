import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";

export function profileRoutes() {
  return new Hono<AppEnv>();
}
