import type { CreatedShareLink, ShareLink } from "@shared/approval";
import type { PlanSummary } from "@shared/plans";
import { Button } from "@/components/ui/button";
import { formatDate, formatDateTime } from "@/lib/format";
import { toast } from "@/lib/toast";
import { useReplaceShare, useRevokeShare, useShares } from "../api/shares";

function ShareRow({
  planId,
  link,
  onReplaced,
}: {
  planId: string;
  link: ShareLink;
  onReplaced: (link: CreatedShareLink) => void;
}) {
  const revoke = useRevokeShare(planId);
  const replace = useReplaceShare(planId);
  const busy = revoke.isPending || replace.isPending;
  const onError = (error: Error) => toast.error(error.message);
  return (
    <li className="space-y-2 rounded-md border p-3 text-sm">
      <p>
        Criado em {formatDate(link.createdAt)} ·{" "}
        {link.expiresAt ? `expira em ${formatDate(link.expiresAt)}` : "sem prazo"}
      </p>
      <p className="text-muted-foreground">
        {link.lastVisitAt
          ? `Última visita em ${formatDateTime(link.lastVisitAt)}`
          : "Ainda não foi aberto"}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => replace.mutate(link.id, { onSuccess: onReplaced, onError })}
        >
          Substituir
        </Button>
        <Button
          size="sm"
          variant="destructive"
          disabled={busy}
          onClick={() =>
            revoke.mutate(link.id, {
              onSuccess: () => toast.success("Link revogado"),
              onError,
            })
          }
        >
          Revogar
        </Button>
      </div>
    </li>
  );
}

/** The plan's active links, with when each was made and last opened. */
export function ShareList({
  plan,
  enabled,
  onReplaced,
}: {
  plan: Pick<PlanSummary, "id">;
  enabled: boolean;
  onReplaced: (link: CreatedShareLink) => void;
}) {
  const shares = useShares(plan.id, enabled);
  return (
    <section aria-labelledby="share-list-title" className="space-y-2">
      <h3 id="share-list-title" className="text-sm font-semibold">
        Links ativos
      </h3>
      {shares.isPending && <p className="text-sm text-muted-foreground">Carregando links…</p>}
      {shares.isError && (
        <p role="alert" className="text-sm text-destructive">
          {shares.error.message}
        </p>
      )}
      {shares.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">Nenhum link ativo.</p>
      )}
      {shares.data && shares.data.length > 0 && (
        <ul className="space-y-2">
          {shares.data.map((link) => (
            <ShareRow key={link.id} planId={plan.id} link={link} onReplaced={onReplaced} />
          ))}
        </ul>
      )}
    </section>
  );
}
