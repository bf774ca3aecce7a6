import { lt, type SQLWrapper, sql } from "drizzle-orm";
import type { PgInsertSelectQueryBuilder } from "drizzle-orm/pg-core";
import { type ActivityKind, MAX_ACTIVITY_SUBJECT } from "../../shared/activity.ts";
import type { Database } from "../db/client.ts";
import { workspaceActivity } from "../db/schema/index.ts";

/** Where a change happened and who made it (null: an approval link's client). */
export type Actor = { workspaceId: string; userId: string | null };

/** What a line says was done, and to what (each id as it was then; names kept). */
export type ActivityEvent = {
  kind: ActivityKind;
  brand?: { id: string | null; name: string | null } | null;
  planId?: string | null;
  postId?: string | null;
  historyId?: string | null;
  /** A title or a name; cut to MAX_ACTIVITY_SUBJECT. */
  subject?: string;
  detail?: string | null;
};

/** The subject as a line keeps it: one line of text, bounded. */
export const boundedSubject = (text: string) =>
  text.replace(/\s+/g, " ").trim().slice(0, MAX_ACTIVITY_SUBJECT);

// Twelve months answer "who changed this plan last season" and bound a busy workspace's log
// (decision 034); the purge is a plain delete on the created_at index.
const KEPT = sql`make_interval(months => 12)`;
/**
 * Drops lines past their retention: the retention sweep's job (scheduled-jobs.ts), outside any
 * change's transaction, so a slow purge never holds a member's edit.
 */
export const purgeOldActivity = (db: Database) =>
  db.delete(workspaceActivity).where(lt(workspaceActivity.createdAt, sql`now() - ${KEPT}`));

/**
 * Records one line of the workspace's log. Call it with the transaction of the change itself:
 * the change and its line commit together, and a change that fails logs nothing.
 */
export async function recordActivity(tx: Database, actor: Actor, event: ActivityEvent) {
  await tx.insert(workspaceActivity).values({
    workspaceId: actor.workspaceId,
    userId: actor.userId,
    kind: event.kind,
    brandId: event.brand?.id ?? null,
    brandName: event.brand?.name ?? null,
    planId: event.planId ?? null,
    postId: event.postId ?? null,
    historyId: event.historyId ?? null,
    subject: boundedSubject(event.subject ?? ""),
    detail: event.detail ?? null,
  });
}

/** A line's columns as SQL, for a change made in one statement (see `lineOf`). */
type LineColumns = {
  workspaceId: SQLWrapper;
  userId: SQLWrapper;
  kind: ActivityKind;
  brandId: SQLWrapper;
  brandName: SQLWrapper;
  planId?: SQLWrapper;
  postId?: SQLWrapper;
  historyId?: SQLWrapper;
  subject: SQLWrapper;
  detail?: SQLWrapper;
  actorName?: SQLWrapper;
};

const none = sql`null`;

/**
 * The selection of one line per row of a change's RETURNING, for `insert ... select` in a
 * data-modifying CTE of the change's own statement (a post's edit is one round trip): the same
 * line `recordActivity` writes, in the table's column order as Drizzle's insert-select wants.
 */
export const lineOf = (columns: LineColumns) => ({
  id: sql<string>`gen_random_uuid()`.as("id"),
  workspaceId: sql<string>`${columns.workspaceId}`.as("workspaceId"),
  userId: sql<string | null>`${columns.userId}`.as("userId"),
  kind: sql<ActivityKind>`${columns.kind}`.as("kind"),
  brandId: sql<string | null>`${columns.brandId}`.as("brandId"),
  brandName: sql<string | null>`${columns.brandName}`.as("brandName"),
  planId: sql<string | null>`${columns.planId ?? none}`.as("planId"),
  postId: sql<string | null>`${columns.postId ?? none}`.as("postId"),
  historyId: sql<string | null>`${columns.historyId ?? none}`.as("historyId"),
  subject:
    sql<string>`left(btrim(regexp_replace(${columns.subject}, '\\s+', ' ', 'g')), ${MAX_ACTIVITY_SUBJECT})`.as(
      "subject",
    ),
  detail: sql<string | null>`${columns.detail ?? none}`.as("detail"),
  actorName: sql<string | null>`${columns.actorName ?? none}`.as("actorName"),
  createdAt: sql<Date>`now()`.as("createdAt"),
});

/** Writes the lines a `lineOf` selection reads, one per row, as a statement of its own. */
export const recordLines = (
  tx: Database,
  lines: PgInsertSelectQueryBuilder<typeof workspaceActivity>,
) => tx.insert(workspaceActivity).select(lines);
