import { queryOptions } from "@tanstack/react-query";
import { answer, api, withSignal } from "@/lib/api-client";
import { HISTORY_QUERY_KEY } from "@/lib/query-client";

/**
 * One history item in full. Shared: the history opens it, and a plan's post shows the script
 * linked to it from the same cache.
 */
export const historyItemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...HISTORY_QUERY_KEY, "item", id],
    queryFn: ({ signal }) => answer(api.history[":id"].$get({ param: { id } }, withSignal(signal))),
  });
