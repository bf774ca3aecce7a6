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
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type Props = {
  workspaceName: string;
  pending: boolean;
  error?: string;
  onDelete: (typedName: string) => void;
  onClose: () => void;
};

/** "Excluir espaço de trabalho": the owner types its name to confirm (the server checks it too). */
export function DeleteWorkspaceDialog({ workspaceName, pending, error, onDelete, onClose }: Props) {
  const [typed, setTyped] = useState("");
  const matches = typed.trim() === workspaceName;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches) onDelete(typed.trim());
  };

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Excluir {workspaceName}?</DialogTitle>
            <DialogDescription>
              Esta ação não pode ser desfeita. As marcas, os planos, o histórico, os links e a
              assinatura deste espaço serão excluídos, e os membros voltam aos seus espaços
              pessoais.
            </DialogDescription>
          </DialogHeader>
          <FormField label={`Digite ${workspaceName} para confirmar`} error={error}>
            <Input
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoFocus
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches || pending}>
              {pending ? "Excluindo..." : "Excluir espaço de trabalho"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
