import { FlaskConical } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

/** Local test mode is never presented as a real payment. */
export function TestPaymentNotice() {
  return (
    <Alert variant="warning">
      <FlaskConical aria-hidden="true" />
      <AlertTitle>Pagamento de teste</AlertTitle>
      <AlertDescription>
        Esta página simula o pagamento: nenhuma cobrança real é feita.
      </AlertDescription>
    </Alert>
  );
}
