import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { postPublications } from "../db/schema/index.ts";

/*
 * Resuming (decision 063): a worker holds a publication with a lease it renews with each stored
 * step; a publication due and not held (scheduled, waiting for the limit, or whose worker died)
 * is taken again by the next job, which reads the stored steps and goes on from them.
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
  if (row) return row;
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

/** Ends the attempt: the publication's state, and no hold (or one until it may be tried again). */
export const release = (
  db: Database,
  id: string,
  values: Partial<Publication>,
  holdMinutes?: number,
) =>
  db
    .update(postPublications)
    .set({
      ...values,
      leaseUntil: holdMinutes ? sql`now() + make_interval(mins => ${holdMinutes})` : null,
      updatedAt: sql`now()`,
    })
    .where(eq(postPublications.id, id));

/** The publications a job should be sent for: due and not held. */
export async function duePublications(db: Database) {
  const due = await db
    .select({ id: postPublications.id })
    .from(postPublications)
    .where(takeable)
    .limit(100);
  return due.map((row) => row.id);
}
