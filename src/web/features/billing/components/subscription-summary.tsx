import type { SubscriptionStatus } from "@shared/billing";
import { paymentMethods } from "@shared/payment-methods";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";

type Props = { status: SubscriptionStatus | null; isChecking: boolean; onRefresh: () => void };

type Subscription = NonNullable<SubscriptionStatus["subscription"]>;

function statusBadge(subscription: Subscription, active: boolean) {
  if (active) return <Badge variant="success">Ativo</Badge>;
  if (subscription.status === "incomplete" && subscription.pendingPayment) {
    return <Badge variant="warning">Aguardando pagamento</Badge>;
  }
  if (subscription.status === "incomplete_expired") {
    return <Badge variant="destructive">Expirado</Badge>;
  }
  return <Badge variant="destructive">Cancelado</Badge>;
}

function methodText(subscription: Subscription) {
  if (subscription.kind === "prepaid") return "Pix anual";
  return subscription.paymentMethod ? paymentMethods[subscription.paymentMethod] : null;
}

/**
 * The user's subscription: plan, status, how it is paid, renewal or expiry date. The payment
 * provider's customer id is ours to know, not the customer's.
 */
export function SubscriptionSummary({ status, isChecking, onRefresh }: Props) {
  const subscription = status?.subscription ?? null;
  const active = status?.active ?? false;
  const renews = active && !subscription?.cancelAtPeriodEnd;
  const method = subscription && methodText(subscription);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4 space-y-0">
        <div className="space-y-1.5">
          <CardTitle>Sua assinatura</CardTitle>
          <CardDescription>Acompanhe o status do seu plano Pro.</CardDescription>
        </div>
        <Button variant="outline" onClick={onRefresh} disabled={isChecking}>
          {isChecking ? "Atualizando..." : "Atualizar status"}
        </Button>
      </CardHeader>
      <CardContent>
        {subscription ? (
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-muted-foreground">Plano</dt>
              <dd className="font-medium">{subscription.planName || "Pro"}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">Status</dt>
              <dd>{statusBadge(subscription, active)}</dd>
            </div>
            {method && (
              <div>
                <dt className="text-sm text-muted-foreground">Forma de pagamento</dt>
                <dd className="font-medium">{method}</dd>
              </div>
            )}
            {/* A Pix year's end is the banner's "Pix anual, até …": one date, said once. */}
            {subscription.currentPeriodEnd && subscription.kind !== "prepaid" && (
              <div>
                <dt className="text-sm text-muted-foreground">
                  {renews ? "Renova em" : "Expira em"}
                </dt>
                <dd className="font-medium">{formatDate(subscription.currentPeriodEnd)}</dd>
              </div>
            )}
          </dl>
        ) : (
          <div className="space-y-1">
            <p className="font-medium">Você ainda não tem uma assinatura ativa.</p>
            <p className="text-sm text-muted-foreground">
              Escolha um dos planos abaixo para liberar todas as ferramentas.
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
