import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api, withSignal } from "@/lib/api-client";
import { AI_USAGE_QUERY_KEY } from "@/lib/query-client";

export const aiUsageQueryOptions = queryOptions({
  queryKey: AI_USAGE_QUERY_KEY,
  queryFn: ({ signal }) => answer(api["ai-usage"].$get({}, withSignal(signal))),
});

export const useAiUsage = () => useQuery(aiUsageQueryOptions);
