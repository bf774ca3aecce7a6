import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  adminAuditQuerySchema,
  adminContentQuerySchema,
  adminUsersQuerySchema,
  flagReasonSchema,
  liftReasonSchema,
  setRoleSchema,
} from "../../shared/admin.ts";
import type { AppEnv } from "../app-env.ts";
import { errors } from "../lib/errors.ts";
import { parseJson, parseQuery } from "../lib/validate.ts";
import { requireAdmin, viewerOf } from "../middleware/guards.ts";
import { setFlag, setRole, USER_NOT_FOUND } from "./actions.ts";
import {
  adminStats,
  findAdminUser,
  findContent,
  listAudit,
  listContent,
  listUsers,
} from "./queries.ts";

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/** The user as the panel shows it after an action. */
async function userAnswer(c: Context<AppEnv>, id: string) {
  const user = await findAdminUser(c.get("deps").db, id);
  if (!user) throw errors.notFound(USER_NOT_FOUND);
  return c.json(user, 200);
}

export function adminRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAdmin);
  app.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.get("/stats", async (c) => c.json(await adminStats(c.get("deps").db), 200));

  app.get("/users", async (c) =>
    c.json(await listUsers(c.get("deps").db, parseQuery(c, adminUsersQuerySchema)), 200),
  );

  app.get("/content", async (c) =>
    c.json(await listContent(c.get("deps").db, parseQuery(c, adminContentQuerySchema)), 200),
  );

  app.get("/content/:id", async (c) => {
    const id = c.req.param("id");
    const item = isUuid(id) ? await findContent(c.get("deps").db, id) : null;
    if (!item) throw errors.notFound("Conteúdo não encontrado.");
    return c.json(item, 200);
  });

  app.get("/audit", async (c) => {
    const { page } = parseQuery(c, adminAuditQuerySchema);
    return c.json(await listAudit(c.get("deps").db, page), 200);
  });

  app.put("/users/:id/role", async (c) => {
    const { role } = await parseJson(c, setRoleSchema);
    const id = c.req.param("id");
    await setRole(c.get("deps").db, viewerOf(c), id, role);
    return userAnswer(c, id);
  });

  const flagActions = [
    { path: "ban", flag: "ban", on: true },
    { path: "unban", flag: "ban", on: false },
    { path: "lock", flag: "lock", on: true },
    { path: "unlock", flag: "lock", on: false },
  ] as const;
  for (const { path, flag, on } of flagActions) {
    app.post(`/users/:id/${path}`, async (c) => {
      const { reason } = await parseJson(c, on ? flagReasonSchema : liftReasonSchema);
      const id = c.req.param("id");
      await setFlag(c.get("deps").db, viewerOf(c), id, flag, on, reason ?? null);
      return userAnswer(c, id);
    });
  }

  return app;
}
