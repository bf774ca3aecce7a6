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
import { BrandChoice, type BrandOption, brandAccessOf, chosenBrandIds } from "./brand-choice";

type Props = {
  member: WorkspaceMember;
  brands: readonly BrandOption[];
  pending: boolean;
  error?: string;
  onSave: (brandIds: string[] | null) => void;
  onClose: () => void;
};

/** An Editor's or Leitor's brand access: every brand, or the ones ticked. */
export function BrandAccessDialog({ member, brands, pending, error, onSave, onClose }: Props) {
  const [access, setAccess] = useState(() => brandAccessOf(member.brandIds));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(chosenBrandIds(brands, access));
  };

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Acesso às marcas de {member.name}</DialogTitle>
            <DialogDescription>
              As marcas fora do acesso, e tudo o que é delas, ficam invisíveis para este membro.
            </DialogDescription>
          </DialogHeader>
          <BrandChoice brands={brands} value={access} onChange={setAccess} />
          {error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Salvando..." : "Salvar acesso"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
