import { count, desc, eq } from "drizzle-orm";
import type { AdminContactMessage, ContactInput } from "../../shared/contact.ts";
import { EMAILS_PAGE_SIZE, type EmailDelivery } from "../../shared/emails.ts";
import type { Paged } from "../../shared/paging.ts";
import type { AppDeps } from "../app-env.ts";
import type { Viewer } from "../auth/viewer.ts";
import { contactMessages, emails } from "../db/schema/index.ts";
import { queueEmail } from "../emails/queue.ts";
import { contactEmail } from "../emails/templates.ts";

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
const offsetOf = (page: number) => (page - 1) * EMAILS_PAGE_SIZE;

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
      .limit(EMAILS_PAGE_SIZE)
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
    pageSize: EMAILS_PAGE_SIZE,
  };
}
