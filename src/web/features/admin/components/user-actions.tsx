import { Ban, Lock, LockOpen, Shield, ShieldOff, UserCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { type AdminUser, type FlagAction, useFlagAction, useSetRole } from "../api/users";
import { ReasonDialog } from "./reason-dialog";

const flagToasts: Record<FlagAction, { success: string; failure: string }> = {
  ban: { success: "Usuário banido", failure: "Erro ao banir usuário" },
  unban: { success: "Usuário desbanido", failure: "Erro ao desbanir usuário" },
  lock: { success: "Usuário travado", failure: "Erro ao travar usuário" },
  unlock: { success: "Usuário destravado", failure: "Erro ao destravar usuário" },
};

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : undefined);

/** Role, ban and lock actions of one user row. An admin's own row has none of them. */
export function UserActions({ user }: { user: AdminUser }) {
  const setRole = useSetRole();
  const flag = useFlagAction();
  const [dialog, setDialog] = useState<"ban" | "lock" | null>(null);
  const who = user.fullName ?? user.email;

  const runFlag = (action: FlagAction, reason?: string) =>
    flag.mutate(
      { userId: user.id, action, reason },
      {
        onSuccess: () => {
          setDialog(null);
          toast.success(flagToasts[action].success, { description: who });
        },
        onError: (error) =>
          toast.error(flagToasts[action].failure, { description: errorMessage(error) }),
      },
    );

  const changeRole = () => {
    const role = user.role === "admin" ? "user" : "admin";
    setRole.mutate(
      { userId: user.id, role },
      {
        onSuccess: () =>
          toast.success("Role atualizada", {
            description:
              role === "admin" ? `${who} agora é administrador.` : `${who} agora é usuário comum.`,
          }),
        onError: (error) =>
          toast.error("Erro ao atualizar role", { description: errorMessage(error) }),
      },
    );
  };

  const busy = setRole.isPending || flag.isPending;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={changeRole} disabled={busy}>
        {user.role === "admin" ? <ShieldOff aria-hidden="true" /> : <Shield aria-hidden="true" />}
        {user.role === "admin" ? "Remover admin" : "Tornar admin"}
      </Button>
      {user.isBanned ? (
        <Button variant="outline" size="sm" onClick={() => runFlag("unban")} disabled={busy}>
          <UserCheck aria-hidden="true" />
          Desbanir
        </Button>
      ) : (
        <Button variant="destructive" size="sm" onClick={() => setDialog("ban")} disabled={busy}>
          <Ban aria-hidden="true" />
          Banir
        </Button>
      )}
      {user.isLocked ? (
        <Button variant="outline" size="sm" onClick={() => runFlag("unlock")} disabled={busy}>
          <LockOpen aria-hidden="true" />
          Destravar
        </Button>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setDialog("lock")} disabled={busy}>
          <Lock aria-hidden="true" />
          Travar
        </Button>
      )}
      <ReasonDialog
        open={dialog === "ban"}
        onOpenChange={(open) => setDialog(open ? "ban" : null)}
        title="Banir usuário"
        description={`${who} não poderá mais entrar, e as sessões abertas serão encerradas. O motivo será mostrado ao usuário.`}
        confirmLabel="Banir"
        busy={flag.isPending}
        onConfirm={(reason) => runFlag("ban", reason)}
      />
      <ReasonDialog
        open={dialog === "lock"}
        onOpenChange={(open) => setDialog(open ? "lock" : null)}
        title="Travar usuário"
        description={`${who} poderá entrar e ver o histórico, mas não poderá gerar conteúdo nem assinar. O motivo será mostrado ao usuário.`}
        confirmLabel="Travar"
        busy={flag.isPending}
        onConfirm={(reason) => runFlag("lock", reason)}
      />
    </div>
  );
}
