import { sql } from "drizzle-orm";
import {
  boolean,
  foreignKey,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { NotificationKind, StoredKinds } from "../../../shared/notifications.ts";
import { users } from "./auth.ts";
import { brands } from "./brands.ts";
import { workspaceMembers } from "./workspaces.ts";

/*
 * Notifications (decision 061): one row per member told, in the workspace the event happened
 * in. It hangs on the membership, so a member who leaves or is removed loses what they were
 * told there; and on its brand, so a brand's deletion takes its notifications. The e-mail and
 * the push are due times on the row, claimed by their jobs (notifications/email.ts, push.ts).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id").notNull(),
    userId: text("user_id").notNull(),
    // The object's brand (null: of none, such as billing or the team): read against the
    // member's brand access as it is when the bell is opened.
    brandId: uuid("brand_id").references(() => brands.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    // The object's path in the app.
    url: text("url").notNull(),
    // Told once: the day's summary, the month's allowance threshold, a boleto's code.
    dedupeKey: text("dedupe_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    // When its e-mail may go (null: none wanted), and when it went (in a batch).
    emailAt: timestamp("email_at", { withTimezone: true }),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    // When its push may go (after quiet hours; null: none wanted), and when it was sent.
    pushAt: timestamp("push_at", { withTimezone: true }),
    pushedAt: timestamp("pushed_at", { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      columns: [t.workspaceId, t.userId],
      foreignColumns: [workspaceMembers.workspaceId, workspaceMembers.userId],
    }).onDelete("cascade"),
    index("notifications_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("notifications_dedupe_idx")
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
    index("notifications_email_due_idx")
      .on(t.emailAt)
      .where(sql`${t.emailAt} is not null and ${t.emailedAt} is null`),
    index("notifications_push_due_idx")
      .on(t.pushAt)
      .where(sql`${t.pushAt} is not null and ${t.pushedAt} is null`),
  ],
);

/** A member's choices (absent: the kinds' defaults) and when their last batch e-mail went. */
export const notificationSettings = pgTable("notification_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  kinds: jsonb("kinds").$type<StoredKinds>().notNull().default({}),
  quietHours: boolean("quiet_hours").notNull().default(true),
  lastEmailedAt: timestamp("last_emailed_at", { withTimezone: true }),
});

/** A device that receives web push for a member (a browser's PushSubscription). */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // A browser's endpoint is its own: signing in with another account moves it there.
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId, t.createdAt)],
);
