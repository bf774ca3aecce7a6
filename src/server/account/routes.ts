import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { deleteAccountSchema } from "../../shared/account.ts";
import type { AppEnv } from "../app-env.ts";
import { SESSION_COOKIE } from "../auth/auth.ts";
import { requireUser, viewerOf } from "../auth/guards.ts";
import { jsonBody } from "../lib/validate.ts";
import { teamsToTransfer } from "../workspaces/service.ts";
import { deleteAccount } from "./deletion.ts";
import { exportUserData } from "./export.ts";

export function accountRoutes() {
  return (
    new Hono<AppEnv>()
      .get("/export", requireUser, async (c) => {
        const viewer = viewerOf(c);
        const data = await exportUserData(c.get("deps").db, viewer.id);
        const date = new Date().toISOString().slice(0, 10);
        c.header("Content-Disposition", `attachment; filename="meus-dados-${date}.json"`);
        return c.body(JSON.stringify(data, null, 2), 200, {
          "Content-Type": "application/json; charset=utf-8",
        });
      })
      // What the deletion dialog lists: the teams to transfer or delete first.
      .get("/teams-to-transfer", requireUser, async (c) =>
        c.json(await teamsToTransfer(c.get("deps").db, viewerOf(c).id), 200),
      )
      .delete("/", requireUser, jsonBody(deleteAccountSchema), async (c) => {
        const viewer = viewerOf(c);
        await deleteAccount(c.get("deps"), viewer.id);
        for (const name of [SESSION_COOKIE, `__Secure-${SESSION_COOKIE}`]) {
          deleteCookie(c, name, { path: "/", secure: name.startsWith("__Secure-") });
        }
        return c.json({ status: true }, 200);
      })
  );
}
