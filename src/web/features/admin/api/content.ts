import type { AdminContentDetail, AdminContentPage, AdminContentQuery } from "@shared/admin";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type { AdminContentDetail, AdminContentPage, AdminContentQuery };
export type ContentFilter = AdminContentQuery["type"];

export const adminContentQueryOptions = ({ type, cursor }: AdminContentQuery) =>
  queryOptions({
    queryKey: ["admin", "content", "list", { type, cursor }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ type });
      if (cursor) params.set("cursor", cursor);
      return api<AdminContentPage>(`/api/admin/content?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const useAdminContent = (query: AdminContentQuery) =>
  useQuery(adminContentQueryOptions(query));

export const useAdminContentDetail = (id: string | null) =>
  useQuery({
    queryKey: ["admin", "content", "item", id],
    queryFn: ({ signal }) => api<AdminContentDetail>(`/api/admin/content/${id}`, { signal }),
    enabled: id !== null,
  });
