import { and, asc, eq, notExists } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { planPosts, postVersions } from "../db/schema/index.ts";
import { latestColumns, snapshotOf } from "../plans/post-versions.ts";

/** Oldest first, then by number (versions of one post made in one transaction share a time). */
export const byTimeThenNumber = (
  a: { createdAt: Date; number: number },
  b: { createdAt: Date; number: number },
) => a.createdAt.getTime() - b.createdAt.getTime() || a.number - b.number;

/**
 * Every version of a post's text the user wrote (decision 042), of any plan, for their LGPD
 * export: the stored ones and the posts' rows whose latest version is theirs (decision 060).
 */
export async function postVersionsForExport(db: Database, userId: string) {
  const { id, number, made, instruction, restoredFrom, createdAt } = latestColumns;
  const [stored, latest] = await Promise.all([
    db
      .select({
        postId: postVersions.postId,
        number: postVersions.number,
        made: postVersions.made,
        instruction: postVersions.instruction,
        restoredFrom: postVersions.restoredFrom,
        fields: postVersions.fields,
        createdAt: postVersions.createdAt,
      })
      .from(postVersions)
      .where(eq(postVersions.userId, userId))
      .orderBy(asc(postVersions.createdAt), asc(postVersions.number)),
    db
      .select({
        postId: id,
        number,
        made,
        instruction,
        restoredFrom,
        fields: snapshotOf(latestColumns).mapWith(postVersions.fields),
        createdAt,
      })
      .from(planPosts)
      .where(
        and(
          eq(planPosts.versionBy, userId),
          notExists(
            db
              .select({ number: postVersions.number })
              .from(postVersions)
              .where(
                and(
                  eq(postVersions.postId, planPosts.id),
                  eq(postVersions.number, planPosts.version),
                ),
              ),
          ),
        ),
      ),
  ]);
  return [...stored, ...latest].sort(byTimeThenNumber);
}
