import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ActivityKind } from "../../../shared/activity.ts";
import { users } from "./auth.ts";
import { workspaces } from "./workspaces.ts";

/**
 * The workspace's activity log ("Atividade"): one row per change, written in the change's own
 * transaction (src/server/activity/recorder.ts), kept 12 months (decision 034).
 */
export const workspaceActivity = pgTable(
  "workspace_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    // Who did it: null for an approval link's client, and once the account is deleted.
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").$type<ActivityKind>().notNull(),
    // What it touched, as it was then: no foreign keys, so deleting a brand, plan, post or
    // item neither rewrites nor scans the log; the names are kept, so the line still reads.
    brandId: uuid("brand_id"),
    brandName: text("brand_name"),
    planId: uuid("plan_id"),
    postId: uuid("post_id"),
    historyId: uuid("history_id"),
    // A short title or name (MAX_ACTIVITY_SUBJECT), and the kind's detail (a status, a role).
    subject: text("subject").notNull().default(""),
    detail: text("detail"),
    // The name an approval link's client gave with their answer ("Carla Cliente aprovou…"):
    // they have no account to name them.
    actorName: text("actor_name"),
    // Milliseconds, as JavaScript keeps them: the paging cursor carries the time exactly.
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index("activity_workspace_created_idx").on(t.workspaceId, t.createdAt.desc(), t.id.desc()),
    index("activity_workspace_user_created_idx").on(
      t.workspaceId,
      t.userId,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index("activity_workspace_brand_created_idx").on(
      t.workspaceId,
      t.brandId,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // The retention purge, and unlinking an account's lines when it is deleted.
    index("activity_created_idx").on(t.createdAt),
    index("activity_user_idx").on(t.userId).where(sql`${t.userId} is not null`),
  ],
);
