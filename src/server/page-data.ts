import type { Context } from "hono";
import type { PageData, PageDataModule, PageDataOf } from "../shared/embedded-page-data.ts";
import type { HistoryPage } from "../shared/generation/history.ts";
import { readHistoryQuery } from "../shared/generation/history-query.ts";
import type { PlanDetail } from "../shared/plans.ts";
import type { AppEnv } from "./app-env.ts";
import type { EncodedJson } from "./cache/cached-json.ts";
import { historyPage } from "./history/routes.ts";
import { AppError } from "./lib/errors.ts";
import { cachedPlanPage } from "./plans/page.ts";
import { accessOf } from "./workspaces/access.ts";

type Loaders = {
  [M in PageDataModule]: (c: Context<AppEnv>, url: URL) => Promise<PageDataOf<M>>;
};

const utf8 = new TextDecoder();

/** An answer as the API sends it (cached, encoded), read back as the value it encodes. */
const decoded = <T>(answer: EncodedJson) => JSON.parse(utf8.decode(answer.json)) as T;

/**
 * Per page that starts with its data (the list is `PageData`), its first query, answered as the
 * API answers it: the same services, caches and owner checks, for the request's viewer.
 */
const LOADERS: Loaders = {
  history: async (c, url) => {
    const query = readHistoryQuery(url.searchParams);
    const page = await historyPage(c, accessOf(c), query);
    return { module: "history", query, answer: decoded<HistoryPage>(page) };
  },
  plan: async (c, url) => {
    // "/planos/:id"
    const id = decodeURIComponent(url.pathname.split("/")[2] ?? "");
    const { db, caches } = c.get("deps");
    const page = await cachedPlanPage(db, caches.planPages, accessOf(c), id);
    return { module: "plan", id, answer: decoded<PlanDetail>(page) };
  },
};

const hasLoader = (module: string): module is PageDataModule => Object.hasOwn(LOADERS, module);

/**
 * The data a signed-in request for `module`'s page is sent with (decision 025), or null: a page
 * without any, or whose query the API refuses (another user's plan, one deleted): the page then
 * asks, and shows the API's answer as it always has. Call once the viewer has been read.
 */
export async function pageDataFor(c: Context<AppEnv>, module: string): Promise<PageData | null> {
  if (!hasLoader(module)) return null;
  try {
    return await LOADERS[module](c, new URL(c.req.url));
  } catch (error) {
    if (!(error instanceof AppError)) {
      c.get("log").warn({ err: error, module }, "page data not embedded");
    }
    return null;
  }
}
