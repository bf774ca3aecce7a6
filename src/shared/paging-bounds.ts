/** The bounds of a paged list's address, without zod: paging.ts's schemas check them, and the
 * history's page reads its address by hand (history-query.ts). */
export const MAX_PAGE = 100_000;
export const MAX_SEARCH = 200;
