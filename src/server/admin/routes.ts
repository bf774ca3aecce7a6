import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";

export function adminRoutes() {
  return new Hono<AppEnv>();
}
