import type { AdminUsage, AdminUsageQuery } from "@shared/ai-usage";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api, withSignal } from "@/lib/api-client";

export type { AdminUsage };

export const adminUsageQueryOptions = ({ page, q }: AdminUsageQuery) =>
  queryOptions({
    queryKey: ["admin", "usage", { page, q }],
    queryFn: ({ signal }) =>
      answer(api.admin.usage.$get({ query: { page: String(page), q } }, withSignal(signal))),
    placeholderData: keepPreviousData,
  });

export const useAdminUsage = (query: AdminUsageQuery) => useQuery(adminUsageQueryOptions(query));
