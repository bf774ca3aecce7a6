import { Hono } from "hono";
import { type ActivityPage, activityQuerySchema } from "../../shared/activity.ts";
import type { AppEnv } from "../app-env.ts";
import { validate } from "../lib/validate.ts";
import { accessOf, may } from "../workspaces/access.ts";
import { listActivity } from "./service.ts";

/**
 * GET /api/workspaces/activity: the current workspace's log ("Atividade"). Reading it is part of
 * managing the team (the `members` action: Proprietário and Administrador).
 */
export function activityRoutes() {
  return new Hono<AppEnv>().get(
    "/",
    may("members"),
    validate("query", activityQuerySchema),
    async (c) => {
      const { db } = c.get("deps");
      const page: ActivityPage = await listActivity(db, accessOf(c), c.req.valid("query"));
      return c.json(page, 200);
    },
  );
}
