import { and, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { z } from "zod";
import { strategyCalendarSchema } from "../../shared/generation/calendar.ts";
import {
  HISTORY_PAGE_SIZE,
  type HistoryItem,
  type HistoryPage,
  type HistoryQuery,
  historyItemSchema,
} from "../../shared/generation/history.ts";
import { can } from "../../shared/generation/tools.ts";
import type { Database } from "../db/client.ts";
import { containsPattern } from "../db/like.ts";
import { contentHistory, contentVersions, searchable, users } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { visibleIn, type WorkspaceAccess } from "../workspaces/access.ts";

/** Enough for the row toast (300 characters and whether there is more). */
export const PREVIEW_LENGTH = 400;

const NOT_FOUND = "Conteúdo não encontrado.";

/** Accents and case aside ("dia das maes" finds "Dia das Mães"); the trigram index serves it. */
export function titleContains(text: string) {
  const pattern = sql`${containsPattern(text)}`;
  return sql`${searchable(contentHistory.title)} like ${searchable(pattern)}`;
}

/** How many versions an item keeps: counted on the (item, number) key's index. */
const keptVersions = sql<number>`(select count(*)::int from ${contentVersions} where ${contentVersions.historyId} = ${contentHistory.id})`;

/** The history's order, which its workspace indexes keep (schema/content.ts). */
const newestFirst = [desc(contentHistory.createdAt), desc(contentHistory.id)];

export async function listHistory(
  db: Database,
  access: WorkspaceAccess,
  query: HistoryQuery,
): Promise<HistoryPage> {
  const where = and(
    visibleIn(access, contentHistory),
    query.type === "all" ? undefined : eq(contentHistory.contentType, query.type),
    query.q ? titleContains(query.q) : undefined,
    query.brand ? eq(contentHistory.brandId, query.brand) : undefined,
    query.author ? eq(contentHistory.userId, query.author) : undefined,
  );
  // The page's ids first, read off the index in its order, then their rows and authors: joined
  // before the LIMIT, every row an OFFSET skips would be read and sorted too.
  const page = db
    .select({ id: contentHistory.id })
    .from(contentHistory)
    .where(where)
    .orderBy(...newestFirst)
    .limit(HISTORY_PAGE_SIZE)
    .offset((query.page - 1) * HISTORY_PAGE_SIZE)
    .as("page");
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: contentHistory.id,
        contentType: contentHistory.contentType,
        title: contentHistory.title,
        content: sql<string>`left(${contentHistory.content}, ${PREVIEW_LENGTH})`,
        createdAt: contentHistory.createdAt,
        brandId: contentHistory.brandId,
        brandName: contentHistory.brandName,
        author: users.name,
        version: contentHistory.version,
        demo: sql<boolean>`coalesce((${contentHistory.metadata}->>'demo')::boolean, false)`,
        versions: keptVersions,
      })
      .from(page)
      .innerJoin(contentHistory, eq(contentHistory.id, page.id))
      .leftJoin(users, eq(users.id, contentHistory.userId))
      .orderBy(...newestFirst),
    db.select({ value: count() }).from(contentHistory).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    })),
    page: query.page,
    pageSize: HISTORY_PAGE_SIZE,
    total: total?.value ?? 0,
  };
}

/** An item the member may see; any other, an unknown id or a malformed one are all a 404. */
export async function visibleItem(db: Database, access: WorkspaceAccess, id: string) {
  if (!z.uuid().safeParse(id).success) throw errors.notFound(NOT_FOUND);
  const [row] = await db
    .select({ ...getTableColumns(contentHistory), author: users.name, versions: keptVersions })
    .from(contentHistory)
    .leftJoin(users, eq(users.id, contentHistory.userId))
    .where(and(eq(contentHistory.id, id), visibleIn(access, contentHistory)));
  if (!row) throw errors.notFound(NOT_FOUND);
  return row;
}

export async function getHistoryItem(
  db: Database,
  access: WorkspaceAccess,
  id: string,
): Promise<HistoryItem> {
  const row = await visibleItem(db, access, id);
  const calendar = strategyCalendarSchema.safeParse(row.metadata?.calendar);
  const kept = row.metadata?.basePrompt;
  return {
    id: row.id,
    contentType: row.contentType,
    title: row.title,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    brandId: row.brandId,
    brandName: row.brandName,
    author: row.author,
    version: row.version,
    versions: row.versions,
    calendar: calendar.success ? calendar.data : null,
    demo: row.metadata?.demo === true,
    strategy: historyItemSchema.shape.strategy.catch(null).parse(row.metadata),
    basePrompt: can(row.contentType, "brandBase")
      ? row.content
      : typeof kept === "string"
        ? kept
        : null,
  };
}

export async function deleteHistoryItem(db: Database, access: WorkspaceAccess, id: string) {
  if (!z.uuid().safeParse(id).success) throw errors.notFound(NOT_FOUND);
  const deleted = await db
    .delete(contentHistory)
    .where(and(eq(contentHistory.id, id), visibleIn(access, contentHistory)))
    .returning({ id: contentHistory.id });
  if (deleted.length === 0) throw errors.notFound(NOT_FOUND);
}
