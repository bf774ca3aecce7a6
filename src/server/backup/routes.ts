import { Hono } from "hono";
import type { AdminBackupStatus } from "../../shared/admin.ts";
import type { AppEnv } from "../app-env.ts";
import { requireAdmin } from "../auth/guards.ts";

/** Mounted at /api/admin/backup: what the admin panel says about backups. */
export function backupRoutes() {
  return new Hono<AppEnv>().use(requireAdmin).get("/", async (c) => {
    const { backups } = c.get("deps");
    const latest = await backups.latest();
    const status: AdminBackupStatus = {
      automatic: backups.automatic,
      latest: latest && { at: latest.at.toISOString(), size: latest.size },
    };
    return c.json(status, 200);
  });
}
