import { useQuery } from "@tanstack/react-query";
import { answer, api, withSignal } from "@/lib/api-client";
import { PLANS_QUERY_KEY } from "@/lib/query-client";

/** "Próximas publicações": the posts of the next 7 days across the account's plans. */
export const useUpcomingPosts = () =>
  useQuery({
    queryKey: [...PLANS_QUERY_KEY, "upcoming"],
    queryFn: ({ signal }) => answer(api.plans.upcoming.$get({}, withSignal(signal))),
  });
