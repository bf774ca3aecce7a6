import type { AdminCounts, AdminStats } from "@shared/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api, withSignal } from "@/lib/api-client";

export type { AdminCounts, AdminStats };

export const adminStatsQueryOptions = queryOptions({
  queryKey: ["admin", "stats"],
  queryFn: ({ signal }) => answer(api.admin.stats.$get(undefined, withSignal(signal))),
});

export const useAdminStats = () => useQuery(adminStatsQueryOptions);
