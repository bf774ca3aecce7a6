import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";

export function generationRoutes() {
  return new Hono<AppEnv>();
}
