import type { AdminBackupStatus } from "@shared/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const adminBackupQueryOptions = queryOptions({
  queryKey: ["admin", "backup"],
  queryFn: ({ signal }) => api<AdminBackupStatus>("/api/admin/backup", { signal }),
});

export const useAdminBackup = () => useQuery(adminBackupQueryOptions);
