import type { SubscriptionStatus } from "@shared/billing";
import { prepaidLabel } from "@shared/payment-methods";
import { CheckCircle2, CircleX, TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { PendingPaymentNotice } from "./pending-payment";

type Props = {
  status: SubscriptionStatus;
  /** The payer's name when it is not the viewer (a previous owner): no portal for them. */
  paidByOther?: string;
  userId: string;
  testPayments: boolean;
  isChecking: boolean;
  isOpeningPortal: boolean;
  onRefresh: () => void;
  onManage: () => void;
};

type Subscription = NonNullable<SubscriptionStatus["subscription"]>;

function activeText(subscription: Subscription | null) {
  const periodEnd = subscription?.currentPeriodEnd;
  if (!periodEnd) return "Sua assinatura Pro está ativa.";
  if (subscription.kind === "prepaid") {
    return `${prepaidLabel(periodEnd)}. Sem renovação automática.`;
  }
  return subscription.cancelAtPeriodEnd
    ? `Acesso até ${formatDate(periodEnd)}`
    : `Próxima cobrança em ${formatDate(periodEnd)}`;
}

const EXPIRED_TITLES = {
  boleto: "O boleto venceu sem pagamento",
  pix: "O Pix expirou sem pagamento",
} as const;

/**
 * Green while access is granted (with a renewal's boleto, if one is open); the boleto or Pix
 * waiting for the bank; an attempt that expired unpaid; amber for a user without Pro.
 */
export function SubscriptionBanner({
  status,
  paidByOther,
  userId,
  testPayments,
  isChecking,
  isOpeningPortal,
  onRefresh,
  onManage,
}: Props) {
  const subscription = status.subscription;
  const pending = subscription?.pendingPayment ?? null;
  const refresh = (idle: string, busy: string) => (
    <Button size="sm" variant="outline" onClick={onRefresh} disabled={isChecking}>
      {isChecking ? busy : idle}
    </Button>
  );
  if (status.active) {
    return (
      <>
        <Alert variant="success" aria-label="Status da assinatura">
          <CheckCircle2 aria-hidden="true" />
          <AlertTitle>Status: Ativo</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
            <p>
              {activeText(subscription)}
              {paidByOther &&
                ` Paga por ${paidByOther}, que a gerencia no próprio portal de pagamento.`}
            </p>
            <span className="flex gap-2">
              {refresh("Atualizar status", "Atualizando...")}
              {/* A Pix period renews nothing: there is no subscription to manage. */}
              {subscription?.kind !== "prepaid" && !paidByOther && (
                <Button size="sm" onClick={onManage} disabled={isOpeningPortal}>
                  Gerenciar assinatura
                </Button>
              )}
            </span>
          </AlertDescription>
        </Alert>
        {pending && (
          <PendingPaymentNotice
            pending={pending}
            renewal
            testPayments={testPayments}
            userId={userId}
          />
        )}
      </>
    );
  }
  if (pending && subscription?.status === "incomplete") {
    return (
      <PendingPaymentNotice
        pending={pending}
        renewal={false}
        testPayments={testPayments}
        userId={userId}
      />
    );
  }
  const method = subscription?.paymentMethod;
  if (subscription?.status === "incomplete_expired" && (method === "boleto" || method === "pix")) {
    return (
      <Alert variant="destructive" aria-label="Status da assinatura">
        <CircleX aria-hidden="true" />
        <AlertTitle>{EXPIRED_TITLES[method]}</AlertTitle>
        <AlertDescription>
          <p>
            Nenhuma cobrança foi feita e o acesso não foi liberado. Escolha um plano abaixo para
            tentar novamente.
          </p>
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
        {refresh("Verificar novamente", "Verificando...")}
      </AlertDescription>
    </Alert>
  );
}
