import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api, withSignal } from "@/lib/api-client";
import { PLANS_QUERY_KEY } from "@/lib/query-client";

/** "Meus planos": every plan of the account with its progress and next post. */
export const planListQueryOptions = () =>
  queryOptions({
    queryKey: [...PLANS_QUERY_KEY, "list"],
    queryFn: ({ signal }) => answer(api.plans.$get({}, withSignal(signal))),
  });

export const usePlanList = () => useQuery(planListQueryOptions());
