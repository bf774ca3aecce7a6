import type { AdminStats } from "@shared/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type { AdminStats };

export const adminStatsQueryOptions = queryOptions({
  queryKey: ["admin", "stats"],
  queryFn: ({ signal }) => api<AdminStats>("/api/admin/stats", { signal }),
});

export const useAdminStats = () => useQuery(adminStatsQueryOptions);
