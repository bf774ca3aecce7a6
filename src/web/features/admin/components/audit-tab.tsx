import { auditActions } from "@shared/admin";
import { useState } from "react";
import { ListTable } from "@/components/ui/list-table";
import { NumberedPager } from "@/components/ui/pager";
import { Spinner } from "@/components/ui/spinner";
import { TableCell, TableRow } from "@/components/ui/table";
import { formatDateTime } from "@/lib/format";
import { type AuditEntry, useAdminAudit } from "../api/audit";

const actionLabel = (action: AuditEntry["action"]) =>
  auditActions.find((a) => a.value === action)?.label ?? action;

function describe(entry: AuditEntry) {
  if (entry.action !== "role.change") return actionLabel(entry.action);
  return entry.details?.to === "admin" ? "Promovido a administrador" : "Tornado usuário comum";
}

export function AuditTab() {
  const [page, setPage] = useState(1);
  const audit = useAdminAudit(page);
  const data = audit.data;

  if (audit.isLoading) return <Spinner />;
  if (audit.error) return <p className="text-sm text-destructive">{audit.error.message}</p>;
  return (
    <section aria-label="Auditoria" className="space-y-4">
      <ListTable
        cards
        columns={["Data", "Administrador", "Ação", "Usuário", "Motivo"]}
        rows={data?.items}
        empty="Nenhuma ação registrada."
      >
        {(entry) => (
          <TableRow key={entry.id}>
            <TableCell className="font-medium">{formatDateTime(entry.createdAt)}</TableCell>
            <TableCell label="Administrador">{entry.actorEmail}</TableCell>
            <TableCell label="Ação">{describe(entry)}</TableCell>
            <TableCell label="Usuário">{entry.targetEmail || "N/A"}</TableCell>
            <TableCell label="Motivo" className="max-w-xs whitespace-pre-wrap">
              {entry.reason ?? "—"}
            </TableCell>
          </TableRow>
        )}
      </ListTable>
      {data && (
        <NumberedPager
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={setPage}
          busy={audit.isFetching}
        />
      )}
    </section>
  );
}
