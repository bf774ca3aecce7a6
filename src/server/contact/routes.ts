import { Hono } from "hono";
import { contactSchema } from "../../shared/contact.ts";
import { emailsPageQuerySchema } from "../../shared/emails.ts";
import type { AppEnv } from "../app-env.ts";
import { requireAdmin, requireUser, viewerOf } from "../auth/guards.ts";
import { clientIp } from "../lib/client-ip.ts";
import { hitRateLimit, type RateLimitRule } from "../lib/rate-limit.ts";
import { jsonBody, validate } from "../lib/validate.ts";
import { listContactMessages, submitContactMessage } from "./service.ts";

const CONTACT_PER_USER: RateLimitRule = { limit: 5, windowSeconds: 60 * 60 };
const CONTACT_PER_IP: RateLimitRule = { limit: 30, windowSeconds: 60 * 60 };

export function contactRoutes() {
  return new Hono<AppEnv>()
    .post("/", requireUser, jsonBody(contactSchema), async (c) => {
      const deps = c.get("deps");
      const viewer = viewerOf(c);
      const input = c.req.valid("json");
      await hitRateLimit(deps.db, `contact:ip:${clientIp(c)}`, CONTACT_PER_IP);
      await hitRateLimit(deps.db, `contact:user:${viewer.id}`, CONTACT_PER_USER);
      const stored = await submitContactMessage(deps, viewer, input);
      return c.json(stored, 201);
    })
    .get("/admin/messages", requireAdmin, validate("query", emailsPageQuerySchema), async (c) => {
      const { page } = c.req.valid("query");
      return c.json(await listContactMessages(c.get("deps").db, page), 200);
    });
}
