import { and, asc, desc, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { StreamEvent } from "../../../shared/generation/stream.ts";
import type { Database } from "../../db/client.ts";
import { generationJobEvents, generationJobs } from "../../db/schema/index.ts";
import type { WorkspaceAccess } from "../../workspaces/access.ts";
import type { NumberedEvent } from "./hub.ts";

// A generation job's row and its stored events (docs/decisions/056). Every write of a running
// attempt names the attempt: a stale attempt (its instance was presumed dead and the job given
// to another) changes nothing.

export type JobRow = typeof generationJobs.$inferSelect;

/** The states a job ends in: its row no longer changes. */
export const ENDED = ["done", "failed", "cancelled"] as const;
const OPEN = ["queued", "running"];

/**
 * A running attempt's lease on its row: the row's `updated_at`, renewed by every batch the attempt
 * stores (at least every 2 s). A row running with its lease lapsed was left by a dead instance.
 */
export const LEASE_SECONDS = 15;

const leaseLapsed = sql`${generationJobs.updatedAt} < now() - make_interval(secs => ${LEASE_SECONDS})`;

const attemptOf = (id: string, attempt: number) =>
  and(eq(generationJobs.id, id), eq(generationJobs.attempt, attempt));

export const insertJob = (db: Database, row: typeof generationJobs.$inferInsert) =>
  db.insert(generationJobs).values(row);

export async function readJob(db: Database, id: string) {
  const [row] = await db.select().from(generationJobs).where(eq(generationJobs.id, id));
  return row ?? null;
}

/** A job of the member's own, in the workspace they are in (anyone else's is a 404). */
export async function ownJob(db: Database, access: WorkspaceAccess, id: string) {
  const [row] = await db
    .select()
    .from(generationJobs)
    .where(
      and(
        eq(generationJobs.id, id),
        eq(generationJobs.userId, access.userId),
        eq(generationJobs.workspaceId, access.workspaceId),
      ),
    );
  return row ?? null;
}

/**
 * An instance takes the job for its next attempt, under a lease, unless it ended (a job delivered
 * again after it finished), another instance took it meanwhile, or its attempt's lease still
 * holds: the new attempt's number, or null.
 */
export async function claimAttempt(db: Database, row: JobRow) {
  const [claimed] = await db
    .update(generationJobs)
    .set({
      status: "running",
      attempt: row.attempt + 1,
      promptTokens: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        attemptOf(row.id, row.attempt),
        or(
          eq(generationJobs.status, "queued"),
          and(eq(generationJobs.status, "running"), leaseLapsed),
        ),
      ),
    )
    .returning({ attempt: generationJobs.attempt });
  return claimed?.attempt ?? null;
}

/**
 * An attempt stopped by a shutdown gives its job back: queued again, for the next instance that
 * looks at it (its next attempt starts from the start).
 */
export const requeueJob = (db: Database, job: { id: string; attempt: number }) =>
  db
    .update(generationJobs)
    .set({ status: "queued", updatedAt: sql`now()` })
    .where(and(attemptOf(job.id, job.attempt), eq(generationJobs.status, "running")));

/**
 * A batch of a running attempt's events, with its prompt's estimate: the job's status after it
 * (`cancelled` stops the attempt), or null when the attempt is no longer the job's.
 */
export async function storeEvents(
  db: Database,
  job: { id: string; attempt: number },
  batch: NumberedEvent[],
  promptTokens: number | null,
) {
  const last = batch.at(-1);
  if (last) {
    await db
      .insert(generationJobEvents)
      .values(batch.map(({ seq, event }) => ({ jobId: job.id, seq, attempt: job.attempt, event })))
      .onConflictDoNothing();
  }
  const [row] = await db
    .update(generationJobs)
    .set({
      ...(last && { lastEvent: last.seq }),
      ...(promptTokens !== null && { promptTokens }),
      updatedAt: sql`now()`,
    })
    .where(attemptOf(job.id, job.attempt))
    .returning({ status: generationJobs.status });
  return row?.status ?? null;
}

/** The attempt's last event ends the job (a cancelled or saved job keeps its state). */
export async function endJob(
  db: Database,
  job: { id: string; attempt: number },
  status: "done" | "failed",
  result: StreamEvent,
) {
  await db
    .update(generationJobs)
    .set({
      status: sql`case when ${generationJobs.status} = 'running' then ${status} else ${generationJobs.status} end`,
      result: sql`case when ${generationJobs.status} = 'cancelled' then ${generationJobs.result} else ${JSON.stringify(result)}::jsonb end`,
      updatedAt: sql`now()`,
    })
    .where(attemptOf(job.id, job.attempt));
}

/**
 * In the save's transaction: the job is saved by this attempt, once. False when it was
 * cancelled or its attempt is stale: the transaction then saves nothing.
 */
export async function markSaving(tx: Database, job: { id: string; attempt: number }) {
  const [row] = await tx
    .update(generationJobs)
    .set({ status: "done", updatedAt: sql`now()` })
    .where(and(attemptOf(job.id, job.attempt), eq(generationJobs.status, "running")))
    .returning({ id: generationJobs.id });
  return row !== undefined;
}

export const markSaved = (tx: Database, id: string, historyId: string) =>
  tx.update(generationJobs).set({ historyId }).where(eq(generationJobs.id, id));

/** Ends a job not yet ended with its last event (a cancel, a job that could not go on). */
export async function closeJob(
  db: Database,
  id: string,
  status: "failed" | "cancelled",
  result: StreamEvent,
) {
  const [row] = await db
    .update(generationJobs)
    .set({ status, result, updatedAt: sql`now()` })
    .where(and(eq(generationJobs.id, id), inArray(generationJobs.status, OPEN)))
    .returning();
  return row ?? null;
}

/** The stored events after a cursor, in order. */
export const eventsAfter = async (db: Database, id: string, after: number, before?: number) =>
  (
    await db
      .select({ seq: generationJobEvents.seq, event: generationJobEvents.event })
      .from(generationJobEvents)
      .where(
        and(
          eq(generationJobEvents.jobId, id),
          gt(generationJobEvents.seq, after),
          before === undefined ? undefined : sql`${generationJobEvents.seq} < ${before}`,
        ),
      )
      .orderBy(asc(generationJobEvents.seq))
  ).map((row) => ({ seq: row.seq, event: row.event as StreamEvent }));

/** The text an attempt had written: what a lost attempt is charged for. */
export async function attemptText(db: Database, id: string, attempt: number) {
  const rows = await db
    .select({ event: generationJobEvents.event })
    .from(generationJobEvents)
    .where(and(eq(generationJobEvents.jobId, id), eq(generationJobEvents.attempt, attempt)))
    .orderBy(asc(generationJobEvents.seq));
  return rows
    .map(({ event }) =>
      (event as StreamEvent).type === "delta" ? (event as { text: string }).text : "",
    )
    .join("");
}

/** The member's jobs still running, and those ended in the last hour (newest first). */
export const recentJobs = (db: Database, access: WorkspaceAccess) =>
  db
    .select()
    .from(generationJobs)
    .where(
      and(
        eq(generationJobs.userId, access.userId),
        eq(generationJobs.workspaceId, access.workspaceId),
        or(
          inArray(generationJobs.status, OPEN),
          sql`${generationJobs.updatedAt} > now() - interval '1 hour'`,
        ),
      ),
    )
    .orderBy(desc(generationJobs.createdAt))
    .limit(50);

/** Jobs ended a week ago, with their events: a page reopened later reads the item itself. */
export const purgeEndedJobs = (db: Database) =>
  db
    .delete(generationJobs)
    .where(
      and(
        inArray(generationJobs.status, [...ENDED]),
        sql`${generationJobs.updatedAt} < now() - interval '7 days'`,
      ),
    );
