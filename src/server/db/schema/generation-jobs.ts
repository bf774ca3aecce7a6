import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { workspaces } from "./workspaces.ts";

// Every generation is a job on the queue (docs/decisions/056): its row is what the page watches
// and what makes a retried job save and charge once; its events let a watcher resume.
export const generationJobs = pgTable(
  "generation_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The paying account its AI calls are metered to. */
    accountId: uuid("account_id").notNull(),
    /** The meter's tool name (a tool's kind, `edit`, ...). */
    tool: text("tool").notNull(),
    /** What the "Em andamento" list shows. */
    title: text("title").notNull(),
    /** The request as validated and who made it: enough to prepare the job again on a retry. */
    request: jsonb("request").notNull(),
    /** queued · running · done · failed · cancelled */
    status: text("status").notNull().default("queued"),
    /** The attempt running (or last run): 0 until a worker takes it. */
    attempt: integer("attempt").notNull().default(0),
    /** The admission's in-flight slot, freed when the job ends. */
    slotId: uuid("slot_id"),
    /** The last event stored: a retry numbers its events after it. */
    lastEvent: integer("last_event").notNull().default(0),
    /** The running attempt's prompt, estimated: what a lost attempt is charged with. */
    promptTokens: integer("prompt_tokens"),
    /** The saved item, once the job saved it (in the same transaction). */
    historyId: uuid("history_id"),
    /** The job's last event (done, unchanged, error): what a late watcher is told. */
    result: jsonb("result"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("generation_jobs_user_status_idx").on(t.userId, t.status, t.createdAt)],
);

/** A job's events in order, written in batches (never one write per token). */
export const generationJobEvents = pgTable(
  "generation_job_events",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => generationJobs.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    attempt: integer("attempt").notNull(),
    event: jsonb("event").notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);
