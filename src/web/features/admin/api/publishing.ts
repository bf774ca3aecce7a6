import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api, withSignal } from "@/lib/api-client";

/** The latest publishing failures across the platform (decision 063). */
export const adminPublishingQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "publishing"],
    queryFn: ({ signal }) => answer(api.admin.publishing.$get({}, withSignal(signal))),
  });

export const useAdminPublishing = () => useQuery(adminPublishingQueryOptions());
