import { PERSONAL_NO_INVITATIONS } from "@shared/invitations";
import { workspaceCreateSchema } from "@shared/workspace-requests";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { useBecomeTeam } from "../api/workspaces";

/**
 * "Transformar em equipe" (decision 053): the personal workspace, with its brands, plans,
 * history, links and subscription, becomes the team under a name, so an agency invites where
 * its work is and pays once.
 */
export function BecomeTeamForm() {
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  const become = useBecomeTeam();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = workspaceCreateSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    become.mutate(parsed.data.name, {
      onSuccess: (team) => toast.success(`${team.name} agora é uma equipe.`),
      onError: (failure) => setError(failure.message),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-2 rounded-lg border p-4">
      <p className="text-sm text-muted-foreground">{PERSONAL_NO_INVITATIONS}</p>
      <FormField label="Nome da equipe" error={error}>
        <Input
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="Agência Sol"
        />
      </FormField>
      <Button type="submit" className="min-h-11 sm:min-h-10" disabled={become.isPending}>
        {become.isPending ? "Transformando..." : "Transformar em equipe"}
      </Button>
    </form>
  );
}
