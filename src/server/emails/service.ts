import { count, desc } from "drizzle-orm";
import {
  EMAILS_PAGE_SIZE,
  type EmailKind,
  type EmailPage,
  HIDDEN_LINK,
} from "../../shared/emails.ts";
import type { AppDeps } from "../app-env.ts";
import type { Viewer } from "../auth/viewer.ts";
import { auditLog, emails } from "../db/schema/index.ts";

/** Kinds whose link signs in as the recipient: whoever reads it live can take the account. */
const ACCOUNT_LINK_KINDS: ReadonlySet<EmailKind> = new Set([
  "verification",
  "password-reset",
  // An invitation's link joins a team (and proves the address at sign-up).
  "invitation",
]);

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
      .limit(EMAILS_PAGE_SIZE)
      .offset((page - 1) * EMAILS_PAGE_SIZE),
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
      sentAt: row.sentAt?.toISOString() ?? null,
      nextAttemptAt: row.nextAttemptAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
    page,
    pageSize: EMAILS_PAGE_SIZE,
  };
}
