import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { PostArt } from "../../../shared/art-schemas.ts";
import type { CaptionFields } from "../../../shared/generation/caption-fields.ts";
import type { Channel } from "../../../shared/generation/options.ts";
import { POST_STATUS_VALUES } from "../../../shared/plans.ts";
import type { Network } from "../../../shared/publishing.ts";
import { users } from "./auth.ts";
import { brands } from "./brands.ts";
import { contentHistory } from "./content.ts";
import { latestVersionColumns } from "./latest-version.ts";
import { filledByTrigger, workspaces } from "./workspaces.ts";

/** A strategy's calendar as the plan a marketer works from: its window and its posts. */
export const plans = pgTable(
  "plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .default(filledByTrigger)
      .references(() => workspaces.id, { onDelete: "cascade" }),
    // Who made the plan; null once their account is deleted.
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    brandId: uuid("brand_id").references(() => brands.id, { onDelete: "set null" }),
    // Kept when the brand is deleted, like the history's.
    brandName: text("brand_name"),
    // The strategy it came from; one plan per strategy ("Abrir como plano" finds it again).
    strategyHistoryId: uuid("strategy_history_id").references(() => contentHistory.id, {
      onDelete: "set null",
    }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    // Channels' values (migration 0018), in the order the strategy chose them.
    channels: jsonb("channels").$type<Channel[]>().notNull().default([]),
    // Publishing (decision 063): each channel's default posting time ("HH:MM", Brazil's time),
    // and whether a post the client approves is scheduled at its date by itself.
    postingTimes: jsonb("posting_times")
      .$type<Partial<Record<Network, string>>>()
      .notNull()
      .default({}),
    publishOnApproval: boolean("publish_on_approval").notNull().default(false),
    /** Who turned "Publicar quando o cliente aprovar" on: its publications are theirs. */
    publishOnApprovalBy: text("publish_on_approval_by").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // By workspace only: with `updated_at` in an index, every touch of a plan by a post's change
    // (migration 0007) wrote an entry in each of the plan's indexes; without, it is a HOT update
    // (issue 47). "Meus planos" sorts a workspace's plans, a few hundred at most, by it.
    index("plans_workspace_idx").on(t.workspaceId),
    index("plans_user_idx").on(t.userId),
    uniqueIndex("plans_strategy_idx")
      .on(t.strategyHistoryId)
      .where(sql`${t.strategyHistoryId} is not null`),
  ],
);

export const planPosts = pgTable(
  "plan_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    // The plan's workspace, kept on the post so "Próximas publicações" reads one index.
    workspaceId: uuid("workspace_id")
      .notNull()
      .default(filledByTrigger)
      .references(() => workspaces.id, { onDelete: "cascade" }),
    // Who made the post (the plan's author for the posts a strategy laid out).
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    date: date("date", { mode: "string" }).notNull(),
    // A channel's value ("instagram"), shown by its label (migration 0018).
    channel: text("channel").$type<Channel>().notNull(),
    format: text("format").notNull(),
    theme: text("theme").notNull(),
    hook: text("hook").notNull().default(""),
    callToAction: text("call_to_action").notNull().default(""),
    commercialDate: text("commercial_date"),
    status: text("status", { enum: POST_STATUS_VALUES }).notNull().default("ideia"),
    notes: text("notes").notNull().default(""),
    scriptHistoryId: uuid("script_history_id").references(() => contentHistory.id, {
      onDelete: "set null",
    }),
    // Its publishable text ("Criar legenda", then edited by hand): null until it has one.
    caption: jsonb("caption").$type<CaptionFields>(),
    // Its slides and their size ("Criar arte", then edited by hand): null until it has art.
    art: jsonb("art").$type<PostArt>(),
    // The .ics SEQUENCE: bumped on every change, so calendar apps take the new version.
    sequence: integer("sequence").notNull().default(0),
    // The number of its latest text's version (post_versions, decision 042); a hand save sends
    // the number it was based on, so a stale one is refused. The row is that version (decision
    // 060): how it was made is on the row, not stored twice.
    version: integer("version").notNull().default(1),
    ...latestVersionColumns(),
    // Tasks (decision 053): the member responsible for producing the post, by when (its
    // production's due date, apart from the publishing date), who assigned it and when; the
    // assignee's "Minhas tarefas" marks it new until they open the list (assignmentSeenAt).
    assigneeId: text("assignee_id").references(() => users.id, { onDelete: "set null" }),
    assignedBy: text("assigned_by").references(() => users.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }),
    assignmentSeenAt: timestamp("assignment_seen_at", { withTimezone: true }),
    dueOn: date("due_on", { mode: "string" }),
    // Its publication (decision 062): when it was published and by whom ("Publicar agora", the
    // status set to "Publicado", or a publisher of the app's own), set by the server only. A
    // trigger (migration 0030) fills the time when the status becomes "publicado" without one
    // and clears both when the status leaves it, whoever writes the row.
    publishedAt: timestamp("published_at", { withTimezone: true }),
    publishedBy: text("published_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("plan_posts_plan_date_idx").on(t.planId, t.date),
    index("plan_posts_workspace_date_idx").on(t.workspaceId, t.date),
    index("plan_posts_user_idx").on(t.userId),
    // Who wrote its latest text: their data export, and unsigning it when their account goes.
    index("plan_posts_version_by_idx").on(t.versionBy),
    // "Minhas tarefas": a member's posts in a workspace, by due date.
    index("plan_posts_assignee_idx")
      .on(t.workspaceId, t.assigneeId, t.dueOn)
      .where(sql`${t.assigneeId} is not null`),
  ],
);
