import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../src/server/db/client.ts";
import {
  contentHistory,
  contentVersions,
  planPosts,
  postVersions,
} from "../../src/server/db/schema/index.ts";
import { latestColumns, snapshotOf } from "../../src/server/plans/post-versions.ts";
import { POST_TEXT_FIELDS, type PostText } from "../../src/shared/plans.ts";

/**
 * Every version a post has, oldest first, as rows of post_versions: those stored and its row as
 * the newest (decision 060), unless one of its number is stored. What its versions panel lists.
 */
export async function postVersionsOf(db: Database, postId: string) {
  const stored = await db
    .select()
    .from(postVersions)
    .where(eq(postVersions.postId, postId))
    .orderBy(asc(postVersions.number));
  const [row] = await db.select().from(planPosts).where(eq(planPosts.id, postId));
  if (!row || stored.some((version) => version.number === row.version)) return stored;
  const fields = Object.fromEntries(POST_TEXT_FIELDS.map((field) => [field, row[field]]));
  return [
    ...stored,
    {
      id: row.id,
      postId,
      number: row.version,
      userId: row.versionBy,
      made: row.versionMade,
      instruction: row.versionInstruction,
      restoredFrom: row.versionRestoredFrom,
      fields: fields as PostText,
      createdAt: row.versionAt,
    },
  ];
}

/** Every version a history item has, oldest first, as rows of content_versions (as above). */
export async function itemVersionsOf(db: Database, historyId: string) {
  const stored = await db
    .select()
    .from(contentVersions)
    .where(eq(contentVersions.historyId, historyId))
    .orderBy(asc(contentVersions.number));
  const [row] = await db.select().from(contentHistory).where(eq(contentHistory.id, historyId));
  if (!row || stored.some((version) => version.number === row.version)) return stored;
  return [
    ...stored,
    {
      id: row.id,
      historyId,
      number: row.version,
      userId: row.versionBy,
      made: row.versionMade,
      instruction: row.versionInstruction,
      restoredFrom: row.versionRestoredFrom,
      title: row.title,
      content: row.content,
      metadata: row.metadata,
      createdAt: row.versionAt,
    },
  ];
}

/**
 * Stores these posts' current text as the version of their number, as a writer does before it
 * overwrites it (decision 060): for a test that then writes the next version's text itself.
 */
export async function storeOutgoing(db: Database, postIds: string[]) {
  const { id, number, userId, made, instruction, restoredFrom, createdAt } = latestColumns;
  await db.execute(sql`insert into ${postVersions}
      (post_id, number, user_id, made, instruction, restored_from, fields, created_at)
    select ${id}, ${number}, ${userId}, ${made}, ${instruction}, ${restoredFrom},
           ${snapshotOf(latestColumns)}, ${createdAt}
    from ${planPosts} where ${inArray(planPosts.id, postIds)}`);
}
