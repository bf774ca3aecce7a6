import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";

export function contactRoutes() {
  return new Hono<AppEnv>();
}
