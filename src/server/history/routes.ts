import { type Context, Hono } from "hono";
import { type HistoryPage, historyQuerySchema } from "../../shared/generation/history.ts";
import type { HistoryQuery } from "../../shared/generation/history-query.ts";
import { restoreSchema } from "../../shared/generation/versions.ts";
import type { AppEnv } from "../app-env.ts";
import { cachedAnswer, encodedJson } from "../cache/cached-json.ts";
import { errors } from "../lib/errors.ts";
import { jsonBody, validate } from "../lib/validate.ts";
import { accessKey, accessOf, may, type WorkspaceAccess } from "../workspaces/access.ts";
import { calendarToCsv, calendarToIcs } from "./calendar-files.ts";
import { deleteHistoryItem, getHistoryItem, listHistory } from "./service.ts";
import { listVersions, readVersion, restoreVersion } from "./versions.ts";

/**
 * The history is the workspace's: any member reads what their brand access shows (a locked
 * account still reads it); deleting is a change to content.
 */
export function historyRoutes() {
  return new Hono<AppEnv>()
    .use(may("read"))
    .get("/", validate("query", historyQuerySchema), async (c) => {
      const page = await historyPage(c, accessOf(c), c.req.valid("query"));
      return encodedJson<HistoryPage>(c, page);
    })
    .get("/:id", async (c) =>
      c.json(await getHistoryItem(c.get("deps").db, accessOf(c), c.req.param("id")), 200),
    )
    .delete("/:id", may("write"), async (c) => {
      await deleteHistoryItem(c.get("deps").db, accessOf(c), c.req.param("id"));
      return c.body(null, 204);
    })
    .get("/:id/versions", async (c) =>
      c.json(await listVersions(c.get("deps").db, accessOf(c), c.req.param("id")), 200),
    )
    .get("/:id/versions/:number", async (c) =>
      c.json(
        await readVersion(c.get("deps").db, accessOf(c), c.req.param("id"), c.req.param("number")),
        200,
      ),
    )
    .post("/:id/versions/:number/restore", may("write"), jsonBody(restoreSchema), async (c) =>
      c.json(
        await restoreVersion(
          c.get("deps").db,
          accessOf(c),
          c.req.param("id"),
          c.req.param("number"),
          c.req.valid("json").basedOn,
        ),
        201,
      ),
    )
    .get("/:id/calendar.ics", (c) => calendarFile(c, "ics"))
    .get("/:id/calendar.csv", (c) => calendarFile(c, "csv"));
}

/**
 * One page of the workspace's history as GET /api/history answers it, encoded, through its
 * cache (kept per workspace and brand access): the API and the signed-in page that starts with
 * its list (src/server/page-data.ts) share it.
 */
export function historyPage(c: Context<AppEnv>, access: WorkspaceAccess, query: HistoryQuery) {
  const { db, caches } = c.get("deps");
  const key = `${accessKey(access)}\n${query.type}\n${query.page}\n${query.brand}\n${query.author}\n${query.q}`;
  return cachedAnswer(c, caches.historyPages, { key, ownerId: access.workspaceId }, () =>
    listHistory(db, access, query),
  );
}

async function calendarFile(c: Context<AppEnv>, extension: "ics" | "csv") {
  const item = await getHistoryItem(c.get("deps").db, accessOf(c), c.req.param("id") ?? "");
  if (!item.calendar) throw errors.notFound("Este conteúdo não tem calendário de publicações.");
  const body =
    extension === "ics"
      ? calendarToIcs(item.calendar, { ...item, createdAt: new Date(item.createdAt) })
      : calendarToCsv(item.calendar);
  c.header(
    "Content-Type",
    extension === "ics" ? "text/calendar; charset=utf-8" : "text/csv; charset=utf-8",
  );
  c.header(
    "Content-Disposition",
    `attachment; filename="calendario-de-conteudo-${item.calendar.startDate}.${extension}"`,
  );
  return c.body(body, 200);
}
