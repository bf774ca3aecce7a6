import { desc, eq, type SQL, sql } from "drizzle-orm";
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityPage,
  type ActivityQuery,
  activityCursor,
  CLIENT_ACTOR,
  CLIENT_KINDS,
  FORMER_MEMBER,
  splitCursor,
} from "../../shared/activity.ts";
import { brandVoice } from "../brands/service.ts";
import type { Database } from "../db/client.ts";
import { users, type workspaceActivity } from "../db/schema/index.ts";
import { scoped } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";

/** Lines older than the cursor's (newest first; the id breaks ties within a millisecond). */
function olderThan(line: typeof workspaceActivity, cursor: string): SQL {
  const { createdAt, id } = splitCursor(cursor);
  return sql`(${line.createdAt}, ${line.id}) < (${createdAt.toISOString()}::timestamptz, ${id}::uuid)`;
}

/**
 * One page of the workspace's log, newest first, of the brands the member sees (lines of no
 * brand only to those who see every brand, as elsewhere), with each actor's name read in the
 * same query: a removed member keeps theirs, a deleted account reads "ex-membro".
 */
export async function listActivity(
  db: Database,
  access: WorkspaceAccess,
  query: ActivityQuery,
): Promise<ActivityPage> {
  // A brand the member may not see is a 404, as reading it would be.
  if (query.brand) await brandVoice(db, access, query.brand);
  const activity = scoped(access).activity;
  const line = activity.t;
  const rows = await db
    .select({
      id: line.id,
      kind: line.kind,
      actorId: line.userId,
      actorName: users.name,
      brandId: line.brandId,
      brandName: line.brandName,
      planId: line.planId,
      postId: line.postId,
      historyId: line.historyId,
      subject: line.subject,
      detail: line.detail,
      clientName: line.actorName,
      createdAt: line.createdAt,
    })
    .from(activity.t)
    .leftJoin(users, eq(users.id, line.userId))
    .where(
      activity.where(
        query.member ? eq(line.userId, query.member) : undefined,
        query.brand ? eq(line.brandId, query.brand) : undefined,
        query.cursor ? olderThan(line, query.cursor) : undefined,
      ),
    )
    .orderBy(desc(line.createdAt), desc(line.id))
    .limit(ACTIVITY_PAGE_SIZE + 1);
  const items = rows.slice(0, ACTIVITY_PAGE_SIZE).map(({ actorName, clientName, ...row }) => ({
    ...row,
    // The client by the name they gave; "Cliente" for lines from before names were kept.
    actor: CLIENT_KINDS.includes(row.kind)
      ? clientName || CLIENT_ACTOR
      : (actorName ?? FORMER_MEMBER),
    createdAt: row.createdAt.toISOString(),
  }));
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > ACTIVITY_PAGE_SIZE && last ? activityCursor(last) : null,
  };
}
