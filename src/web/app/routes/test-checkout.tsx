import { BILLING_RETURN_PATHS } from "@shared/billing";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ProtectedRoute } from "@/components/guards/protected-route";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { usePayTestCheckout, useTestCheckout } from "@/features/billing/api/billing";
import { PlanPrice } from "@/features/billing/components/plan-price";
import { TestPaymentNotice } from "@/features/billing/components/test-payment-notice";
import { useMe } from "@/lib/auth";
import { toast } from "@/lib/toast";

/** Stands in for Stripe Checkout while no Stripe key is configured: nothing is charged. */
function TestCheckout({ userId }: { userId: string }) {
  const [params] = useSearchParams();
  const session = params.get("session") ?? "";
  const navigate = useNavigate();
  const checkout = useTestCheckout(session);
  const pay = usePayTestCheckout(userId);

  const confirm = () =>
    pay.mutate(session, {
      onSuccess: () => navigate(BILLING_RETURN_PATHS.success, { replace: true }),
      onError: (error) => toast.error("Erro ao processar checkout", { description: error.message }),
    });

  if (checkout.isLoading) return <Spinner />;
  if (!checkout.data) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Sessão de pagamento inválida ou expirada.</AlertTitle>
        <AlertDescription>
          <Link to="/profile?tab=subscription" className="underline">
            Voltar para os planos
          </Link>
        </AlertDescription>
      </Alert>
    );
  }
  const { plan } = checkout.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Assinar {plan.name}</CardTitle>
        <p className="text-sm text-muted-foreground">{plan.description}</p>
      </CardHeader>
      <CardContent>
        <PlanPrice plan={plan} />
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button onClick={confirm} disabled={pay.isPending}>
          {pay.isPending ? "Processando..." : "Confirmar pagamento de teste"}
        </Button>
        <Button variant="outline" asChild>
          <Link to={BILLING_RETURN_PATHS.canceled} replace>
            Cancelar
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

export default function TestCheckoutPage() {
  const { user } = useMe();
  return (
    <ProtectedRoute>
      <div className="mx-auto max-w-xl space-y-6">
        <div className="flex items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight">Checkout</h1>
          <Badge variant="warning">Pagamento de teste</Badge>
        </div>
        <TestPaymentNotice />
        {user && <TestCheckout userId={user.id} />}
      </div>
    </ProtectedRoute>
  );
}
