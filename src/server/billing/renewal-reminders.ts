import { and, eq, gt, inArray, isNull, ne, notExists, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { BILLING_RETURN_PATHS } from "../../shared/billing.ts";
import { PIX_REMINDER_DAYS } from "../../shared/payment-methods.ts";
import type { Database } from "../db/client.ts";
import { profiles, subscriptions, users } from "../db/schema/index.ts";
import { type Delivery, type EmailRow, queueEmail } from "../emails/queue.ts";
import { pixRenewalEmail } from "../emails/templates.ts";
import { noticeOfPixEnding } from "../notifications/account-events.ts";
import { grantsAccessSql } from "./access.ts";

type Deps = {
  db: Database;
  /** The app's mailer: how rows are queued, and who is told once they are committed. */
  mailer: { delivery: Delivery; announce: (row: EmailRow) => void };
  appUrl: string;
};

const later = alias(subscriptions, "later");

/**
 * Claims the Pix periods ending within `days` whose payer has not had this reminder (nor a
 * nearer one), unless the workspace's access already goes on past that end (renewed early,
 * or subscribed). The UPDATE is the claim: two instances running at once remind once.
 */
function claimDue(tx: Pick<Database, "update" | "select">, days: number) {
  const lastsLonger = tx
    .select({ one: sql`1` })
    .from(later)
    .where(
      and(
        eq(later.workspaceId, subscriptions.workspaceId),
        ne(later.id, subscriptions.id),
        grantsAccessSql(later),
        or(
          isNull(later.currentPeriodEnd),
          gt(later.currentPeriodEnd, subscriptions.currentPeriodEnd),
        ),
      ),
    );
  return tx
    .update(subscriptions)
    .set({ reminderDays: days })
    .where(
      and(
        eq(subscriptions.kind, "prepaid"),
        grantsAccessSql(subscriptions),
        sql`${subscriptions.currentPeriodEnd} <= now() + make_interval(days => ${days})`,
        or(
          sql`${subscriptions.reminderDays} is null`,
          sql`${subscriptions.reminderDays} > ${days}`,
        ),
        notExists(lastsLonger),
      ),
    )
    .returning({
      id: subscriptions.id,
      workspaceId: subscriptions.workspaceId,
      userId: subscriptions.userId,
      periodEnd: subscriptions.currentPeriodEnd,
    });
}

/**
 * Queues the renewal reminders due now (7 days and 1 day before a Pix period ends), once
 * each; a period first seen inside its last day gets only the last reminder.
 */
export async function queueRenewalReminders({ db, mailer, appUrl }: Deps) {
  const queued: EmailRow[] = [];
  // Nearest first: a row claimed for 1 day no longer qualifies for the 7-day reminder.
  for (const days of [...PIX_REMINDER_DAYS].sort((a, b) => a - b)) {
    await db.transaction(async (tx) => {
      const due = await claimDue(tx, days);
      if (due.length === 0) return;
      const payers = await tx
        .select({
          id: users.id,
          email: users.email,
          name: sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name}, '')`,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(
          inArray(
            users.id,
            due.map((row) => row.userId),
          ),
        );
      for (const row of due) {
        if (!row.periodEnd) continue;
        // Whoever manages the workspace's billing hears in the app and on the phone too.
        await noticeOfPixEnding(tx, row.workspaceId, { id: row.id, end: row.periodEnd, days });
        const payer = payers.find((p) => p.id === row.userId);
        if (!payer) continue;
        const email = pixRenewalEmail({
          name: payer.name,
          days,
          periodEnd: row.periodEnd,
          url: appUrl + BILLING_RETURN_PATHS.renew,
        });
        queued.push(
          await queueEmail(tx, { ...email, userId: payer.id, to: payer.email }, mailer.delivery),
        );
      }
    });
  }
  for (const row of queued) mailer.announce(row);
  return queued.length;
}
