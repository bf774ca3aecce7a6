import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";

export function billingRoutes() {
  return new Hono<AppEnv>();
}

export const STRIPE_WEBHOOK_PATH = "/api/billing/webhook";
