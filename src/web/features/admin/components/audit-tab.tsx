import { auditActions } from "@shared/admin";
import { useState } from "react";
import { NumberedPager } from "@/components/ui/pager";
import { Spinner } from "@/components/ui/spinner";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
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
      <Table cards>
        <TableHeader>
          <TableRow>
            <TableHead>Data</TableHead>
            <TableHead>Administrador</TableHead>
            <TableHead>Ação</TableHead>
            <TableHead>Usuário</TableHead>
            <TableHead>Motivo</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data?.items.length === 0 && (
            <TableRow>
              <TableCell colSpan={5} className="text-center text-muted-foreground">
                Nenhuma ação registrada.
              </TableCell>
            </TableRow>
          )}
          {data?.items.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell className="font-medium">{formatDateTime(entry.createdAt)}</TableCell>
              <TableCell label="Administrador">{entry.actorEmail}</TableCell>
              <TableCell label="Ação">{describe(entry)}</TableCell>
              <TableCell label="Usuário">{entry.targetEmail || "N/A"}</TableCell>
              <TableCell label="Motivo" className="max-w-xs whitespace-pre-wrap">
                {entry.reason ?? "—"}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
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
