import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api, withSignal } from "@/lib/api-client";
import { HISTORY_QUERY_KEY, PLANS_QUERY_KEY } from "@/lib/query-client";
import { historyItemQueryOptions } from "./history-item";

/**
 * The versions of a history item (decision 041). Shared: the result card of a tool and the
 * history's item view both show them. Kept under the item's key, so whatever marks the history
 * stale (an AI edit, a restore) refreshes them too.
 */
export const versionsQueryOptions = (historyId: string) =>
  queryOptions({
    queryKey: [...historyItemQueryOptions(historyId).queryKey, "versions"],
    queryFn: ({ signal }) =>
      answer(api.history[":id"].versions.$get({ param: { id: historyId } }, withSignal(signal))),
  });

/** One version's text: it never changes once written. */
export const versionQueryOptions = (historyId: string, number: number) =>
  queryOptions({
    queryKey: [...versionsQueryOptions(historyId).queryKey, number],
    queryFn: ({ signal }) =>
      answer(
        api.history[":id"].versions[":number"].$get(
          { param: { id: historyId, number: String(number) } },
          withSignal(signal),
        ),
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });

export type VersionSummary = Awaited<
  ReturnType<NonNullable<ReturnType<typeof versionsQueryOptions>["queryFn"]>>
>[number];

/**
 * Restores a version as the item's newest, based on the newest version the panel shows (an item
 * that moved on since refuses it: 409 STALE_VERSION). The history (and a plan showing the item)
 * reload either way: after a refusal, the panel shows the newest.
 */
export function useRestoreVersion(historyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ number, basedOn }: { number: number; basedOn: number }) =>
      answer(
        api.history[":id"].versions[":number"].restore.$post({
          param: { id: historyId, number: String(number) },
          json: { basedOn },
        }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PLANS_QUERY_KEY }),
      ]),
  });
}
