import { authAlertText } from "@shared/auth-alerts";
import { CheckCircle2, XCircle } from "lucide-react";
import { useSearchParams } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useHydrated } from "@/lib/use-hydrated";

/**
 * Other flows (e-mail links, redirects) report back to /auth with `?success=` or `?error=`
 * and a code (shared/auth-alerts.ts). The prerendered /auth knows no query string: the
 * alerts appear once it is hydrated.
 */
export function AuthQueryAlert() {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const success = hydrated && authAlertText("success", searchParams.get("success"));
  const error = hydrated && authAlertText("error", searchParams.get("error"));
  return (
    <>
      {success && (
        <Alert variant="success">
          <CheckCircle2 aria-hidden="true" />
          <AlertTitle>Sucesso</AlertTitle>
          <AlertDescription>{success}</AlertDescription>
        </Alert>
      )}
      {error && (
        <Alert variant="destructive">
          <XCircle aria-hidden="true" />
          <AlertTitle>Erro</AlertTitle>
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
    </>
  );
}
