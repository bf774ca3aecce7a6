import { Hono } from "hono";
import { adminUsageQuerySchema, OFFLINE_MODEL } from "../../shared/ai-usage.ts";
import { aiUsageOf } from "../ai/allowance.ts";
import { payingAccountOf } from "../ai/paying-account.ts";
import type { AppEnv } from "../app-env.ts";
import { requireAdmin, requireUser, viewerOf } from "../auth/guards.ts";
import { validate } from "../lib/validate.ts";
import { adminUsage } from "./admin-usage.ts";

/** Mounted at /api/ai-usage: the meter of the workspace the user works in (its month). */
export function aiUsageRoutes() {
  return new Hono<AppEnv>().use(requireUser).get("/", async (c) => {
    const { db, env } = c.get("deps");
    const viewer = viewerOf(c);
    const usage = await aiUsageOf(db, env, {
      accountId: payingAccountOf(viewer),
      unlimited: viewer.role === "admin",
    });
    return c.json(usage, 200);
  });
}

/** Mounted at /api/admin/usage: the admin's usage panel. */
export function adminUsageRoutes() {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get("/", validate("query", adminUsageQuerySchema), async (c) => {
      const { db, ai } = c.get("deps");
      const usage = await adminUsage(db, ai.model ?? OFFLINE_MODEL, c.req.valid("query"));
      return c.json(usage, 200);
    });
}
