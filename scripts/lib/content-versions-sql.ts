// The versions of synthetic history items (decision 041), as SQL, shared by the scale seed (a
// million items) and the bench's own histories (thousands), so both measure the same shape.
import { MAX_VERSIONS } from "../../src/shared/generation/versions.ts";

/**
 * How many versions synthetic item `n` (an SQL expression) has: most one; one in ten a few AI
 * and hand edits; one in a hundred as many as an item keeps. Item 1, the newest, has the most,
 * so the first history page holds one.
 */
export function versionCountSql(n: string) {
  return `case when ${n} % 100 = 1 then ${MAX_VERSIONS} when ${n} % 10 = 1 then 2 + ${n} % 3 else 1 end`;
}

/** How synthetic version `n` was made: the first generated, the others AI and hand edits in turn. */
export const madeSql = (n: string) =>
  `case when ${n} = 1 then 'generated' when ${n} % 2 = 0 then 'ai_edit' else 'manual' end`;
export const instructionSql = (n: string) =>
  `case when ${n} > 1 and ${n} % 2 = 0 then 'Torne mais formal' end`;
/** When synthetic version `n` of a row made at `created` was: a minute after the one before. */
export const versionAtSql = (created: string, n: string) =>
  `${created} + (${n} - 1) * interval '1 minute'`;

/** The columns of a row's latest version (decision 060) that `latestVersionSql` fills. */
export const LATEST_VERSION_COLUMNS = "version_by, version_made, version_instruction, version_at";

/**
 * A synthetic row's latest version, numbered `version`, as a select list: by its author, made
 * and dated as its stored versions are (the row is that version, decision 060).
 */
export const latestVersionSql = (e: { userId: string; createdAt: string; version: string }) =>
  `${e.userId}, ${madeSql(e.version)}, ${instructionSql(e.version)}, ${versionAtSql(e.createdAt, e.version)}`;

/**
 * Inserts every version the history items `h` store (a caller may add a where clause and must
 * add the conflict clause), numbered 1 to the one before the item's `version` (the item's row is
 * its latest, decision 060): the first was generated with the item, the others alternate AI and
 * hand edits a minute apart.
 */
export const INSERT_CONTENT_VERSIONS = `insert into content_versions (history_id, number, user_id, made,
                                        instruction, title, content, created_at)
  select h.id, n, h.user_id, ${madeSql("n")}, ${instructionSql("n")}, h.title,
         'Versão ' || n || '. ' || h.content, ${versionAtSql("h.created_at", "n")}
  from user_content_history h, generate_series(1, h.version - 1) n`;
