import { and, asc, eq, notExists } from "drizzle-orm";
import { renderedText } from "../../shared/generation/rendered.ts";
import type { Database } from "../db/client.ts";
import { contentHistory, contentVersions } from "../db/schema/index.ts";
import { byTimeThenNumber } from "./post-versions-export.ts";

/**
 * The items the user made and every version they wrote of any item (decision 041), theirs or a
 * teammate's (stored, or an item's row as its latest: decision 060), for their LGPD export: each text as they read it, with what its data adds (the
 * strategy's calendar section, stored once in its metadata: decision 048).
 */
export async function contentForExport(db: Database, userId: string) {
  const [history, stored, latest] = await Promise.all([
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
      .where(eq(contentVersions.userId, userId)),
    // The items whose latest version, their row (decision 060), the user wrote.
    db
      .select({
        historyId: contentHistory.id,
        number: contentHistory.version,
        made: contentHistory.versionMade,
        instruction: contentHistory.versionInstruction,
        restoredFrom: contentHistory.versionRestoredFrom,
        title: contentHistory.title,
        content: contentHistory.content,
        metadata: contentHistory.metadata,
        createdAt: contentHistory.versionAt,
        kind: contentHistory.contentType,
      })
      .from(contentHistory)
      .where(
        and(
          eq(contentHistory.versionBy, userId),
          notExists(
            db
              .select({ number: contentVersions.number })
              .from(contentVersions)
              .where(
                and(
                  eq(contentVersions.historyId, contentHistory.id),
                  eq(contentVersions.number, contentHistory.version),
                ),
              ),
          ),
        ),
      ),
  ]);
  return {
    history: history.map((item) => ({
      ...item,
      content: renderedText(item.contentType, item.content, item.metadata),
    })),
    versions: [...stored, ...latest].sort(byTimeThenNumber).map(({ kind, ...version }) => ({
      ...version,
      content: renderedText(kind, version.content, version.metadata),
    })),
  };
}
