import type { AdminContentQuery } from "@shared/admin";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api, withSignal } from "@/lib/api-client";

export type { AdminContentQuery };
export type ContentFilter = AdminContentQuery["type"];

export const adminContentQueryOptions = ({ type, cursor }: AdminContentQuery) =>
  queryOptions({
    queryKey: ["admin", "content", "list", { type, cursor }],
    queryFn: ({ signal }) =>
      answer(api.admin.content.$get({ query: { type, cursor } }, withSignal(signal))),
    placeholderData: keepPreviousData,
  });

export const useAdminContent = (query: AdminContentQuery) =>
  useQuery(adminContentQueryOptions(query));

export const useAdminContentDetail = (id: string | null) =>
  useQuery({
    queryKey: ["admin", "content", "item", id],
    queryFn: ({ signal }) =>
      answer(api.admin.content[":id"].$get({ param: { id: id ?? "" } }, withSignal(signal))),
    enabled: id !== null,
  });
