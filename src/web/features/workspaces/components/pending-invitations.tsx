import { roleLabel } from "@shared/invitations";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import {
  type PendingInvitation,
  useResendInvitation,
  useRevokeInvitation,
} from "../api/invitations";
import { accessLabel } from "./access-label";
import { InvitationLinkButtons } from "./invitation-link-buttons";

type Props = {
  items: readonly PendingInvitation[];
  brandNames: ReadonlyMap<string, string>;
};

/** "Convites pendentes": who was invited, as what, until when; resend (a new link) or revoke. */
export function PendingInvitations({ items, brandNames }: Props) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const busy = (id: string) =>
    (resend.isPending && resend.variables === id) || (revoke.isPending && revoke.variables === id);

  const resendTo = (invitation: PendingInvitation) =>
    resend.mutate(invitation.id, {
      onSuccess: () => toast.success(`Convite reenviado para ${invitation.email}.`),
      onError: (error) =>
        toast.error("Não foi possível reenviar o convite", { description: error.message }),
    });

  const revokeFor = (invitation: PendingInvitation) =>
    revoke.mutate(invitation.id, {
      onSuccess: () => toast.success(`Convite para ${invitation.email} cancelado.`),
      onError: (error) =>
        toast.error("Não foi possível cancelar o convite", { description: error.message }),
    });

  return (
    <section aria-labelledby="convites-pendentes" className="space-y-3">
      <h2 id="convites-pendentes" className="text-xl font-semibold">
        Convites pendentes
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum convite pendente.</p>
      ) : (
        <ul className="space-y-3" aria-label="Convites pendentes">
          {items.map((invitation) => (
            <li key={invitation.id} className="flex">
              <Card className="w-full">
                <CardContent className="flex flex-wrap items-start justify-between gap-4 p-4">
                  <div className="min-w-0 space-y-1">
                    <p className="break-all font-semibold">{invitation.email}</p>
                    <p className="text-sm">{roleLabel(invitation.role)}</p>
                    {invitation.role !== "admin" && (
                      <p className="text-sm">{accessLabel(invitation.brandIds, brandNames)}</p>
                    )}
                    <p className="text-sm text-muted-foreground">
                      Válido até {formatDate(invitation.expiresAt)}
                      {invitation.invitedBy && ` · convidado por ${invitation.invitedBy}`}
                    </p>
                  </div>
                  <div className="flex w-full flex-wrap gap-2 sm:w-auto">
                    <InvitationLinkButtons id={invitation.id} email={invitation.email} />
                    <Button
                      type="button"
                      variant="outline"
                      className="min-h-11 sm:min-h-10"
                      disabled={busy(invitation.id)}
                      onClick={() => resendTo(invitation)}
                      aria-label={`Reenviar convite para ${invitation.email}`}
                    >
                      Reenviar
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      className="min-h-11 text-destructive sm:min-h-10"
                      disabled={busy(invitation.id)}
                      onClick={() => revokeFor(invitation)}
                      aria-label={`Cancelar convite para ${invitation.email}`}
                    >
                      Cancelar convite
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
