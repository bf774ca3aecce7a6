import type { SubscriptionStatus } from "@shared/billing";
import { CheckCircle2, TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

/**
 * The subscription as a member below the Proprietário reads it: the workspace's status and
 * who manages it; no pay, switch, portal or test-bank action (the server refuses them, 403).
 */
export function MemberSubscription({ status }: { status: SubscriptionStatus }) {
  const owner = status.ownerName || "o Proprietário";
  const manages = `A assinatura deste espaço de trabalho é gerenciada por ${owner}, o Proprietário.`;
  const plan = status.subscription?.planName;
  return status.active ? (
    <Alert variant="success" aria-label="Status da assinatura">
      <CheckCircle2 aria-hidden="true" />
      <AlertTitle>Status: Ativo</AlertTitle>
      <AlertDescription className="space-y-1">
        <p>{plan ? `Este espaço de trabalho tem o ${plan}.` : "Este espaço de trabalho é Pro."}</p>
        <p>{manages}</p>
      </AlertDescription>
    </Alert>
  ) : (
    <Alert variant="warning" aria-label="Status da assinatura">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>Status: Inativo</AlertTitle>
      <AlertDescription className="space-y-1">
        <p>Este espaço de trabalho não tem uma assinatura Pro ativa.</p>
        <p>{manages} Peça a ele para assinar.</p>
      </AlertDescription>
    </Alert>
  );
}
