import type { AuditEntry } from "@shared/admin";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api, withSignal } from "@/lib/api-client";

export type { AuditEntry };

export const adminAuditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ["admin", "audit", page],
    queryFn: ({ signal }) =>
      answer(api.admin.audit.$get({ query: { page: String(page) } }, withSignal(signal))),
    placeholderData: keepPreviousData,
  });

export const useAdminAudit = (page: number) => useQuery(adminAuditQueryOptions(page));
