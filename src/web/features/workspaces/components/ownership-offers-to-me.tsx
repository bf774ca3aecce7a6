import { Crown } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { useAnswerOffer, useOffersToMe } from "../api/ownership";

/**
 * The offers of ownership made to the viewer, from any of their workspaces: "Aceitar" makes
 * them the Proprietário and opens the workspace; "Recusar" leaves every role as it was.
 */
export function OwnershipOffersToMe() {
  const offers = useOffersToMe();
  const respond = useAnswerOffer();
  const items = offers.data?.items ?? [];

  const reply = (workspaceId: string, workspaceName: string, accept: boolean) =>
    respond.mutate(
      { workspaceId, accept },
      {
        onSuccess: () =>
          accept
            ? toast.success(`Agora você é o Proprietário de ${workspaceName}.`)
            : toast.message(`Você recusou a propriedade de ${workspaceName}.`),
        onError: (error) =>
          toast.error("Não foi possível responder à oferta", { description: error.message }),
      },
    );

  return (
    <div aria-live="polite" className="space-y-3 empty:hidden">
      {items.map((offer) => (
        <Alert key={offer.workspaceId} aria-label={`Propriedade de ${offer.workspaceName}`}>
          <Crown aria-hidden="true" />
          <AlertTitle>Propriedade oferecida a você</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
            <p>
              {offer.fromName} quer transferir a você a propriedade de{" "}
              <strong>{offer.workspaceName}</strong>. Como Proprietário, você cuida da assinatura e
              pode excluir o espaço.
            </p>
            <span className="flex gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={respond.isPending}
                onClick={() => reply(offer.workspaceId, offer.workspaceName, false)}
              >
                Recusar
              </Button>
              <Button
                size="sm"
                disabled={respond.isPending}
                onClick={() => reply(offer.workspaceId, offer.workspaceName, true)}
              >
                Aceitar
              </Button>
            </span>
          </AlertDescription>
        </Alert>
      ))}
    </div>
  );
}
