import type { AdminUser, AdminUsersQuery, Role } from "@shared/admin";
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { answer, api, withSignal } from "@/lib/api-client";

export type { AdminUser, AdminUsersQuery, Role };

export const adminUsersQueryOptions = ({ page, q }: AdminUsersQuery) =>
  queryOptions({
    queryKey: ["admin", "users", { page, q }],
    queryFn: ({ signal }) =>
      answer(api.admin.users.$get({ query: { page: String(page), q } }, withSignal(signal))),
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
    answer(api.admin.users[":id"].role.$put({ param: { id: userId }, json: { role } })),
  );

export const useFlagAction = () =>
  useAdminMutation(
    ({ userId, action, reason }: { userId: string; action: FlagAction; reason?: string }) =>
      answer(
        api.admin.users[":id"][action].$post({
          param: { id: userId },
          json: reason === undefined ? {} : { reason },
        }),
      ),
  );
