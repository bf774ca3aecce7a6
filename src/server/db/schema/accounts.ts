import { sql } from "drizzle-orm";
import { boolean, index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { workspaces } from "./workspaces.ts";

export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text("full_name"),
    username: text("username").unique(),
    isBanned: boolean("is_banned").notNull().default(false),
    bannedAt: timestamp("banned_at", { withTimezone: true }),
    bannedReason: text("banned_reason"),
    isLocked: boolean("is_locked").notNull().default(false),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lockedReason: text("locked_reason"),
    stripeCustomerId: text("stripe_customer_id").unique(),
    // The workspace the user works in, remembered across sessions; null: their personal one.
    currentWorkspaceId: uuid("current_workspace_id").references(() => workspaces.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("profiles_banned_idx").on(t.id).where(sql`${t.isBanned}`),
    index("profiles_locked_idx").on(t.id).where(sql`${t.isLocked}`),
  ],
);

export const roleEnum = pgEnum("app_role", ["admin", "user"]);

// One row per user: a role change replaces the row, so no stale admin row can survive.
export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    role: roleEnum("role").notNull().default("user"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("user_roles_role_idx").on(t.role)],
);
