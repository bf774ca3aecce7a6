import { BILLING_RETURN_PATHS } from "@shared/billing";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useMe } from "@/lib/auth";
import { toast } from "@/lib/toast";
import { usePayTestCheckout, useTestCheckout } from "../api/billing";
import { PlanPrice } from "./plan-price";
import { TestPaymentPage } from "./test-payment-page";

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
        {/* Paid, the profile's code may still be loading: this page stays until it arrives. */}
        <Button onClick={confirm} disabled={!pay.isIdle && !pay.isError}>
          {pay.isIdle || pay.isError ? "Confirmar pagamento de teste" : "Processando..."}
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

/** The "Pagamento de teste" checkout: nothing is charged. */
export function TestCheckoutPage() {
  const { user } = useMe();
  return (
    <TestPaymentPage title="Checkout">{user && <TestCheckout userId={user.id} />}</TestPaymentPage>
  );
}
