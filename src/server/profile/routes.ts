import { Hono } from "hono";
import { profileUpdateSchema } from "../../shared/profile.ts";
import type { AppEnv } from "../app-env.ts";
import { parseJson } from "../lib/validate.ts";
import { requireUser, viewerOf } from "../middleware/guards.ts";
import { profileOf, updateProfile } from "./service.ts";

export function profileRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireUser);

  app.get("/", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(profileOf(viewerOf(c)), 200);
  });

  app.patch("/", async (c) => {
    const input = await parseJson(c, profileUpdateSchema);
    const profile = await updateProfile(c.get("deps").db, viewerOf(c), input);
    return c.json(profile, 200);
  });

  return app;
}
