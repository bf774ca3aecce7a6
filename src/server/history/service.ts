import { count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { z } from "zod";
import { strategyCalendarSchema } from "../../shared/generation/calendar.ts";
import {
  type HistoryItem,
  type HistoryPage,
  historyItemSchema,
} from "../../shared/generation/history.ts";
import { HISTORY_PAGE_SIZE, type HistoryQuery } from "../../shared/generation/history-query.ts";
import { renderedText } from "../../shared/generation/rendered.ts";
import { can } from "../../shared/generation/tools.ts";
import type { Database } from "../db/client.ts";
import { containsPattern } from "../db/like.ts";
import { type contentHistory, searchable, users } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { scoped } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";

/** Enough for the row toast (300 characters and whether there is more). */
export const PREVIEW_LENGTH = 400;

const NOT_FOUND = "Conteúdo não encontrado.";

/** Accents and case aside ("dia das maes" finds "Dia das Mães"); the trigram index serves it. */
export function titleContains(title: typeof contentHistory.title, text: string) {
  const pattern = sql`${containsPattern(text)}`;
  return sql`${searchable(title)} like ${searchable(pattern)}`;
}

type Scope = ReturnType<typeof scoped>;

/**
 * How many versions an item keeps: its row (the latest, decision 060) and those stored before
 * it, counted on the (item, number) key's index.
 */
const keptVersions = ({ history, versions }: Scope) =>
  sql<number>`(select count(*)::int + 1 from ${versions.t} where ${versions.t.historyId} = ${history.t.id} and ${versions.t.number} <> ${history.t.version})`;

/** The history's order, which its workspace indexes keep (schema/content.ts). */
const newestFirst = (t: typeof contentHistory) => [desc(t.createdAt), desc(t.id)];

export async function listHistory(
  db: Database,
  access: WorkspaceAccess,
  query: HistoryQuery,
): Promise<HistoryPage> {
  const scope = scoped(access);
  const { history } = scope;
  const { t } = history;
  const filters = [
    query.type === "all" ? undefined : eq(t.contentType, query.type),
    query.q ? titleContains(t.title, query.q) : undefined,
    query.brand ? eq(t.brandId, query.brand) : undefined,
    query.author ? eq(t.userId, query.author) : undefined,
  ];
  // The page's ids first, read off the index in its order, then their rows and authors: joined
  // before the LIMIT, every row an OFFSET skips would be read and sorted too.
  const page = db
    .select({ id: t.id })
    .from(history.t)
    .where(history.where(...filters))
    .orderBy(...newestFirst(t))
    .limit(HISTORY_PAGE_SIZE)
    .offset((query.page - 1) * HISTORY_PAGE_SIZE)
    .as("page");
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: t.id,
        contentType: t.contentType,
        title: t.title,
        content: sql<string>`left(${t.content}, ${PREVIEW_LENGTH})`,
        // What the item's data adds shows in the preview only after a text shorter than it.
        shortOf: sql<Metadata>`case when char_length(${t.content}) < ${PREVIEW_LENGTH} then ${t.metadata} end`,
        createdAt: t.createdAt,
        brandId: t.brandId,
        brandName: t.brandName,
        author: users.name,
        version: t.version,
        demo: sql<boolean>`coalesce((${t.metadata}->>'demo')::boolean, false)`,
        versions: keptVersions(scope),
      })
      .from(page)
      .innerJoin(history.t, history.where(eq(t.id, page.id)))
      .leftJoin(users, eq(users.id, t.userId))
      .orderBy(...newestFirst(t)),
    db
      .select({ value: count() })
      .from(history.t)
      .where(history.where(...filters)),
  ]);
  return {
    items: rows.map(({ shortOf, ...row }) => ({
      ...row,
      content: shortOf ? preview(renderedText(row.contentType, row.content, shortOf)) : row.content,
      createdAt: row.createdAt.toISOString(),
    })),
    page: query.page,
    pageSize: HISTORY_PAGE_SIZE,
    total: total?.value ?? 0,
  };
}

type Metadata = Record<string, unknown> | null;

/** The list's cut, in characters as SQL's `left` counts them (not UTF-16 units). */
const preview = (text: string) => Array.from(text).slice(0, PREVIEW_LENGTH).join("");

/** An item the member may see; any other, an unknown id or a malformed one are all a 404. */
export async function visibleItem(db: Database, access: WorkspaceAccess, id: string) {
  if (!z.uuid().safeParse(id).success) throw errors.notFound(NOT_FOUND);
  const scope = scoped(access);
  const { history } = scope;
  const [row] = await db
    .select({ ...getTableColumns(history.t), author: users.name, versions: keptVersions(scope) })
    .from(history.t)
    .leftJoin(users, eq(users.id, history.t.userId))
    .where(history.where(eq(history.t.id, id)));
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
  const content = renderedText(row.contentType, row.content, row.metadata);
  return {
    id: row.id,
    contentType: row.contentType,
    title: row.title,
    content,
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
      ? content
      : typeof kept === "string"
        ? kept
        : null,
  };
}

export async function deleteHistoryItem(db: Database, access: WorkspaceAccess, id: string) {
  if (!z.uuid().safeParse(id).success) throw errors.notFound(NOT_FOUND);
  const history = scoped(access).history;
  const deleted = await db
    .delete(history.t)
    .where(history.where(eq(history.t.id, id)))
    .returning({ id: history.t.id });
  if (deleted.length === 0) throw errors.notFound(NOT_FOUND);
}
