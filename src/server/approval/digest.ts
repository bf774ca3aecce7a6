import { and, asc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { FeedbackDecision } from "../../shared/approval.ts";
import { brazilianDate } from "../../shared/dates.ts";
import { type Database, parseRows } from "../db/client.ts";
import {
  approvalLinks,
  emails,
  planPosts,
  plans,
  postFeedback,
  users,
} from "../db/schema/index.ts";
import type { Delivery, EmailRow } from "../emails/queue.ts";
import { queueEmail } from "../emails/queue.ts";
import { approvalDigestEmail, type ClientReview } from "../emails/templates.ts";

// The owner hears of a client's session once it goes quiet, and of one link at most every
// 15 minutes; a client who never stops is reported an hour after their first decision
// (docs/decisions/022-client-approval-links.md).
const QUIET_SECONDS = 5 * 60;
const GAP_SECONDS = 15 * 60;
const MAX_WAIT_SECONDS = 60 * 60;

const seconds = (n: number) => sql`make_interval(secs => ${n})`;

/** "12/12/2026 · Instagram · Reels · Tema": a post as the owner recognises it in a list. */
const postLabel = (p: { date: string; channel: string; format: string; theme: string }) =>
  `${brazilianDate(p.date)} · ${p.channel} · ${p.format} · “${p.theme}”`;

/** The e-mail lists this many decisions, then says how many more there are ("e mais N"). */
export const DIGEST_LISTED = 20;

const reviewColumns = {
  clientName: postFeedback.clientName,
  decision: postFeedback.decision,
  body: postFeedback.body,
  date: planPosts.date,
  channel: planPosts.channel,
  format: planPosts.format,
  theme: planPosts.theme,
};

/**
 * The first decisions an e-mail lists, in order: its own rows (by the index on the e-mail), or
 * those of a new one's first batch. A bounded read, however long the session goes on.
 */
async function firstReviews(tx: Database, where: SQL) {
  const rows = await tx
    .select(reviewColumns)
    .from(postFeedback)
    .innerJoin(planPosts, eq(planPosts.id, postFeedback.postId))
    .where(where)
    .orderBy(asc(postFeedback.createdAt), asc(postFeedback.id))
    .limit(DIGEST_LISTED);
  return rows.map(
    (row): ClientReview => ({
      clientName: row.clientName ?? "",
      decision: row.decision ?? "approve",
      post: postLabel(row),
      comment: row.body,
    }),
  );
}

/** The link's last e-mail if it is still collecting: not claimed by a sender, not yet due. */
async function openDigest(tx: Database, emailId: string | null) {
  if (!emailId) return null;
  const [open] = await tx
    .select({ id: emails.id })
    .from(emails)
    .where(
      and(
        eq(emails.id, emailId),
        eq(emails.attempts, 0),
        inArray(emails.status, ["pending", "outbox"]),
        gt(emails.nextAttemptAt, sql`now()`),
      ),
    )
    .for("update");
  return open?.id ?? null;
}

/** When a new digest may go: after a quiet spell, and 15 minutes after the link's last one. */
async function nextDigestAt(tx: Database, previousId: string | null) {
  const [row] = await parseRows(
    tx,
    z.object({ due: z.coerce.date() }),
    sql`select greatest(
      now() + ${seconds(QUIET_SECONDS)},
      coalesce(
        (select coalesce(sent_at, next_attempt_at) from emails where id = ${previousId}::uuid),
        now()
      ) + ${seconds(GAP_SECONDS)}
    ) as due`,
  );
  return row!.due;
}

/**
 * Adds the client's new decisions (`feedbackIds`, all `decision`, on link `linkId`) to the
 * owner's digest, inside the caller's transaction. The link's row is locked, so two decisions
 * at once cannot open two digests. Each decision costs the same however many came before: the
 * link counts them, and the e-mail is written from its first few rows and those counts.
 * Returns a newly queued e-mail, to announce once committed.
 */
export async function reportToOwner(
  tx: Database,
  { delivery, appUrl }: { delivery: Delivery; appUrl: string },
  {
    linkId,
    decision,
    feedbackIds,
  }: { linkId: string; decision: FeedbackDecision; feedbackIds: string[] },
): Promise<EmailRow | null> {
  const [link] = await tx
    .select({
      digestEmailId: approvalLinks.digestEmailId,
      digestApproved: approvalLinks.digestApproved,
      digestChanges: approvalLinks.digestChanges,
      ownerId: approvalLinks.userId,
      planId: plans.id,
      planTitle: plans.title,
      ownerName: users.name,
      ownerEmail: users.email,
    })
    .from(approvalLinks)
    .innerJoin(plans, eq(plans.id, approvalLinks.planId))
    .innerJoin(users, eq(users.id, approvalLinks.userId))
    .where(eq(approvalLinks.id, linkId))
    .for("update", { of: approvalLinks });
  if (!link || feedbackIds.length === 0) return null;
  const openId = await openDigest(tx, link.digestEmailId);
  const added = feedbackIds.length;
  const counts = {
    approved: (openId ? link.digestApproved : 0) + (decision === "approve" ? added : 0),
    changes: (openId ? link.digestChanges : 0) + (decision === "changes" ? added : 0),
  };
  const render = async (where: SQL) =>
    approvalDigestEmail({
      ownerName: link.ownerName,
      planTitle: link.planTitle,
      url: `${appUrl}/planos/${link.planId}`,
      reviews: await firstReviews(tx, where),
      ...counts,
    });
  let emailId = openId;
  let queued: EmailRow | null = null;
  if (openId) {
    await tx
      .update(postFeedback)
      .set({ digestEmailId: openId })
      .where(inArray(postFeedback.id, feedbackIds));
    const rendered = await render(eq(postFeedback.digestEmailId, openId));
    await tx
      .update(emails)
      .set({
        subject: rendered.subject,
        textBody: rendered.text,
        htmlBody: rendered.html,
        // Later with each decision (the session goes on), never past the hour's cap nor
        // earlier than it was set (which keeps the 15 minutes from the previous one).
        nextAttemptAt: sql`greatest(${emails.nextAttemptAt}, least(now() + ${seconds(QUIET_SECONDS)}, ${emails.createdAt} + ${seconds(MAX_WAIT_SECONDS)}))`,
      })
      .where(eq(emails.id, openId));
  } else {
    queued = await queueEmail(
      tx,
      {
        ...(await render(inArray(postFeedback.id, feedbackIds))),
        userId: link.ownerId,
        to: link.ownerEmail,
        sendAt: await nextDigestAt(tx, link.digestEmailId),
      },
      delivery,
    );
    emailId = queued.id;
    await tx
      .update(postFeedback)
      .set({ digestEmailId: emailId })
      .where(inArray(postFeedback.id, feedbackIds));
  }
  await tx
    .update(approvalLinks)
    .set({ digestEmailId: emailId, digestApproved: counts.approved, digestChanges: counts.changes })
    .where(eq(approvalLinks.id, linkId));
  return queued;
}
