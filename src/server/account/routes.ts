import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";

export function accountRoutes() {
  return new Hono<AppEnv>();
}
