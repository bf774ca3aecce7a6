import { BILLING_RETURN_PATHS } from "@shared/billing";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useMe } from "@/lib/auth";
import { formatDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { usePlans, useTestPortalAction } from "../api/billing";
import { useSubscription } from "../api/subscription";
import { TestPaymentPage } from "./test-payment-page";

/** Stands in for Stripe's customer portal while no Stripe key is configured. */
function TestPortal({ userId }: { userId: string }) {
  const { status, isLoading } = useSubscription();
  const plans = usePlans();
  const action = useTestPortalAction(userId);

  if (isLoading || plans.isLoading) return <Spinner />;
  const subscription = status?.active ? status.subscription : null;
  const onError = (error: Error) =>
    toast.error("Erro ao acessar portal", { description: error.message });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {subscription ? `Plano atual: ${subscription.planName}` : "Nenhuma assinatura ativa"}
        </CardTitle>
        {subscription?.currentPeriodEnd && (
          <p className="text-sm text-muted-foreground">
            Renova em {formatDate(subscription.currentPeriodEnd)}
          </p>
        )}
      </CardHeader>
      {subscription && (
        <CardContent className="flex flex-wrap gap-2">
          {plans.data
            ?.filter((plan) => plan.id !== subscription.planId)
            .map((plan) => (
              <Button
                key={plan.id}
                variant="outline"
                disabled={action.isPending}
                onClick={() =>
                  action.mutate(
                    { action: "switch", planId: plan.id },
                    { onSuccess: () => toast.success(`Plano alterado para ${plan.name}`), onError },
                  )
                }
              >
                Trocar para {plan.name}
              </Button>
            ))}
          <Button
            variant="destructive"
            disabled={action.isPending}
            onClick={() =>
              action.mutate(
                { action: "cancel" },
                { onSuccess: () => toast.success("Assinatura cancelada"), onError },
              )
            }
          >
            Cancelar assinatura
          </Button>
        </CardContent>
      )}
      <CardFooter>
        <Button variant="link" asChild className="px-0">
          <Link to={BILLING_RETURN_PATHS.portal}>Voltar para o app</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** The "Pagamento de teste" customer portal. */
export function TestPortalPage() {
  const { user } = useMe();
  return (
    <TestPaymentPage title="Portal da assinatura">
      {user && <TestPortal userId={user.id} />}
    </TestPaymentPage>
  );
}
