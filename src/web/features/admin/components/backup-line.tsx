import { DatabaseBackup } from "lucide-react";
import { formatBytes, formatDateTime } from "@/lib/format";
import { useAdminBackup } from "../api/backup";

/** One line under the counts: when the last backup was taken and how big it is. */
export function BackupLine() {
  const { data } = useAdminBackup();
  if (!data) return null;
  const last = data.latest
    ? `Último backup: ${formatDateTime(data.latest.at)} · ${formatBytes(data.latest.size)}`
    : "Nenhum backup feito ainda.";
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="admin-backup">
      <DatabaseBackup className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        {last}
        {data.automatic ? "" : " Backups diários desativados."}
      </span>
    </p>
  );
}
