import { asc, eq } from "drizzle-orm";
import { renderedText } from "../../shared/generation/rendered.ts";
import type { Database } from "../db/client.ts";
import { contentHistory, contentVersions } from "../db/schema/index.ts";

/**
 * The items the user made and every version they wrote of any item (decision 041), theirs or a
 * teammate's, for their LGPD export: each text as they read it, with what its data adds (the
 * strategy's calendar section, stored once in its metadata: decision 048).
 */
export async function contentForExport(db: Database, userId: string) {
  const [history, versions] = await Promise.all([
    db
      .select({
        id: contentHistory.id,
        contentType: contentHistory.contentType,
        title: contentHistory.title,
        content: contentHistory.content,
        metadata: contentHistory.metadata,
        brand: contentHistory.brandName,
        createdAt: contentHistory.createdAt,
      })
      .from(contentHistory)
      .where(eq(contentHistory.userId, userId))
      .orderBy(asc(contentHistory.createdAt)),
    db
      .select({
        historyId: contentVersions.historyId,
        number: contentVersions.number,
        made: contentVersions.made,
        instruction: contentVersions.instruction,
        restoredFrom: contentVersions.restoredFrom,
        title: contentVersions.title,
        content: contentVersions.content,
        metadata: contentVersions.metadata,
        createdAt: contentVersions.createdAt,
        kind: contentHistory.contentType,
      })
      .from(contentVersions)
      .innerJoin(contentHistory, eq(contentHistory.id, contentVersions.historyId))
      .where(eq(contentVersions.userId, userId))
      .orderBy(asc(contentVersions.createdAt), asc(contentVersions.number)),
  ]);
  return {
    history: history.map((item) => ({
      ...item,
      content: renderedText(item.contentType, item.content, item.metadata),
    })),
    versions: versions.map(({ kind, ...version }) => ({
      ...version,
      content: renderedText(kind, version.content, version.metadata),
    })),
  };
}
