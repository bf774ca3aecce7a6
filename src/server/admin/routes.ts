import { type Context, Hono } from "hono";
import { createFactory } from "hono/factory";
import {
  adminAuditQuerySchema,
  adminContentQuerySchema,
  adminUsersQuerySchema,
  flagReasonSchema,
  liftReasonSchema,
  setRoleSchema,
} from "../../shared/admin.ts";
import type { AppEnv } from "../app-env.ts";
import { requireAdmin, viewerOf } from "../auth/guards.ts";
import { errors } from "../lib/errors.ts";
import { isUuid } from "../lib/ids.ts";
import { jsonBody, validate } from "../lib/validate.ts";
import { setFlag, setRole, USER_NOT_FOUND } from "./actions.ts";
import { listAudit } from "./audit.ts";
import { findContent, listContent } from "./content.ts";
import { publishingFailures } from "./publishing.ts";
import { adminStats } from "./stats.ts";
import { findAdminUser, listUsers } from "./users.ts";

/** The user as the panel shows it after an action. */
async function userAnswer(c: Context<AppEnv>, id: string) {
  const user = await findAdminUser(c.get("deps").db, id);
  if (!user) throw errors.notFound(USER_NOT_FOUND);
  return c.json(user, 200);
}

const factory = createFactory<AppEnv>();

/** Ban, unban, lock, unlock: setting a flag asks for a reason, lifting one makes it optional. */
const flagAction = (flag: "ban" | "lock", on: boolean) =>
  factory.createHandlers(jsonBody(on ? flagReasonSchema : liftReasonSchema), async (c) => {
    const { reason } = c.req.valid("json");
    const id = c.req.param("id") ?? "";
    await setFlag(c.get("deps").db, viewerOf(c), id, flag, on, reason ?? null);
    return userAnswer(c, id);
  });

export function adminRoutes() {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get("/stats", async (c) => c.json(await adminStats(c.get("deps").db), 200))
    .get("/users", validate("query", adminUsersQuerySchema), async (c) =>
      c.json(await listUsers(c.get("deps").db, c.req.valid("query")), 200),
    )
    .get("/content", validate("query", adminContentQuerySchema), async (c) =>
      c.json(await listContent(c.get("deps").db, c.req.valid("query")), 200),
    )
    .get("/content/:id", async (c) => {
      const id = c.req.param("id");
      const item = isUuid(id) ? await findContent(c.get("deps").db, id) : null;
      if (!item) throw errors.notFound("Conteúdo não encontrado.");
      return c.json(item, 200);
    })
    .get("/audit", validate("query", adminAuditQuerySchema), async (c) =>
      c.json(await listAudit(c.get("deps").db, c.req.valid("query").page), 200),
    )
    .get("/publishing", async (c) => c.json(await publishingFailures(c.get("deps").db), 200))
    .put("/users/:id/role", jsonBody(setRoleSchema), async (c) => {
      const id = c.req.param("id");
      await setRole(c.get("deps").db, viewerOf(c), id, c.req.valid("json").role);
      return userAnswer(c, id);
    })
    .post("/users/:id/ban", ...flagAction("ban", true))
    .post("/users/:id/unban", ...flagAction("ban", false))
    .post("/users/:id/lock", ...flagAction("lock", true))
    .post("/users/:id/unlock", ...flagAction("lock", false));
}
