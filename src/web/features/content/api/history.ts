import type { HistoryPage } from "@shared/generation/history";
import type { HistoryQuery } from "@shared/generation/history-query";
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { historyItemQueryOptions } from "@/features/content/api/history-item";
import { accepted, answer, api, withSignal } from "@/lib/api-client";
import { takeEmbeddedPageData } from "@/lib/embedded-page-data";
import { HISTORY_QUERY_KEY } from "@/lib/query-client";

export type { HistoryPage, HistoryQuery };
export type HistoryFilter = HistoryQuery["type"];

export const historyPageQueryOptions = ({ page, type, q, brand, author }: HistoryQuery) =>
  queryOptions({
    queryKey: [...HISTORY_QUERY_KEY, "list", { page, type, q, brand, author }],
    queryFn: ({ signal }) =>
      answer(
        api.history.$get(
          { query: { page: String(page), type, q, brand, author } },
          withSignal(signal),
        ),
      ),
    placeholderData: keepPreviousData,
  });

/** A page of the list; on the first load of /history, the one the server sent with it (decision
 * 025), if it answers the same query. */
export const useHistoryPage = (query: HistoryQuery) =>
  useQuery({
    ...historyPageQueryOptions(query),
    initialData: () =>
      takeEmbeddedPageData("history", (data) =>
        (["page", "type", "q", "brand", "author"] as const).every(
          (key) => data.query[key] === query[key],
        ),
      ),
  });

export const useHistoryItem = (id: string | null) =>
  useQuery({ ...historyItemQueryOptions(id ?? ""), enabled: id !== null });

/** Loads an item in full (the list carries only a preview of its text). */
export function useFetchHistoryItem() {
  const queryClient = useQueryClient();
  return (id: string) => queryClient.fetchQuery(historyItemQueryOptions(id));
}

export function useDeleteHistoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => accepted(api.history[":id"].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
  });
}

/**
 * "Salvar como marca": a Prompt Mãe made before brands existed becomes a saved brand (the
 * item is then labelled with it).
 */
export function useSaveAsBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (historyId: string) =>
      answer(api.brands["from-history"][":id"].$post({ param: { id: historyId } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["history"] }),
        queryClient.invalidateQueries({ queryKey: ["brands"] }),
      ]),
  });
}
