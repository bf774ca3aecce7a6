import { Hono } from "hono";
import { emailsPageQuerySchema } from "../../shared/emails.ts";
import type { AppEnv } from "../app-env.ts";
import { requireAdmin, viewerOf } from "../auth/guards.ts";
import { validate } from "../lib/validate.ts";
import { listEmails } from "./service.ts";

export const emailsRoutes = () =>
  new Hono<AppEnv>().get("/", requireAdmin, validate("query", emailsPageQuerySchema), async (c) => {
    const { page } = c.req.valid("query");
    return c.json(await listEmails(c.get("deps"), viewerOf(c), page), 200);
  });
