import type { AuditEntry, AuditPage } from "@shared/admin";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type { AuditEntry, AuditPage };

export const adminAuditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ["admin", "audit", page],
    queryFn: ({ signal }) => api<AuditPage>(`/api/admin/audit?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminAudit = (page: number) => useQuery(adminAuditQueryOptions(page));
