import { workspaceCreateSchema } from "@shared/workspace-requests";
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
import { toast } from "@/lib/toast";
import { useCreateWorkspace } from "../api/workspaces";

type Props = {
  open: boolean;
  onClose: () => void;
  /** Where focus goes on closing: the menu item that opened the dialog is gone by then. */
  returnFocusTo: () => HTMLElement | null;
};

/** "Criar espaço de trabalho": a name, checked by the schema the server checks it with. */
export function CreateWorkspaceDialog({ open, onClose, returnFocusTo }: Props) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  const create = useCreateWorkspace();

  const close = () => {
    setName("");
    setError(undefined);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = workspaceCreateSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    create.mutate(parsed.data.name, {
      onSuccess: (workspace) => {
        toast.success(`Espaço de trabalho criado: você está em ${workspace.name}.`);
        close();
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent returnFocusTo={returnFocusTo}>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Criar espaço de trabalho</DialogTitle>
            <DialogDescription>
              Um espaço para a sua equipe, com as próprias marcas, planos e histórico. Você será o
              Proprietário.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Nome do espaço de trabalho" error={error}>
            <Input
              value={name}
              onChange={(event) => setName(event.target.value)}
              autoComplete="off"
              autoFocus
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Criando..." : "Criar"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
