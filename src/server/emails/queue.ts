import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { EmailKind } from "../../shared/emails.ts";
import type { Database } from "../db/client.ts";
import { emails } from "../db/schema/index.ts";

export type EmailRow = typeof emails.$inferSelect;

export type OutgoingEmail = {
  kind: EmailKind;
  userId?: string | null;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  /** Held back until then (a digest that collects what happens meanwhile); now by default. */
  sendAt?: Date;
  /** A digest's copy to another follower: the first e-mail of that digest. */
  digestOf?: string | null;
};

/** "smtp": the sender delivers the row; "outbox": no SMTP is configured, the row is only kept. */
export type Delivery = "smtp" | "outbox";

const BASE_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 60 * 60;
/** At the capped delay this is about four days of retries before a row is given up. */
export const MAX_ATTEMPTS = 100;
/** A claimed row is hidden from other senders this long; a crash mid-send frees it after. */
const CLAIM_LEASE_SECONDS = 5 * 60;

/** Seconds before the next try after `attempts` failures: doubling from 30 s, capped at 1 h. */
export function retryDelaySeconds(attempts: number) {
  const exponent = Math.min(Math.max(attempts - 1, 0), 20);
  return Math.min(BASE_DELAY_SECONDS * 2 ** exponent, MAX_DELAY_SECONDS);
}

/** Stores the message before anything is sent: nothing is lost if delivery fails or the process dies. */
export async function queueEmail(
  db: Pick<Database, "insert">,
  message: OutgoingEmail,
  delivery: Delivery,
): Promise<EmailRow> {
  const [row] = await db
    .insert(emails)
    .values({
      kind: message.kind,
      userId: message.userId ?? null,
      toAddress: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      status: delivery === "smtp" ? "pending" : "outbox",
      ...(message.sendAt && { nextAttemptAt: message.sendAt }),
      digestOf: message.digestOf ?? null,
    })
    .returning();
  return row!;
}

/**
 * Takes up to `limit` due rows for this sender. Rows locked by another instance are
 * skipped, and a claimed row's next attempt moves past a lease, so two instances never
 * send one message twice.
 */
export function claimDueEmails(db: Database, limit: number) {
  const due = db
    .select({ id: emails.id })
    .from(emails)
    .where(and(eq(emails.status, "pending"), lte(emails.nextAttemptAt, sql`now()`)))
    .orderBy(asc(emails.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(emails)
    .set({
      attempts: sql`${emails.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})`,
    })
    .where(inArray(emails.id, due))
    .returning({
      id: emails.id,
      kind: emails.kind,
      userId: emails.userId,
      digestOf: emails.digestOf,
      toAddress: emails.toAddress,
      replyTo: emails.replyTo,
      subject: emails.subject,
      textBody: emails.textBody,
      htmlBody: emails.htmlBody,
      attempts: emails.attempts,
    });
}

export async function markSent(db: Database, id: string) {
  await db.execute(
    sql`update emails set status = 'sent', sent_at = now(), last_error = null where id = ${id}`,
  );
}

/** Claimed, then found no longer meant to go (its reader lost access): kept, never sent. */
export async function markDropped(db: Database, id: string) {
  await db.execute(sql`update emails set status = 'dropped' where id = ${id}`);
}

export type ClaimedEmail = Awaited<ReturnType<typeof claimDueEmails>>[number];

export async function markAttemptFailed(db: Database, id: string, attempts: number, error: string) {
  const givenUp = attempts >= MAX_ATTEMPTS;
  await db.execute(sql`
    update emails set
      status = ${givenUp ? "failed" : "pending"},
      last_error = ${error.slice(0, 1000)},
      next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(attempts)})
    where id = ${id}`);
}
