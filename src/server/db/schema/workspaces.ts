import { sql } from "drizzle-orm";
import {
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { WorkspaceRole } from "../../../shared/workspaces.ts";
import { users } from "./auth.ts";

/**
 * The default of a content row's workspace: a row that names only its author (a script, psql,
 * a seed) is put in the author's personal workspace, a post in its plan's, by a trigger
 * (migration 0011). The app always names the workspace.
 */
export const filledByTrigger = sql`null`;

/**
 * A workspace owns what the tools make (brands, plans, history, the subscription); every
 * account has a personal one, made by the database when the user row is inserted (migration
 * 0011), and deleted with the account.
 */
export const workspaces = pgTable(
  "workspaces",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    // The account whose personal workspace this is; null for a team's.
    personalOf: text("personal_of")
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The admin's usage panel searches workspaces by name, as the users list searches users.
  (t) => [index("workspaces_name_search_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`)],
);

export const workspaceMembers = pgTable(
  "workspace_members",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<WorkspaceRole>().notNull(),
    // The brands an Editor or Leitor may see; null: every brand.
    brandIds: jsonb("brand_ids").$type<string[]>(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index("workspace_members_user_idx").on(t.userId),
    index("workspace_members_owner_idx").on(t.workspaceId).where(sql`${t.role} = 'owner'`),
  ],
);

/**
 * A pending offer of a workspace's ownership (at most one per workspace), which the member it
 * names accepts or declines. The offer goes with the member's membership (foreign key on it):
 * a member who leaves or is removed can no longer become the owner.
 */
export const ownershipOffers = pgTable(
  "ownership_offers",
  {
    workspaceId: uuid("workspace_id")
      .primaryKey()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    toUserId: text("to_user_id").notNull(),
    fromUserId: text("from_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "ownership_offers_member_fk",
      columns: [t.workspaceId, t.toUserId],
      foreignColumns: [workspaceMembers.workspaceId, workspaceMembers.userId],
    }).onDelete("cascade"),
    index("ownership_offers_to_user_idx").on(t.toUserId),
  ],
);
