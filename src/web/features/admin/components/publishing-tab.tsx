import { NETWORK_LABELS, PUBLICATION_LABELS } from "@shared/publishing";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ListTable } from "@/components/ui/list-table";
import { Spinner } from "@/components/ui/spinner";
import { TableCell, TableRow } from "@/components/ui/table";
import { formatDateTime } from "@/lib/format";
import { useAdminPublishing } from "../api/publishing";

/**
 * "Publicações": the latest publications across the platform that failed or wait for their
 * account to be reconnected (decision 063), with Meta's reason, for support to act on.
 */
export function PublishingTab() {
  const failures = useAdminPublishing();
  if (failures.isLoading) return <Spinner />;
  if (failures.error) {
    return (
      <div role="alert" className="space-y-2 text-sm">
        <p className="text-destructive">
          Não foi possível carregar as falhas de publicação: {failures.error.message}
        </p>
        <Button type="button" variant="outline" onClick={() => failures.refetch()}>
          Tentar de novo
        </Button>
      </div>
    );
  }
  return (
    <section aria-label="Falhas de publicação" className="space-y-4">
      <p className="text-sm text-muted-foreground">
        As 50 publicações mais recentes que falharam ou esperam a conta ser reconectada.
      </p>
      <ListTable
        cards
        columns={["Atualizada", "Equipe", "Marca", "Rede", "Situação", "Motivo", "Tentativas"]}
        rows={failures.data}
        empty="Nenhuma falha de publicação."
      >
        {(failure) => (
          <TableRow key={failure.id}>
            <TableCell className="font-medium">{formatDateTime(failure.updatedAt)}</TableCell>
            <TableCell label="Equipe">{failure.workspaceName}</TableCell>
            <TableCell label="Marca">{failure.brandName ?? "—"}</TableCell>
            <TableCell label="Rede">{NETWORK_LABELS[failure.network]}</TableCell>
            <TableCell label="Situação">
              <Badge variant="destructive">{PUBLICATION_LABELS[failure.status]}</Badge>
            </TableCell>
            <TableCell label="Motivo" className="max-w-xs whitespace-pre-wrap">
              {failure.reason ?? "—"}
            </TableCell>
            <TableCell label="Tentativas">{failure.attempts}</TableCell>
          </TableRow>
        )}
      </ListTable>
    </section>
  );
}
