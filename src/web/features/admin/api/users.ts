import type { AdminUser, AdminUsersPage, AdminUsersQuery, Role } from "@shared/admin";
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type { AdminUser, AdminUsersPage, AdminUsersQuery, Role };

export const adminUsersQueryOptions = ({ page, q }: AdminUsersQuery) =>
  queryOptions({
    queryKey: ["admin", "users", { page, q }],
    queryFn: ({ signal }) =>
      api<AdminUsersPage>(`/api/admin/users?${new URLSearchParams({ page: String(page), q })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (query: AdminUsersQuery) => useQuery(adminUsersQueryOptions(query));

export type FlagAction = "ban" | "unban" | "lock" | "unlock";

/** Every action changes the counts, the lists and the audit log: all admin data reloads. */
function useAdminMutation<V>(mutationFn: (variables: V) => Promise<AdminUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}

export const useSetRole = () =>
  useAdminMutation(({ userId, role }: { userId: string; role: Role }) =>
    api<AdminUser>(`/api/admin/users/${encodeURIComponent(userId)}/role`, {
      method: "PUT",
      body: { role },
    }),
  );

export const useFlagAction = () =>
  useAdminMutation(
    ({ userId, action, reason }: { userId: string; action: FlagAction; reason?: string }) =>
      api<AdminUser>(`/api/admin/users/${encodeURIComponent(userId)}/${action}`, {
        method: "POST",
        body: reason === undefined ? {} : { reason },
      }),
  );
