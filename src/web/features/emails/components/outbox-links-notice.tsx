import { Info } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

/** Without SMTP the outbox shows the account links; with SMTP they are hidden. */
export function OutboxLinksNotice() {
  return (
    <Alert variant="warning">
      <Info aria-hidden="true" />
      <AlertTitle>Links visíveis: SMTP não configurado</AlertTitle>
      <AlertDescription>
        Sem SMTP, nenhum email sai deste servidor: os links de confirmação e de redefinição de senha
        aparecem aqui para que os fluxos possam ser concluídos. Quem tem um desses links entra na
        conta; com SMTP configurado, eles ficam ocultos. Cada leitura desta lista fica registrada na
        auditoria.
      </AlertDescription>
    </Alert>
  );
}
