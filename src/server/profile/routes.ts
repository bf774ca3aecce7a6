import { Hono } from "hono";
import { profileUpdateSchema } from "../../shared/profile.ts";
import type { AppEnv } from "../app-env.ts";
import { requireUser, viewerOf } from "../auth/guards.ts";
import { jsonBody } from "../lib/validate.ts";
import { profileOf, updateProfile } from "./service.ts";

export function profileRoutes() {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", (c) => {
      return c.json(profileOf(viewerOf(c)), 200);
    })
    .patch("/", jsonBody(profileUpdateSchema), async (c) => {
      const profile = await updateProfile(c.get("deps").db, viewerOf(c), c.req.valid("json"));
      return c.json(profile, 200);
    });
}
