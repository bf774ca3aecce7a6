import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/lib/toast";
import { useCancelOffer, useOfferOwnership, usePendingOffer } from "../api/ownership";
import type { WorkspaceMember } from "../api/workspaces";
import { TransferOwnershipDialog } from "./transfer-ownership-dialog";

type Props = { workspaceName: string; members: WorkspaceMember[] };

/**
 * The Proprietário's "Propriedade" card on "Equipe": offer ownership to a member, or see the
 * pending offer and cancel it (one at a time).
 */
export function OwnershipCard({ workspaceName, members }: Props) {
  const pendingOffer = usePendingOffer(true);
  const offer = useOfferOwnership();
  const cancel = useCancelOffer();
  const [choosing, setChoosing] = useState(false);
  const candidates = members.filter((member) => member.role !== "owner");
  const current = pendingOffer.data?.offer;

  const send = (userId: string) =>
    offer.mutate(userId, {
      onSuccess: ({ offer: made }) => {
        toast.success(`Propriedade oferecida a ${made.toName}.`);
        setChoosing(false);
      },
    });

  const withdraw = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast.message("Oferta de propriedade cancelada."),
      onError: (error) =>
        toast.error("Não foi possível cancelar a oferta", { description: error.message }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Propriedade</CardTitle>
        <CardDescription>
          Você é o Proprietário: cuida da assinatura e pode excluir este espaço. Para sair dele,
          transfira a propriedade a um membro, que precisa aceitar.
        </CardDescription>
      </CardHeader>
      <CardContent aria-live="polite">
        {current ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>
              Aguardando <strong>{current.toName}</strong> aceitar a propriedade.
            </p>
            <Button variant="outline" onClick={withdraw} disabled={cancel.isPending}>
              {cancel.isPending ? "Cancelando..." : "Cancelar oferta"}
            </Button>
          </div>
        ) : candidates.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Convide alguém para a equipe para poder transferir a propriedade.
          </p>
        ) : (
          <Button
            variant="outline"
            disabled={pendingOffer.isLoading}
            onClick={() => {
              offer.reset();
              setChoosing(true);
            }}
          >
            Transferir propriedade
          </Button>
        )}
      </CardContent>
      {choosing && (
        <TransferOwnershipDialog
          workspaceName={workspaceName}
          candidates={candidates}
          pending={offer.isPending}
          error={offer.error?.message}
          onOffer={send}
          onClose={() => setChoosing(false)}
        />
      )}
    </Card>
  );
}
