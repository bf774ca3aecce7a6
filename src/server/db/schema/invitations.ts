import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { InvitableRole } from "../../../shared/invitations.ts";
import { users } from "./auth.ts";
import { workspaces } from "./workspaces.ts";

/**
 * A pending invitation to a team workspace (decision 039). Only the SHA-256 of the link's token
 * is kept; a resend replaces it, and accepting or revoking deletes the row, so a link works once.
 */
export const workspaceInvitations = pgTable(
  "workspace_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    // Lower-cased, as sign-up stores addresses.
    email: text("email").notNull(),
    role: text("role").$type<InvitableRole>().notNull(),
    // The brands an Editor or Leitor will see; null: every brand.
    brandIds: jsonb("brand_ids").$type<string[]>(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    // One invitation per address and workspace: a second is a resend.
    uniqueIndex("workspace_invitations_address_idx").on(t.workspaceId, t.email),
  ],
);
