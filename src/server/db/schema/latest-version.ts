import { integer, text, timestamp } from "drizzle-orm/pg-core";
import { VERSION_MADE } from "../../../shared/generation/versions.ts";
import { users } from "./auth.ts";

/**
 * How a row's latest version was made, on the row itself (decision 060): the row is its version
 * numbered `version`, so that version is kept nowhere else. A writer sets these with the text;
 * the outgoing text becomes a stored version with what these said of it.
 */
export const latestVersionColumns = () => ({
  versionBy: text("version_by").references(() => users.id, { onDelete: "set null" }),
  versionMade: text("version_made", { enum: VERSION_MADE }).notNull().default("manual"),
  /** The AI edit's instruction; the restored version's number (as a stored version has them). */
  versionInstruction: text("version_instruction"),
  versionRestoredFrom: integer("version_restored_from"),
  versionAt: timestamp("version_at", { withTimezone: true }).notNull().defaultNow(),
});
