import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api, withSignal } from "@/lib/api-client";

export const adminBackupQueryOptions = queryOptions({
  queryKey: ["admin", "backup"],
  queryFn: ({ signal }) => answer(api.admin.backup.$get(undefined, withSignal(signal))),
});

export const useAdminBackup = () => useQuery(adminBackupQueryOptions);
