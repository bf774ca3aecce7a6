import { and, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { AttemptResult } from "../../shared/publishing.ts";
import type { Database } from "../db/client.ts";
import { postPublications, publicationAttempts } from "../db/schema/index.ts";

/*
 * Resuming (decision 063): a worker holds a publication with a lease it renews with each stored
 * step; a publication due and not held (scheduled, waiting for the limit, or whose worker died)
 * is taken again by the next job, which reads the stored steps and goes on from them. Each
 * attempt is a row of its history, ended with its result (left open when its worker died).
 */

export type Publication = typeof postPublications.$inferSelect;

/** How long a worker holds a publication; it renews the hold while it polls. */
const LEASE_SECONDS = 30;

/** Another worker holds the publication: the job is tried again later. */
export class Busy extends Error {}

/** Due and not held: the publications a job may take. */
const takeable = and(
  inArray(postPublications.status, ["scheduled", "publishing", "waiting_limit"]),
  sql`${postPublications.scheduledFor} <= now()`,
  or(sql`${postPublications.leaseUntil} is null`, lt(postPublications.leaseUntil, sql`now()`)),
);

/** Takes the publication for this worker, if it is due and no live worker holds it. */
export async function claim(db: Database, id: string) {
  const [row] = await db
    .update(postPublications)
    .set({
      status: "publishing",
      leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      attempts: sql`${postPublications.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(postPublications.id, id), takeable))
    .returning();
  if (row) {
    await db.insert(publicationAttempts).values({ publicationId: id });
    return row;
  }
  const [current] = await db.select().from(postPublications).where(eq(postPublications.id, id));
  const held =
    current?.status === "publishing" && current.leaseUntil && current.leaseUntil > new Date();
  if (held) throw new Busy("publication held by another worker");
  return null;
}

/** Stores a step's id (or nothing, to renew the hold while polling). */
export async function store(db: Database, id: string, values: Partial<Publication>) {
  await db
    .update(postPublications)
    .set({
      ...values,
      leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      updatedAt: sql`now()`,
    })
    .where(eq(postPublications.id, id));
}

/**
 * Ends the attempt with its result: the publication's state, and no hold (or one until it may be
 * tried again); `tx` may be the transaction that tells people of it.
 */
export async function release(
  tx: Database,
  id: string,
  result: AttemptResult,
  values: Partial<Publication>,
  holdMinutes?: number,
) {
  await tx
    .update(postPublications)
    .set({
      ...values,
      leaseUntil: holdMinutes ? sql`now() + make_interval(mins => ${holdMinutes})` : null,
      updatedAt: sql`now()`,
    })
    .where(eq(postPublications.id, id));
  const latest = tx
    .select({ id: publicationAttempts.id })
    .from(publicationAttempts)
    .where(and(eq(publicationAttempts.publicationId, id), isNull(publicationAttempts.endedAt)))
    .orderBy(desc(publicationAttempts.startedAt))
    .limit(1);
  await tx
    .update(publicationAttempts)
    .set({ endedAt: sql`now()`, result, reason: values.reason ?? null })
    .where(inArray(publicationAttempts.id, latest));
}

/** The publications a job should be sent for: due and not held. */
export async function duePublications(db: Database) {
  const due = await db
    .select({ id: postPublications.id })
    .from(postPublications)
    .where(takeable)
    .limit(100);
  return due.map((row) => row.id);
}
