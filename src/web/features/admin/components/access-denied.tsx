import { ShieldAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

/** Shown when the server refuses the panel, e.g. to an admin demoted while it was open. */
export function AccessDenied() {
  return (
    <section className="mx-auto max-w-xl py-12">
      <Alert variant="destructive">
        <ShieldAlert aria-hidden="true" />
        <AlertTitle>Acesso Negado</AlertTitle>
        <AlertDescription>
          Você não tem permissão para acessar o painel administrativo.
        </AlertDescription>
      </Alert>
    </section>
  );
}
