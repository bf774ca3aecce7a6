import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
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
  member: WorkspaceMember;
  brands: readonly { id: string; brandName: string }[];
  pending: boolean;
  error?: string;
  onSave: (brandIds: string[] | null) => void;
  onClose: () => void;
};

function CheckRow({
  checked,
  onChange,
  className,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={`flex min-h-11 items-center gap-3 ${className ?? ""}`}>
      <Checkbox id={id} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id} className="flex-1 py-3">
        {children}
      </label>
    </div>
  );
}

/** An Editor's or Leitor's brand access: every brand, or the ones ticked. */
export function BrandAccessDialog({ member, brands, pending, error, onSave, onClose }: Props) {
  const [all, setAll] = useState(member.brandIds === null);
  const [chosen, setChosen] = useState(() => new Set(member.brandIds ?? []));

  const toggle = (id: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(all ? null : brands.filter((brand) => chosen.has(brand.id)).map((brand) => brand.id));
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
          <fieldset className="space-y-3">
            <legend className="sr-only">Marcas</legend>
            <CheckRow checked={all} onChange={setAll} className="font-medium">
              Todas as marcas
            </CheckRow>
            {!all &&
              (brands.length === 0 ? (
                <p className="text-sm text-muted-foreground">Este espaço ainda não tem marcas.</p>
              ) : (
                brands.map((brand) => (
                  <CheckRow
                    key={brand.id}
                    checked={chosen.has(brand.id)}
                    onChange={(on) => toggle(brand.id, on)}
                    className="pl-4"
                  >
                    {brand.brandName}
                  </CheckRow>
                ))
              ))}
          </fieldset>
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
