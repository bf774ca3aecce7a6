import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import {
  ADMIN_PAGE_SIZE,
  type AdminContentDetail,
  type AdminContentPage,
  type AdminContentQuery,
} from "../../shared/admin.ts";
import { renderedText } from "../../shared/generation/rendered.ts";
import type { Database } from "../db/client.ts";
import { contentHistory, profiles, users } from "../db/schema/index.ts";

// The panel's content: every workspace's items, newest first by cursor, and one in full.

// "desc nulls last" matches the indexes' order (the columns are never null), so PostgreSQL
// reads the first rows from the index instead of sorting the whole table.
const newestContentFirst = [
  sql`${contentHistory.createdAt} desc nulls last`,
  desc(contentHistory.id),
];

const contentColumns = {
  id: contentHistory.id,
  title: contentHistory.title,
  contentType: contentHistory.contentType,
  createdAt: contentHistory.createdAt,
  userId: contentHistory.userId,
  userName: sql<
    string | null
  >`coalesce(nullif(${profiles.fullName}, ''), nullif(${users.name}, ''))`,
  userEmail: users.email,
  brandName: contentHistory.brandName,
};

/** A page of the content list, with one row past it that tells whether there is a next one. */
export function contentPageQuery(db: Database, query: AdminContentQuery) {
  const conditions: SQL[] = [];
  if (query.type !== "all") conditions.push(eq(contentHistory.contentType, query.type));
  if (query.cursor) {
    const [at, id] = query.cursor.split("|");
    conditions.push(
      sql`(${contentHistory.createdAt}, ${contentHistory.id}) < (${at}::timestamptz, ${id}::uuid)`,
    );
  }
  const picked = db.$with("picked").as(
    db
      .select({ id: contentHistory.id })
      .from(contentHistory)
      .where(and(...conditions))
      .orderBy(...newestContentFirst)
      .limit(ADMIN_PAGE_SIZE + 1),
  );
  return db
    .with(picked)
    .select({
      ...contentColumns,
      // The cursor keeps PostgreSQL's microseconds, which a JavaScript Date would drop.
      cursor: sql<string>`to_char(${contentHistory.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || ${contentHistory.id}`,
    })
    .from(picked)
    .innerJoin(contentHistory, eq(contentHistory.id, picked.id))
    .leftJoin(users, eq(users.id, contentHistory.userId))
    .leftJoin(profiles, eq(profiles.id, contentHistory.userId))
    .orderBy(...newestContentFirst);
}

export async function listContent(
  db: Database,
  query: AdminContentQuery,
): Promise<AdminContentPage> {
  const rows = await contentPageQuery(db, query);
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  return {
    items: page.map(({ cursor, ...item }) => ({
      ...item,
      createdAt: item.createdAt.toISOString(),
    })),
    nextCursor: rows.length > ADMIN_PAGE_SIZE ? (page.at(-1)?.cursor ?? null) : null,
  };
}

/** One item in full, its text as its author reads it (with what its data adds: decision 048). */
export async function findContent(db: Database, id: string): Promise<AdminContentDetail | null> {
  const [row] = await db
    .select({
      ...contentColumns,
      content: contentHistory.content,
      metadata: contentHistory.metadata,
    })
    .from(contentHistory)
    .leftJoin(users, eq(users.id, contentHistory.userId))
    .leftJoin(profiles, eq(profiles.id, contentHistory.userId))
    .where(eq(contentHistory.id, id));
  if (!row) return null;
  const { metadata, ...item } = row;
  return {
    ...item,
    content: renderedText(item.contentType, item.content, metadata),
    createdAt: item.createdAt.toISOString(),
  };
}
