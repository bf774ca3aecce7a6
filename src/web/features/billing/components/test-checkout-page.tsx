import { BILLING_RETURN_PATHS } from "@shared/billing";
import type { PendingPayment } from "@shared/payment-methods";
import { PIX_OFFER } from "@shared/payment-methods";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useMe } from "@/lib/auth";
import { formatMoney } from "@/lib/format";
import { toast } from "@/lib/toast";
import { usePayTestCheckout, useTestBank, useTestCheckout } from "../api/billing";
import { PaymentCode } from "./payment-code";
import { PlanPrice } from "./plan-price";
import { TestPaymentPage } from "./test-payment-page";
import { TestPixQr } from "./test-pix-qr";

const failed = (error: Error) =>
  toast.error("Erro ao processar checkout", { description: error.message });

/** Stands in for Stripe Checkout while no Stripe key is configured: nothing is charged. */
function TestCheckout({ userId }: { userId: string }) {
  const [params] = useSearchParams();
  const session = params.get("session") ?? "";
  const navigate = useNavigate();
  const checkout = useTestCheckout(session);
  const pay = usePayTestCheckout(userId);
  const toProfile = () => navigate(BILLING_RETURN_PATHS.success, { replace: true });

  const confirm = (method: "card" | "boleto" | "pix") =>
    pay.mutate(
      { session, method },
      // A Pix shows its code here, as Stripe's page does; the others go back to the profile.
      { onSuccess: () => method !== "pix" && toProfile(), onError: failed },
    );

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
  const { plan, method } = checkout.data;
  const pendingPix = pay.data?.subscription?.pendingPayment;
  // Paid, the profile's code may still be loading: this page stays busy until it arrives.
  const busy = !pay.isIdle && !pay.isError;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Assinar {plan.name}</CardTitle>
        <p className="text-sm text-muted-foreground">
          {method === "pix" ? PIX_OFFER : plan.description}
        </p>
      </CardHeader>
      <CardContent>
        {pendingPix ? (
          <div className="space-y-4">
            <p className="text-lg font-semibold">Valor: {formatMoney(plan.price)}</p>
            <PixToPay pending={pendingPix} userId={userId} onPaid={toProfile} />
          </div>
        ) : (
          <PlanPrice plan={plan} />
        )}
      </CardContent>
      {pendingPix ? (
        <CardFooter>
          {/* The Pix stays payable from the subscription tab, where its code waits too. */}
          <Button variant="outline" asChild>
            <Link to="/profile?tab=subscription" replace>
              Voltar para a assinatura
            </Link>
          </Button>
        </CardFooter>
      ) : (
        <CardFooter className="flex flex-wrap gap-2">
          {method === "pix" ? (
            <Button onClick={() => confirm("pix")} disabled={busy}>
              {busy ? "Processando..." : "Pagar com Pix"}
            </Button>
          ) : (
            <>
              <Button onClick={() => confirm("card")} disabled={busy}>
                {busy ? "Processando..." : "Confirmar pagamento de teste"}
              </Button>
              <Button variant="secondary" onClick={() => confirm("boleto")} disabled={busy}>
                Pagar com boleto
              </Button>
            </>
          )}
          <Button variant="outline" asChild>
            <Link to={BILLING_RETURN_PATHS.canceled} replace>
              Cancelar
            </Link>
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}

/** The test Pix: a QR code that pays nothing, its copia e cola, and the simulated payment. */
function PixToPay({
  pending,
  userId,
  onPaid,
}: {
  pending: PendingPayment;
  userId: string;
  onPaid: () => void;
}) {
  const bank = useTestBank(userId);
  return (
    <div className="space-y-4">
      <TestPixQr code={pending.code} />
      <PaymentCode label="Pix copia e cola" code={pending.code} copyLabel="Copiar código Pix">
        <Button
          size="sm"
          onClick={() => bank.mutate({ action: "pay" }, { onSuccess: onPaid, onError: failed })}
          disabled={!bank.isIdle && !bank.isError}
        >
          Simular pagamento Pix
        </Button>
      </PaymentCode>
    </div>
  );
}

/** The "Pagamento de teste" checkout: nothing is charged. */
export function TestCheckoutPage() {
  const { user } = useMe();
  return (
    <TestPaymentPage title="Checkout">{user && <TestCheckout userId={user.id} />}</TestPaymentPage>
  );
}
