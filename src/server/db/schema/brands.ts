import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { HashtagSet } from "../../../shared/brand-schemas.ts";
import { users } from "./auth.ts";
import { filledByTrigger, workspaces } from "./workspaces.ts";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/** A client's brand: the prompt creator's five fields and the Prompt Mãe written from them. */
export const brands = pgTable(
  "brands",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .default(filledByTrigger)
      .references(() => workspaces.id, { onDelete: "cascade" }),
    // Its author: kept as null when their account is deleted (the brand stays the workspace's).
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description").notNull(),
    location: text("location").notNull(),
    problemSolution: text("problem_solution").notNull(),
    brandValues: text("brand_values").notNull(),
    basePrompt: text("base_prompt").notNull().default(""),
    color: text("color"),
    // The art's look (decision 050): a second colour for accents, a shipped font pair, and the
    // logo as the server re-encoded it (PNG, metadata dropped), in the row so that backups,
    // restore, the data export and deletion carry it with the brand. Never read with the list.
    secondColor: text("second_color"),
    fontPair: text("font_pair"),
    logo: bytea("logo"),
    logoWidth: integer("logo_width"),
    logoHeight: integer("logo_height"),
    // The logo bytes' hash: the image's URL and cache key change with it.
    logoVersion: text("logo_version"),
    wordsToUse: jsonb("words_to_use").$type<string[]>().notNull().default([]),
    wordsToAvoid: jsonb("words_to_avoid").$type<string[]>().notNull().default([]),
    // "Grupos de hashtags": the caption tool offers them and always includes a picked one.
    hashtagSets: jsonb("hashtag_sets").$type<HashtagSet[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // The tools preselect the brand the account generated for last.
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    index("brands_workspace_updated_idx").on(t.workspaceId, t.updatedAt.desc()),
    index("brands_user_idx").on(t.userId),
  ],
);
