import type { SubscriptionStatus } from "@shared/billing";
import { CheckCircle2, TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";

type Props = {
  status: SubscriptionStatus;
  isChecking: boolean;
  isOpeningPortal: boolean;
  onRefresh: () => void;
  onManage: () => void;
};

/** Green while the subscription grants access; amber for a signed-in user without one. */
export function SubscriptionBanner({
  status,
  isChecking,
  isOpeningPortal,
  onRefresh,
  onManage,
}: Props) {
  const periodEnd = status.subscription?.currentPeriodEnd;
  if (status.active) {
    return (
      <Alert variant="success" aria-label="Status da assinatura">
        <CheckCircle2 aria-hidden="true" />
        <AlertTitle>Status: Ativo</AlertTitle>
        <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
          <p>
            {periodEnd && !status.subscription?.cancelAtPeriodEnd
              ? `Próxima cobrança em ${formatDate(periodEnd)}`
              : periodEnd
                ? `Acesso até ${formatDate(periodEnd)}`
                : "Sua assinatura Pro está ativa."}
          </p>
          <span className="flex gap-2">
            <Button size="sm" variant="outline" onClick={onRefresh} disabled={isChecking}>
              {isChecking ? "Atualizando..." : "Atualizar status"}
            </Button>
            <Button size="sm" onClick={onManage} disabled={isOpeningPortal}>
              Gerenciar assinatura
            </Button>
          </span>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="warning" aria-label="Status da assinatura">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>Status: Inativo</AlertTitle>
      <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
        <p>Escolha um plano abaixo para acessar as ferramentas Pro.</p>
        <Button size="sm" variant="outline" onClick={onRefresh} disabled={isChecking}>
          {isChecking ? "Verificando..." : "Verificar novamente"}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
