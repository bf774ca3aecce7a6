import { and, asc, desc, eq, gt, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { FeedbackDecision } from "../../shared/approval.ts";
import { brazilianDate } from "../../shared/dates.ts";
import { type Channel, channelLabel } from "../../shared/generation/options.ts";
import { type Database, parseRows } from "../db/client.ts";
import { emails, users } from "../db/schema/index.ts";
import type { Delivery, EmailRow } from "../emails/queue.ts";
import { queueEmail } from "../emails/queue.ts";
import { approvalDigestEmail, type ClientReview } from "../emails/templates.ts";
import { scopedToLink } from "../scoped/held.ts";
import { digestRecipients } from "./followers.ts";

/** What a client's link reaches: its plan's posts and threads, the plan and the link. */
type LinkScope = ReturnType<typeof scopedToLink>;

// The followers hear of a client's session once it goes quiet, and of one link at most every
// 15 minutes; a client who never stops is reported an hour after their first decision
// (docs/decisions/022-client-approval-links.md).
const QUIET_SECONDS = 5 * 60;
const GAP_SECONDS = 15 * 60;
const MAX_WAIT_SECONDS = 60 * 60;

const seconds = (n: number) => sql`make_interval(secs => ${n})`;

/** "12/12/2026 · Instagram · Reels · Tema": a post as the owner recognises it in a list. */
const postLabel = (p: { date: string; channel: Channel; format: string; theme: string }) =>
  `${brazilianDate(p.date)} · ${channelLabel(p.channel)} · ${p.format} · “${p.theme}”`;

/** The e-mail lists this many decisions, then says how many more there are ("e mais N"). */
export const DIGEST_LISTED = 20;

/**
 * The version of the post the client's previous decision on it asked changes about, if it did
 * (null otherwise): with the decision's own version, whether the team answered that request.
 * The earlier decision is one on the same post as the row read, so of the same plan.
 */
const requestedOn = (tx: Database, { feedback: { t } }: LinkScope) => {
  const earlier = alias(t, "earlier");
  return sql<number | null>`(${tx
    .select({
      version: sql`case when ${earlier.decision} = 'changes' then ${earlier.postVersion} end`,
    })
    .from(earlier)
    .where(
      and(
        eq(earlier.postId, t.postId),
        eq(earlier.author, "client"),
        sql`(${earlier.createdAt}, ${earlier.id}) < (${t.createdAt}, ${t.id})`,
      ),
    )
    .orderBy(desc(earlier.createdAt), desc(earlier.id))
    .limit(1)})`;
};

const reviewColumns = (tx: Database, scope: LinkScope) => ({
  clientName: scope.feedback.t.clientName,
  decision: scope.feedback.t.decision,
  body: scope.feedback.t.body,
  version: scope.feedback.t.postVersion,
  requestedOn: requestedOn(tx, scope),
  date: scope.posts.t.date,
  channel: scope.posts.t.channel,
  format: scope.posts.t.format,
  theme: scope.posts.t.theme,
});

/**
 * The first decisions an e-mail lists, in order: its own rows (by the index on the e-mail), or
 * those of a new one's first batch. A bounded read, however long the session goes on.
 */
async function firstReviews(tx: Database, scope: LinkScope, where: SQL) {
  const { feedback, posts } = scope;
  const rows = await tx
    .select(reviewColumns(tx, scope))
    .from(feedback.t)
    .innerJoin(posts.t, posts.where(eq(posts.t.id, feedback.t.postId)))
    .where(feedback.where(where))
    .orderBy(asc(feedback.t.createdAt), asc(feedback.t.id))
    .limit(DIGEST_LISTED);
  return rows.map(
    (row): ClientReview => ({
      clientName: row.clientName ?? "",
      decision: row.decision ?? "approve",
      post: postLabel(row),
      comment: row.body,
      // A request answered: the post changed between it and this decision (decision 044).
      answered:
        row.requestedOn !== null && row.version !== null && row.requestedOn < row.version
          ? { requestedOn: row.requestedOn, version: row.version }
          : undefined,
    }),
  );
}

/**
 * The link's last digest if it is still collecting (not claimed by a sender, not yet due): its
 * first e-mail's id, with that e-mail and its copies to the other followers, locked.
 */
async function openDigest(tx: Database, emailId: string | null) {
  if (!emailId) return null;
  const rows = await tx
    .select({ id: emails.id, userId: emails.userId, name: users.name })
    .from(emails)
    .leftJoin(users, eq(users.id, emails.userId))
    .where(
      and(
        or(eq(emails.id, emailId), eq(emails.digestOf, emailId)),
        eq(emails.attempts, 0),
        inArray(emails.status, ["pending", "outbox"]),
        gt(emails.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(sql`${emails.digestOf} is not null`)
    .for("update", { of: emails });
  return rows[0]?.id === emailId ? { id: emailId, copies: rows } : null;
}

type Copy = { id: string; userId: string | null; name: string | null };

/**
 * Drops the copies of an open digest whose follower may no longer read the plan (removed,
 * limited to another brand, unfollowed); if the first e-mail goes, the next copy takes its
 * place (the decisions and the link point to it). Returns what is left, first e-mail first.
 */
async function keepRecipients(
  tx: Database,
  { feedback }: LinkScope,
  copies: Copy[],
  recipients: Set<string>,
) {
  const kept = copies.filter((c) => c.userId !== null && recipients.has(c.userId));
  const dropped = copies.filter((c) => !kept.includes(c)).map((c) => c.id);
  const lead = copies[0]!.id;
  const next = kept[0]?.id;
  if (next && next !== lead) {
    await tx.update(emails).set({ digestOf: null }).where(eq(emails.id, next));
    await tx.update(emails).set({ digestOf: next }).where(eq(emails.digestOf, lead));
    await tx
      .update(feedback.t)
      .set({ digestEmailId: next })
      .where(feedback.where(eq(feedback.t.digestEmailId, lead)));
  }
  if (dropped.length > 0) await tx.delete(emails).where(inArray(emails.id, dropped));
  return kept;
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
 * digest the plan's followers get (one e-mail each), inside the caller's transaction. The
 * link's row is locked, so two decisions at once cannot open two digests. Each decision costs
 * the same however many came before: the link counts them, and the e-mails are written from
 * their first few rows and those counts. Returns the newly queued e-mails, to announce once
 * committed.
 */
export async function reportToFollowers(
  tx: Database,
  { delivery, appUrl }: { delivery: Delivery; appUrl: string },
  {
    link: shared,
    decision,
    feedbackIds,
  }: {
    link: { id: string; planId: string; workspaceId: string };
    decision: FeedbackDecision;
    feedbackIds: string[];
  },
): Promise<EmailRow[]> {
  const scope = scopedToLink(shared);
  const { link: own, plans, feedback } = scope;
  const [link] = await tx
    .select({
      digestEmailId: own.t.digestEmailId,
      digestApproved: own.t.digestApproved,
      digestChanges: own.t.digestChanges,
      planId: plans.t.id,
      planTitle: plans.t.title,
    })
    .from(own.t)
    .innerJoin(plans.t, plans.where(eq(plans.t.id, own.t.planId)))
    .where(own.where())
    .for("update", { of: own.t });
  if (!link || feedbackIds.length === 0) return [];
  const recipients = await digestRecipients(tx, link.planId);
  const open = await openDigest(tx, link.digestEmailId);
  const kept = open
    ? await keepRecipients(tx, scope, open.copies, new Set(recipients.map((r) => r.userId)))
    : [];
  const openId = kept[0]?.id ?? null;
  const added = feedbackIds.length;
  const counts = {
    approved: (openId ? link.digestApproved : 0) + (decision === "approve" ? added : 0),
    changes: (openId ? link.digestChanges : 0) + (decision === "changes" ? added : 0),
  };
  const render = (name: string, reviews: ClientReview[]) =>
    approvalDigestEmail({
      ownerName: name,
      planTitle: link.planTitle,
      url: `${appUrl}/planos/${link.planId}`,
      reviews,
      ...counts,
    });
  let emailId = openId;
  const queued: EmailRow[] = [];
  if (openId) {
    await tx
      .update(feedback.t)
      .set({ digestEmailId: openId })
      .where(feedback.where(inArray(feedback.t.id, feedbackIds)));
    const reviews = await firstReviews(tx, scope, eq(feedback.t.digestEmailId, openId));
    for (const copy of kept) {
      const rendered = render(copy.name ?? "", reviews);
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
        .where(eq(emails.id, copy.id));
    }
  } else if (recipients.length > 0) {
    const reviews = await firstReviews(tx, scope, inArray(feedback.t.id, feedbackIds));
    const sendAt = await nextDigestAt(tx, link.digestEmailId);
    for (const recipient of recipients) {
      const row = await queueEmail(
        tx,
        {
          ...render(recipient.name, reviews),
          userId: recipient.userId,
          to: recipient.email,
          sendAt,
          digestOf: queued[0]?.id ?? null,
        },
        delivery,
      );
      queued.push(row);
    }
    emailId = queued[0]!.id;
    await tx
      .update(feedback.t)
      .set({ digestEmailId: emailId })
      .where(feedback.where(inArray(feedback.t.id, feedbackIds)));
  } else {
    // Nobody follows the plan (or may read it): nothing is sent, and the next decision starts
    // afresh once someone does.
    emailId = null;
  }
  await tx
    .update(own.t)
    .set({
      digestEmailId: emailId ?? link.digestEmailId,
      digestApproved: emailId ? counts.approved : 0,
      digestChanges: emailId ? counts.changes : 0,
    })
    .where(own.where());
  return queued;
}
