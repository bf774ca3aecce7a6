import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type {
  PaymentMethod,
  PendingPayment,
  SubscriptionKind,
} from "../../../shared/payment-methods.ts";
import { accessStatusSql } from "../access-statuses.ts";
import { users } from "./auth.ts";
import { filledByTrigger, workspaces } from "./workspaces.ts";

export type PlanFeatures = { items: string[]; price_id: string };

export const subscriptionPlans = pgTable("subscription_plans", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull(),
  interval: text("interval", { enum: ["month", "year"] }).notNull(),
  features: jsonb("features").$type<PlanFeatures>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Who pays: the workspace's owner when they subscribed.
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The workspace it makes Pro, for every member.
    workspaceId: uuid("workspace_id")
      .notNull()
      .default(filledByTrigger)
      .references(() => workspaces.id, { onDelete: "cascade" }),
    planId: integer("plan_id")
      .notNull()
      .references(() => subscriptionPlans.id),
    // Stripe's statuses: active, trialing, past_due, canceled, unpaid, incomplete, incomplete_expired, paused.
    status: text("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    stripeCustomerId: text("stripe_customer_id"),
    // A Pix period's row holds its Checkout session id here (one payment, no subscription).
    stripeSubscriptionId: text("stripe_subscription_id").unique(),
    kind: text("kind").$type<SubscriptionKind>().notNull().default("subscription"),
    paymentMethod: text("payment_method").$type<PaymentMethod>(),
    pendingPayment: jsonb("pending_payment").$type<PendingPayment>(),
    // The smallest "days before the end" whose renewal reminder went out (Pix periods).
    reminderDays: integer("reminder_days"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("subscriptions_user_status_idx").on(t.userId, t.status),
    index("subscriptions_active_idx").on(t.userId).where(accessStatusSql(t.status)),
    // The renewal reminders' scan: Pix periods by their end.
    index("subscriptions_prepaid_end_idx").on(t.currentPeriodEnd).where(sql`${t.kind} = 'prepaid'`),
    index("subscriptions_workspace_active_idx").on(t.workspaceId).where(accessStatusSql(t.status)),
  ],
);

// Every Stripe event id is recorded before it is applied, so a redelivery is a no-op.
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
