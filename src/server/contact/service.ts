import { count, desc, eq } from "drizzle-orm";
import type {
  AdminContactMessage,
  ContactInput,
  EmailDelivery,
  EmailPage,
  Paged,
} from "../../shared/contact.ts";
import { HIDDEN_LINK, MAIL_ADMIN_PAGE_SIZE } from "../../shared/contact.ts";
import type { AppDeps } from "../app-env.ts";
import type { Viewer } from "../auth/viewer.ts";
import { auditLog, contactMessages, emails } from "../db/schema/index.ts";
import type { EmailKind } from "../mail/queue.ts";
import { queueEmail } from "../mail/queue.ts";
import { contactEmail } from "../mail/templates.ts";

// Only used on the outbox (no SMTP): with SMTP_URL set, CONTACT_RECIPIENT is required.
const OUTBOX_CONTACT_RECIPIENT = "contato@localhost";

/**
 * Stores the message and its e-mail in one transaction, then hands the e-mail to the
 * sender: a failed or slow SMTP server never loses a message. The recipient is ours to
 * choose; the reply goes to the signed-in account's address, the only one we know is the
 * sender's (the typed one is shown as text: anyone can type anyone's).
 */
export async function submitContactMessage(
  { db, env, mailer }: Pick<AppDeps, "db" | "env" | "mailer">,
  sender: Pick<Viewer, "id" | "email">,
  input: ContactInput,
) {
  const userId = sender.id;
  const rendered = contactEmail({ ...input, accountEmail: sender.email });
  const { message, email } = await db.transaction(async (tx) => {
    const email = await queueEmail(
      tx,
      {
        ...rendered,
        userId,
        to: env.CONTACT_RECIPIENT ?? OUTBOX_CONTACT_RECIPIENT,
        replyTo: sender.email,
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

/** Kinds whose link signs in as the recipient: whoever reads it live can take the account. */
const ACCOUNT_LINK_KINDS: ReadonlySet<EmailKind> = new Set(["verification", "password-reset"]);

const hideLinks = (text: string) => text.replace(/https?:\/\/\S+/g, HIDDEN_LINK);

/**
 * A page of e-mails for an admin; the read is written to the audit log. With SMTP the
 * account links are hidden (the recipient has them); on the outbox they are the only way
 * to finish those flows, so they are shown.
 */
export async function listEmails(
  { db, mailer }: Pick<AppDeps, "db" | "mailer">,
  admin: Viewer,
  page: number,
): Promise<EmailPage> {
  const linksShown = mailer.delivery === "outbox";
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emails)
      .orderBy(desc(emails.createdAt), desc(emails.id))
      .limit(MAIL_ADMIN_PAGE_SIZE)
      .offset(offsetOf(page)),
    db.select({ value: count() }).from(emails),
  ]);
  await db.insert(auditLog).values({
    actorId: admin.id,
    actorEmail: admin.email,
    action: "email.read",
    details: { page, emailIds: rows.map((row) => row.id) },
  });
  return {
    linksShown,
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      toAddress: row.toAddress,
      replyTo: row.replyTo,
      subject: row.subject,
      textBody:
        linksShown || !ACCOUNT_LINK_KINDS.has(row.kind) ? row.textBody : hideLinks(row.textBody),
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
