import { ROLES } from "@shared/workspaces";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { WorkspaceMember } from "../api/workspaces";

type Props = {
  workspaceName: string;
  /** The members who may receive it: everyone but the owner. */
  candidates: WorkspaceMember[];
  pending: boolean;
  error?: string;
  onOffer: (userId: string) => void;
  onClose: () => void;
};

/** "Transferir propriedade": choose the member; they become the owner once they accept. */
export function TransferOwnershipDialog({
  workspaceName,
  candidates,
  pending,
  error,
  onOffer,
  onClose,
}: Props) {
  const [chosen, setChosen] = useState<string>();
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setMissing(true);
      return;
    }
    onOffer(chosen);
  };

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Transferir propriedade</DialogTitle>
            <DialogDescription>
              Quem aceitar passa a ser o Proprietário de {workspaceName}, e você, Administrador. A
              assinatura continua paga por quem paga hoje até que o novo Proprietário assine.
            </DialogDescription>
          </DialogHeader>
          <fieldset
            className="grid gap-2"
            aria-describedby={missing ? "escolha-membro" : undefined}
          >
            <legend className="mb-1 text-sm font-medium">Novo Proprietário</legend>
            {candidates.map((member) => (
              <label key={member.userId} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="novo-proprietario"
                  value={member.userId}
                  checked={chosen === member.userId}
                  onChange={() => {
                    setChosen(member.userId);
                    setMissing(false);
                  }}
                />
                {member.name} ({ROLES[member.role].label})
              </label>
            ))}
          </fieldset>
          <p id="escolha-membro" role="alert" className="text-sm text-destructive empty:hidden">
            {missing ? "Escolha um membro." : (error ?? "")}
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Enviando..." : "Oferecer propriedade"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
