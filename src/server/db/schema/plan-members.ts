import {
  type AnyPgColumn,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { plans } from "./plans.ts";
import { workspaceMembers } from "./workspaces.ts";

/*
 * What a member keeps of a plan for themself: following it, and their own calendar feed. Both
 * hang on the membership (workspace, user), so leaving or being removed from the workspace
 * deletes them in the same statement (docs/decisions/038-plan-followers-and-member-feeds.md).
 */

const membership = (t: { workspaceId: AnyPgColumn; userId: AnyPgColumn }) =>
  foreignKey({
    columns: [t.workspaceId, t.userId],
    foreignColumns: [workspaceMembers.workspaceId, workspaceMembers.userId],
  }).onDelete("cascade");

/** A member who hears of the client's answers on the plan's approval links (the digests). */
export const planFollowers = pgTable(
  "plan_followers",
  {
    planId: uuid("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    // The plan's workspace: with the user, the membership the follow lasts as long as.
    workspaceId: uuid("workspace_id").notNull(),
    userId: text("user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.userId] }),
    membership(t),
    index("plan_followers_member_idx").on(t.workspaceId, t.userId),
  ],
);

/** A member's calendar feed of a plan: a secret URL only they were given. */
export const planFeeds = pgTable(
  "plan_feeds",
  {
    planId: uuid("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    workspaceId: uuid("workspace_id").notNull(),
    userId: text("user_id").notNull(),
    // SHA-256 of the feed's secret token: a leaked table or backup holds no working URL.
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.userId] }),
    membership(t),
    index("plan_feeds_member_idx").on(t.workspaceId, t.userId),
  ],
);
