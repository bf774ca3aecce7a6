import { count, desc, eq } from "drizzle-orm";
import type {
  AdminContactMessage,
  AdminEmail,
  ContactInput,
  EmailDelivery,
  Paged,
} from "../../shared/contact.ts";
import { MAIL_ADMIN_PAGE_SIZE } from "../../shared/contact.ts";
import type { AppDeps } from "../app-env.ts";
import { contactMessages, emails } from "../db/schema/index.ts";
import { queueEmail } from "../mail/queue.ts";
import { contactEmail } from "../mail/templates.ts";

// Only used on the outbox (no SMTP): with SMTP_URL set, CONTACT_RECIPIENT is required.
const OUTBOX_CONTACT_RECIPIENT = "contato@localhost";

/**
 * Stores the message and its e-mail in one transaction, then hands the e-mail to the
 * sender: a failed or slow SMTP server never loses a message. The recipient is ours to
 * choose; the sender's address becomes the reply-to.
 */
export async function submitContactMessage(
  { db, env, mailer }: Pick<AppDeps, "db" | "env" | "mailer">,
  userId: string,
  input: ContactInput,
) {
  const rendered = contactEmail(input);
  const { message, email } = await db.transaction(async (tx) => {
    const email = await queueEmail(
      tx,
      {
        ...rendered,
        userId,
        to: env.CONTACT_RECIPIENT ?? OUTBOX_CONTACT_RECIPIENT,
        replyTo: input.email,
      },
      mailer.delivery,
    );
    const [message] = await tx
      .insert(contactMessages)
      .values({ userId, ...input, emailId: email.id })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    return { message: message!, email };
  });
  mailer.announce(email);
  return { id: message.id, createdAt: message.createdAt.toISOString() };
}

const iso = (value: Date | null) => value?.toISOString() ?? null;
const offsetOf = (page: number) => (page - 1) * MAIL_ADMIN_PAGE_SIZE;

export async function listContactMessages(
  db: AppDeps["db"],
  page: number,
): Promise<Paged<AdminContactMessage>> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        message: contactMessages,
        status: emails.status,
        attempts: emails.attempts,
        lastError: emails.lastError,
        sentAt: emails.sentAt,
      })
      .from(contactMessages)
      .leftJoin(emails, eq(emails.id, contactMessages.emailId))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(MAIL_ADMIN_PAGE_SIZE)
      .offset(offsetOf(page)),
    db.select({ value: count() }).from(contactMessages),
  ]);
  return {
    items: rows.map(({ message, status, attempts, lastError, sentAt }) => ({
      id: message.id,
      name: message.name,
      email: message.email,
      message: message.message,
      userId: message.userId,
      createdAt: message.createdAt.toISOString(),
      delivery:
        status === null
          ? null
          : ({
              status,
              attempts: attempts ?? 0,
              lastError,
              sentAt: iso(sentAt),
            } satisfies EmailDelivery),
    })),
    total: total?.value ?? 0,
    page,
    pageSize: MAIL_ADMIN_PAGE_SIZE,
  };
}

export async function listEmails(db: AppDeps["db"], page: number): Promise<Paged<AdminEmail>> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emails)
      .orderBy(desc(emails.createdAt), desc(emails.id))
      .limit(MAIL_ADMIN_PAGE_SIZE)
      .offset(offsetOf(page)),
    db.select({ value: count() }).from(emails),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      toAddress: row.toAddress,
      replyTo: row.replyTo,
      subject: row.subject,
      textBody: row.textBody,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      sentAt: iso(row.sentAt),
      nextAttemptAt: row.nextAttemptAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
    page,
    pageSize: MAIL_ADMIN_PAGE_SIZE,
  };
}
