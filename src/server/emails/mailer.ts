import nodemailer from "nodemailer";
import type { Database } from "../db/client.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../lib/logger.ts";
import {
  type ClaimedEmail,
  claimDueEmails,
  type Delivery,
  type EmailRow,
  markAttemptFailed,
  markDropped,
  markSent,
  type OutgoingEmail,
  queueEmail,
} from "./queue.ts";

export type Mailer = {
  delivery: Delivery;
  /** Stores the message, then delivers it in the background (or keeps it in the outbox). */
  send: (message: OutgoingEmail) => Promise<EmailRow>;
  /** For a row queued inside the caller's transaction: call once it has committed. */
  announce: (row: EmailRow) => void;
  /**
   * Sends every due row now; resolves with how many were delivered. The e-mails job runs it
   * every minute on one instance (scheduled-jobs.ts): approval digests once their session
   * went quiet, and retries.
   */
  deliverDue: () => Promise<number>;
  start: () => void;
  stop: () => Promise<void>;
};

const BATCH_SIZE = 10;

/**
 * `stillWanted`: asked of each claimed row just before it is sent; false drops it (a digest
 * whose follower lost access to the plan meanwhile). Every row goes when it is not given.
 */
export function createMailer({
  env,
  db,
  logger,
  stillWanted,
}: {
  env: Env;
  db: Database;
  logger: Logger;
  stillWanted?: (row: ClaimedEmail) => Promise<boolean>;
}) {
  const log = logger.child({ component: "mailer" });
  const delivery: Delivery = env.SMTP_URL ? "smtp" : "outbox";
  const transport = env.SMTP_URL
    ? nodemailer.createTransport({
        url: env.SMTP_URL,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : null;

  async function deliverBatch() {
    if (!transport) return { claimed: 0, sent: 0 };
    const rows = await claimDueEmails(db, BATCH_SIZE);
    let sent = 0;
    for (const row of rows) {
      try {
        if (stillWanted && !(await stillWanted(row))) {
          await markDropped(db, row.id);
          continue;
        }
        await transport.sendMail({
          from: env.MAIL_FROM,
          to: row.toAddress,
          replyTo: row.replyTo ?? undefined,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody ?? undefined,
        });
        await markSent(db, row.id);
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.warn({ emailId: row.id, attempts: row.attempts, err: message }, "e-mail not sent yet");
        await markAttemptFailed(db, row.id, row.attempts, message);
      }
    }
    return { claimed: rows.length, sent };
  }

  async function deliverDue() {
    let total = 0;
    for (;;) {
      const { claimed, sent } = await deliverBatch();
      total += sent;
      if (claimed < BATCH_SIZE) return total;
    }
  }

  let stopped = true;
  let running: Promise<void> | null = null;
  let again = false;

  // A row queued by this instance goes at once; what falls due later is the e-mails job's.
  async function cycle() {
    do {
      again = false;
      try {
        await deliverDue();
      } catch (error) {
        log.error({ err: error }, "e-mail delivery cycle failed");
      }
    } while (again && !stopped);
  }

  function wake() {
    if (stopped || !transport) return;
    if (running) {
      again = true;
      return;
    }
    running = cycle().finally(() => {
      running = null;
    });
  }

  function announce(row: EmailRow) {
    if (row.status === "outbox") {
      // Without SMTP the log is where a developer finds the link to click.
      log.info(
        {
          emailId: row.id,
          kind: row.kind,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
        },
        "e-mail kept in the outbox (no SMTP_URL configured)",
      );
      return;
    }
    wake();
  }

  const mailer: Mailer = {
    delivery,
    send: async (message) => {
      const row = await queueEmail(db, message, delivery);
      announce(row);
      return row;
    },
    announce,
    deliverDue,
    start: () => {
      if (!transport || !stopped) return;
      stopped = false;
      wake();
    },
    stop: async () => {
      stopped = true;
      await running;
      transport?.close();
    },
  };
  return mailer;
}
