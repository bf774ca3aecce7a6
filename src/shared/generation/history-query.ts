import { MAX_PAGE, MAX_SEARCH } from "../paging-bounds.ts";
import { TOOL_KINDS, type ToolKind } from "./tools.ts";

export const HISTORY_PAGE_SIZE = 20;

/** The longest "Autor" filter the list accepts. */
export const MAX_AUTHOR = 100;

/** What the history's list shows: GET /api/history's query (history.ts checks it with zod). */
export type HistoryQuery = {
  page: number;
  type: "all" | ToolKind;
  /** Trimmed; empty for no search. */
  q: string;
  /** One brand's items; empty for every brand. */
  brand: string;
  /** One member's items (the "Autor" filter of a team workspace); empty for everyone's. */
  author: string;
};

const TYPES: readonly string[] = ["all", ...TOOL_KINDS];

/** An RFC 9562 UUID, as `z.uuid()` accepts it (history-query.test.ts holds them together). */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

function pageOf(value: string | undefined) {
  if (value === undefined) return 1;
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * The history's query as the page reads it from its address (`/history?type=…&page=2`), and
 * the server to send the page its first list (decision 025): each value the API would refuse
 * falls back to its default instead of failing, and other parameters are ignored. By hand, not
 * with zod: the page reads it at start, and zod's chunk would be the longest task of its load
 * (decision 068).
 */
export function readHistoryQuery(params: URLSearchParams): HistoryQuery {
  // A parameter given twice counts its last value.
  const { page, type = "all", q = "", brand = "", author = "" } = Object.fromEntries(params);
  return {
    page: pageOf(page),
    type: TYPES.includes(type) ? (type as HistoryQuery["type"]) : "all",
    q: q.trim().length <= MAX_SEARCH ? q.trim() : "",
    brand: brand === "" || UUID.test(brand) ? brand : "",
    author: author.length <= MAX_AUTHOR ? author : "",
  };
}
