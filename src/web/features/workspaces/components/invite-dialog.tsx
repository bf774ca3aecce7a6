import {
  INVITABLE_ROLES,
  type InvitableRole,
  invitationCreateSchema,
  ROLE_ABILITIES,
  roleLabel,
} from "@shared/invitations";
import { roleLimitable } from "@shared/workspaces";
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
import { Select } from "@/components/ui/select";
import { toast } from "@/lib/toast";
import { useInvite } from "../api/invitations";
import { BrandChoice, type BrandOption, brandAccessOf, chosenBrandIds } from "./brand-choice";

type Props = {
  open: boolean;
  brands: readonly BrandOption[];
  onClose: () => void;
};

/**
 * "Convidar pessoa": the address, the role and, for an Editor or Leitor, the brands they will
 * see. Checked by the schema the server checks it with; the server's refusals (a limit, an
 * address already invited) show in the dialog.
 */
export function InviteDialog({ open, brands, onClose }: Props) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<InvitableRole>("editor");
  const [access, setAccess] = useState(() => brandAccessOf(null));
  const [error, setError] = useState<string>();
  const invite = useInvite();

  const close = () => {
    setEmail("");
    setRole("editor");
    setAccess(brandAccessOf(null));
    setError(undefined);
    invite.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = invitationCreateSchema.safeParse({
      email,
      role,
      brandIds: roleLimitable(role) ? chosenBrandIds(brands, access) : null,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    invite.mutate(parsed.data, {
      onSuccess: (sent) => {
        toast.success(`Convite enviado para ${sent.email}.`);
        close();
      },
    });
  };

  const refusal = invite.error?.message;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Convidar pessoa</DialogTitle>
            <DialogDescription>
              A pessoa recebe um link por email, válido por 7 dias. Se ainda não tem conta, ela cria
              uma com esse email.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Email" error={error}>
            <Input
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              autoComplete="off"
              placeholder="pessoa@agencia.com.br"
              autoFocus
            />
          </FormField>
          <FormField label="Papel">
            <Select
              value={role}
              onChange={(event) => setRole(event.target.value as InvitableRole)}
              className="min-h-11 sm:min-h-10"
            >
              {INVITABLE_ROLES.map((option) => (
                <option key={option} value={option}>
                  {roleLabel(option)}
                </option>
              ))}
            </Select>
          </FormField>
          <ul aria-label="O que cada um pode fazer" className="space-y-1 text-sm">
            {INVITABLE_ROLES.map((option) => (
              <li key={option} className={option === role ? "" : "text-muted-foreground"}>
                <span className="font-medium">{roleLabel(option)}</span>: {ROLE_ABILITIES[option]}
              </li>
            ))}
          </ul>
          {roleLimitable(role) && (
            <div className="space-y-1">
              <p className="text-sm font-medium">Acesso às marcas</p>
              <BrandChoice brands={brands} value={access} onChange={setAccess} />
            </div>
          )}
          {refusal && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {refusal}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? "Enviando..." : "Enviar convite"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
