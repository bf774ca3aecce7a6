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

/**
 * Inserts every version of the history items `h` (a caller may add a where clause and must
 * add the conflict clause), numbered 1 to the item's `version`: the latest holds the item's
 * text, the first was generated with the item, the others alternate AI and hand edits a minute
 * apart.
 */
export const INSERT_CONTENT_VERSIONS = `insert into content_versions (history_id, number, user_id, made,
                                        instruction, title, content, created_at)
  select h.id, n, h.user_id,
         case when n = 1 then 'generated' when n % 2 = 0 then 'ai_edit' else 'manual' end,
         case when n > 1 and n % 2 = 0 then 'Torne mais formal' end, h.title,
         case when n = h.version then h.content else 'Versão ' || n || '. ' || h.content end,
         h.created_at + (n - 1) * interval '1 minute'
  from user_content_history h, generate_series(1, h.version) n`;
