import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { TOOL_KINDS } from "../../../shared/generation/tools.ts";
import { users } from "./auth.ts";
import { brands } from "./brands.ts";
import { latestVersionColumns } from "./latest-version.ts";
import { filledByTrigger, workspaces } from "./workspaces.ts";

/**
 * Text as searches compare it: lower case, accents removed ("Mães" → "maes"). The SQL
 * function (migration 0004) wraps unaccent, which is not immutable, so an index can use it.
 */
export const searchable = (text: AnyPgColumn | SQL) => sql`public.searchable(${text})`;

export const contentHistory = pgTable(
  "user_content_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .default(filledByTrigger)
      .references(() => workspaces.id, { onDelete: "cascade" }),
    // Who generated it; null once their account is deleted (the item stays the workspace's).
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    contentType: text("content_type", { enum: TOOL_KINDS }).notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    // The number of its latest version (content_versions, decision 041): what a save is based on.
    // The row is that version (decision 060): how it was made is on the row, not stored twice.
    version: integer("version").notNull().default(1),
    ...latestVersionColumns(),
    // Structured extras of a result, e.g. the strategy's calendar slots.
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    brandId: uuid("brand_id").references(() => brands.id, { onDelete: "set null" }),
    // Kept when the brand is deleted: the history still says whose content it was.
    brandName: text("brand_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // In the history page's exact order (`order by created_at desc, id desc`, whose nulls come
    // first), so a page's ids are read off the index alone, however deep its OFFSET
    // (history/service.ts).
    index("history_workspace_created_idx").on(
      t.workspaceId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("history_workspace_type_created_idx").on(
      t.workspaceId,
      t.contentType,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // What an author made: their data export, and unlinking them when their account goes.
    index("history_user_created_idx").on(t.userId, t.createdAt.desc()),
    // Who wrote its latest version: their data export, and unsigning it when their account goes.
    index("history_version_by_idx").on(t.versionBy),
    index("history_created_idx").on(t.createdAt.desc()),
    index("history_type_created_idx").on(t.contentType, t.createdAt.desc()),
    // A brand's own items, and what deleting a brand must find to unlink.
    index("history_brand_created_idx")
      .on(t.brandId, t.createdAt.desc())
      .where(sql`${t.brandId} is not null`),
    // Trigrams of the searchable title answer the history's "contains" search (history/service.ts).
    index("history_title_search_idx").using("gin", sql`${searchable(t.title)} gin_trgm_ops`),
  ],
);
