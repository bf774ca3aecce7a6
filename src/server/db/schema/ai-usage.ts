import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { workspaces } from "./workspaces.ts";

const tokens = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);

// Every AI call, metered in tokens (the provider's count, else an estimate): who made it,
// which account pays for it, with which tool and model (docs/decisions/030-ai-fair-use.md).
export const aiCalls = pgTable(
  "ai_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    // The paying account (payingAccountOf): the workspace the call was made in.
    accountId: uuid("account_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    tool: text("tool").notNull(),
    model: text("model").notNull(),
    promptTokens: integer("prompt_tokens").notNull(),
    completionTokens: integer("completion_tokens").notNull(),
    /** No count came from the provider (the offline composer, a server that reports none). */
    estimated: boolean("estimated").notNull(),
    /** The generation job and attempt it was made for: a lost attempt is charged once. */
    jobId: uuid("job_id"),
    attempt: integer("attempt"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ai_calls_account_created_idx").on(t.accountId, t.createdAt),
    index("ai_calls_job_idx").on(t.jobId, t.attempt),
  ],
);

// The calls' totals per paying account and month (Brazil's calendar), kept by the statement
// that records each call: the allowance check and the admin panel read one row per account
// instead of summing a month of calls.
export const aiUsageMonths = pgTable(
  "ai_usage_months",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** The month's first day. */
    month: date("month").notNull(),
    promptTokens: tokens("prompt_tokens"),
    completionTokens: tokens("completion_tokens"),
    tokens: tokens("tokens"),
    calls: integer("calls").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.month] }),
    index("ai_usage_months_top_idx").on(t.month, t.tokens.desc(), t.accountId),
  ],
);

// The instance's totals per day (Brazil's day): the daily ceiling and the panel's 30 days.
export const aiUsageDays = pgTable("ai_usage_days", {
  day: date("day").primaryKey(),
  promptTokens: tokens("prompt_tokens"),
  completionTokens: tokens("completion_tokens"),
  tokens: tokens("tokens"),
  calls: integer("calls").notNull().default(0),
});

// Generations in flight, one row each, shared by every app instance: a lease renewed while
// the generation runs, so the rows of an instance that crashed lapse on their own.
export const aiGenerationSlots = pgTable(
  "ai_generation_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    leaseUntil: timestamp("lease_until", { withTimezone: true }).notNull(),
  },
  (t) => [index("ai_generation_slots_user_idx").on(t.userId)],
);
