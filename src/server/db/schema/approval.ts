import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { FeedbackAuthor, FeedbackDecision } from "../../../shared/approval.ts";
import { users } from "./auth.ts";
import { emails } from "./operations.ts";
import { planPosts, plans } from "./plans.ts";
import { filledByTrigger, workspaces } from "./workspaces.ts";

/** A secret link a client opens without an account to approve a plan's posts. */
export const approvalLinks = pgTable(
  "approval_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    // Who shared it (the digests go to them); the link outlives their account, as the plan does.
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    // SHA-256 of the token: a copy of the database opens no plan.
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastVisitAt: timestamp("last_visit_at", { withTimezone: true }),
    // The owner's latest e-mail about this link's feedback: still collecting, or the one the
    // next must keep 15 minutes from (docs/decisions/022-client-approval-links.md).
    digestEmailId: uuid("digest_email_id").references(() => emails.id, { onDelete: "set null" }),
    // The decisions that e-mail reports, counted as they join it: its summary is written
    // without reading them all again.
    digestApproved: integer("digest_approved").notNull().default(0),
    digestChanges: integer("digest_changes").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("approval_links_token_idx").on(t.tokenHash),
    index("approval_links_plan_idx").on(t.planId, t.createdAt.desc()),
  ],
);

/** A post's thread: the client's decisions and comments, and the owner's answers. */
export const postFeedback = pgTable(
  "post_feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => planPosts.id, { onDelete: "cascade" }),
    planId: uuid("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    // The plan's workspace: the badge counts by it.
    workspaceId: uuid("workspace_id")
      .notNull()
      .default(filledByTrigger)
      .references(() => workspaces.id, { onDelete: "cascade" }),
    // The member who answered, or whose link the client's message came through.
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    linkId: uuid("link_id").references(() => approvalLinks.id, { onDelete: "set null" }),
    author: text("author").$type<FeedbackAuthor>().notNull(),
    clientName: text("client_name"),
    body: text("body").notNull().default(""),
    decision: text("decision").$type<FeedbackDecision>(),
    // The post's version (plan_posts.version) the message was about, read by the server as it
    // wrote it (decision 044); null for messages from before versions.
    postVersion: integer("post_version"),
    // Null while the owner has not opened the client's message (the "Meus planos" badge).
    seenAt: timestamp("seen_at", { withTimezone: true }),
    // The owner's e-mail that reports it.
    digestEmailId: uuid("digest_email_id").references(() => emails.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("post_feedback_post_idx").on(t.postId, t.createdAt),
    index("post_feedback_unseen_idx").on(t.workspaceId, t.planId).where(sql`${t.seenAt} is null`),
    index("post_feedback_user_idx").on(t.userId),
    // A link's messages of the last day (its daily cap).
    index("post_feedback_link_idx").on(t.linkId, t.createdAt).where(sql`${t.linkId} is not null`),
    // An e-mail's first messages, in order (the digest lists a few).
    index("post_feedback_digest_idx")
      .on(t.digestEmailId, t.createdAt)
      .where(sql`${t.digestEmailId} is not null`),
  ],
);
