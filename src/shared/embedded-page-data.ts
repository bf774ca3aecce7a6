import type { HistoryPage } from "./generation/history.ts";
import type { HistoryQuery } from "./generation/history-query.ts";
import type { PlanDetail } from "./plans.ts";

/**
 * The id of the `<script type="application/json">` in which the server sends a signed-in page
 * with the answer to the page's first query, so the page renders with it instead of asking once
 * its code has run (decision 025).
 */
export const EMBEDDED_PAGE_DATA_ID = "page-data";

/**
 * The one list of pages that start with their data: per page module, what its first query asks
 * and the API's answer to it, as GET /api/history and GET /api/plans/:id answer.
 */
type PageDataShapes = {
  history: { query: HistoryQuery; answer: HistoryPage };
  plan: { id: string; answer: PlanDetail };
};

export type PageDataModule = keyof PageDataShapes;
export type PageDataOf<M extends PageDataModule> = { module: M } & PageDataShapes[M];
export type PageData = { [M in PageDataModule]: PageDataOf<M> }[PageDataModule];
