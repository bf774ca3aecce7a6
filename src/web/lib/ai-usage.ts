import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api, withSignal } from "./api-client";

/** The AI meter's query: every generation and AI edit marks it stale when it ends. */
export const AI_USAGE_QUERY_KEY = ["ai-usage"] as const;

export const aiUsageQueryOptions = queryOptions({
  queryKey: AI_USAGE_QUERY_KEY,
  queryFn: ({ signal }) => answer(api["ai-usage"].$get({}, withSignal(signal))),
});

export const useAiUsage = () => useQuery(aiUsageQueryOptions);
