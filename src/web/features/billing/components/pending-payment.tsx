import type { PendingPayment } from "@shared/payment-methods";
import { Clock, ExternalLink } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate, formatDateTime } from "@/lib/format";
import { toast } from "@/lib/toast";
import { useTestBank } from "../api/billing";
import { PaymentCode } from "./payment-code";

const TEXTS = {
  boleto: {
    title: "Aguardando pagamento do boleto",
    renewalTitle: "Próximo boleto",
    codeLabel: "Linha digitável",
    copy: "Copiar linha digitável",
    open: "Abrir boleto",
    note: "Seu acesso começa quando o banco confirmar o pagamento (até 3 dias úteis).",
    due: (at: string) => `Vencimento: ${formatDate(at)}`,
  },
  pix: {
    title: "Aguardando pagamento do Pix",
    renewalTitle: "Pix a pagar",
    codeLabel: "Pix copia e cola",
    copy: "Copiar código Pix",
    open: "Ver QR Code",
    note: "Seu acesso começa assim que o Pix for confirmado.",
    due: (at: string) => `Válido até ${formatDateTime(at)}`,
  },
} as const;

type Props = {
  pending: PendingPayment;
  /** A renewal's boleto, while access goes on. */
  renewal: boolean;
  testPayments: boolean;
  userId: string;
};

/** The boleto or Pix waiting to be paid: due date, the code with a copy button, its link. */
export function PendingPaymentNotice({ pending, renewal, testPayments, userId }: Props) {
  const text = TEXTS[pending.method];
  return (
    <Alert variant={renewal ? "default" : "warning"} aria-label={text.title}>
      <Clock aria-hidden="true" />
      <AlertTitle>{renewal ? text.renewalTitle : text.title}</AlertTitle>
      <AlertDescription className="space-y-3 text-foreground">
        {pending.expiresAt && <p className="font-medium">{text.due(pending.expiresAt)}</p>}
        <PaymentCode label={text.codeLabel} code={pending.code} copyLabel={text.copy}>
          {pending.url && (
            <Button variant="outline" size="sm" asChild>
              <a href={pending.url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                {text.open}
              </a>
            </Button>
          )}
        </PaymentCode>
        <p className="text-sm text-muted-foreground">
          {renewal ? "Pague até o vencimento para manter seu acesso." : text.note}
        </p>
        {testPayments && <TestBank method={pending.method} userId={userId} />}
      </AlertDescription>
    </Alert>
  );
}

/** Test mode stands in for the bank: nothing is paid, and it says so. */
function TestBank({ method, userId }: { method: PendingPayment["method"]; userId: string }) {
  const bank = useTestBank(userId);
  const settle = (action: "pay" | "expire") =>
    bank.mutate(
      { action },
      {
        onSuccess: (status) =>
          status.active
            ? toast.success("Pagamento confirmado", {
                description: `Seu plano ${status.subscription?.planName ?? "Pro"} está ativo.`,
              })
            : toast.error("Pagamento não realizado", {
                description: "O prazo terminou sem pagamento. Você pode tentar novamente.",
              }),
        onError: (error) =>
          toast.error("Erro ao simular pagamento", { description: error.message }),
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-2 border-t pt-3">
      <Badge variant="warning">Pagamento de teste</Badge>
      <Button size="sm" onClick={() => settle("pay")} disabled={bank.isPending}>
        {method === "boleto" ? "Simular pagamento do boleto" : "Simular pagamento Pix"}
      </Button>
      {method === "boleto" && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => settle("expire")}
          disabled={bank.isPending}
        >
          Simular vencimento
        </Button>
      )}
    </div>
  );
}
