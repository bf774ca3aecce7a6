import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { VERSION_MADE } from "../../../shared/generation/versions.ts";
import { users } from "./auth.ts";
import { contentHistory } from "./content.ts";

/**
 * Every text a history item has had (decision 041): the item's row holds its latest version,
 * these rows all of them, numbered from 1. Deleting the item deletes them; deleting an author
 * leaves their versions unsigned.
 */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    historyId: uuid("history_id")
      .notNull()
      .references(() => contentHistory.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    made: text("made", { enum: VERSION_MADE }).notNull(),
    /** The AI edit's instruction ("Torne mais formal"); the restored version's number. */
    instruction: text("instruction"),
    restoredFrom: integer("restored_from"),
    title: text("title").notNull(),
    content: text("content").notNull(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("content_versions_item_number_key").on(t.historyId, t.number),
    // An author's versions: their data export, and unlinking them when their account goes.
    index("content_versions_user_idx").on(t.userId),
  ],
);
