import { PAYMENTS_UNAVAILABLE_MESSAGE } from "@shared/billing";
import { CircleSlash } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

/** Production without Stripe: the plans are shown, but nothing can be bought. */
export function PaymentsUnavailableNotice() {
  return (
    <Alert variant="warning">
      <CircleSlash aria-hidden="true" />
      <AlertTitle>Pagamentos indisponíveis</AlertTitle>
      <AlertDescription>{PAYMENTS_UNAVAILABLE_MESSAGE}</AlertDescription>
    </Alert>
  );
}
