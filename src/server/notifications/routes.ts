import { Hono } from "hono";
import {
  notificationIdParamSchema,
  preferencesUpdateSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from "../../shared/notifications.ts";
import type { AppEnv } from "../app-env.ts";
import { requireUser, viewerOf } from "../auth/guards.ts";
import { jsonBody, validate } from "../lib/validate.ts";
import { addSubscription, removeSubscription } from "./push.ts";
import {
  listNotifications,
  markAllRead,
  markRead,
  preferencesFor,
  updatePreferences,
} from "./service.ts";

/** The bell and the preferences: each member reads and changes only their own (decision 061). */
export function notificationRoutes() {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => c.json(await listNotifications(c.get("deps").db, viewerOf(c).id), 200))
    .post("/read-all", async (c) => {
      await markAllRead(c.get("deps").db, viewerOf(c).id);
      return c.body(null, 204);
    })
    .post("/:id/read", validate("param", notificationIdParamSchema), async (c) => {
      await markRead(c.get("deps").db, viewerOf(c).id, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .get("/preferences", async (c) => {
      const { db, env } = c.get("deps");
      const preferences = await preferencesFor(db, viewerOf(c).id);
      return c.json({ ...preferences, quietWindow: env.PUSH_QUIET_HOURS }, 200);
    })
    .put("/preferences", jsonBody(preferencesUpdateSchema), async (c) => {
      const { db, env } = c.get("deps");
      const preferences = await updatePreferences(db, viewerOf(c).id, c.req.valid("json"));
      return c.json({ ...preferences, quietWindow: env.PUSH_QUIET_HOURS }, 200);
    });
}

/** Web push: the server's public key, and this device's subscription for the member. */
export function pushRoutes() {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/key", (c) => c.json({ publicKey: c.get("deps").push.publicKey }, 200))
    .post("/subscriptions", jsonBody(pushSubscriptionSchema), async (c) => {
      await addSubscription(c.get("deps"), viewerOf(c).id, c.req.valid("json"));
      return c.body(null, 204);
    })
    .delete("/subscriptions", jsonBody(pushUnsubscribeSchema), async (c) => {
      await removeSubscription(c.get("deps").db, viewerOf(c).id, c.req.valid("json").endpoint);
      return c.body(null, 204);
    });
}
