import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { VERSION_MADE } from "../../../shared/generation/versions.ts";
import type { PostText } from "../../../shared/plans.ts";
import { users } from "./auth.ts";
import { planPosts } from "./plans.ts";

/**
 * Every text a post of a plan has had (decision 042): a snapshot of all its text fields, numbered
 * from 1; the post's row holds the latest and its number (`plan_posts.version`). Deleting the
 * post (or its plan) deletes them; deleting an author leaves their versions unsigned.
 */
export const postVersions = pgTable(
  "post_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => planPosts.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    made: text("made", { enum: VERSION_MADE }).notNull(),
    /** The AI edit's instruction ("Torne mais formal"); the restored version's number. */
    instruction: text("instruction"),
    restoredFrom: integer("restored_from"),
    fields: jsonb("fields").$type<PostText>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A post's versions, by number (its list, the next number, the bound).
    unique("post_versions_post_number_key").on(t.postId, t.number),
    // An author's versions: their data export, and unlinking them when their account goes.
    index("post_versions_user_idx").on(t.userId),
  ],
);
