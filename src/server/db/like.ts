/**
 * A LIKE/ILIKE pattern matching `text` anywhere, with the user's `%`, `_` and `\` taken
 * literally (backslash is PostgreSQL's default LIKE escape). Every search box goes through it.
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;
