import { teamWithBrandsSchema } from "@shared/workspace-requests";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { useNewTeamWithBrands, useWorkspaceBrands } from "../api/workspaces";

/**
 * "Nova equipe com marcas" (decision 058), beside "Transformar em equipe": a new team takes the
 * brands chosen here, with their plans, history and links, and the Pro subscription if asked;
 * the other brands stay in the personal space.
 */
export function NewTeamWithBrandsForm({ hasPro }: { hasPro: boolean }) {
  const brands = useWorkspaceBrands().data?.items ?? [];
  const [name, setName] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const [takeSubscription, setTakeSubscription] = useState(hasPro);
  const [error, setError] = useState<string>();
  const create = useNewTeamWithBrands();
  if (brands.length === 0) return null;
  const toggle = (id: string, on: boolean) =>
    setChosen((before) => (on ? [...before, id] : before.filter((b) => b !== id)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = teamWithBrandsSchema.safeParse({ name, brandIds: chosen, takeSubscription });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    create.mutate(parsed.data, {
      onSuccess: (team) =>
        toast.success(
          `${team.name} criada com ${team.brands === 1 ? "1 marca" : `${team.brands} marcas`}.`,
        ),
      onError: (failure) => setError(failure.message),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-3 rounded-lg border p-4">
      <h2 className="font-semibold">Nova equipe com marcas</h2>
      <p className="text-sm text-muted-foreground">
        As marcas escolhidas vão para a nova equipe com seus planos, histórico e links de aprovação;
        as outras ficam no seu espaço pessoal.
      </p>
      <FormField label="Nome da nova equipe" error={error}>
        <Input
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="Agência Lua"
        />
      </FormField>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium">Marcas que vão para a equipe</legend>
        {brands.map((brand) => (
          <div key={brand.id} className="flex min-h-11 items-center gap-3 text-sm sm:min-h-0">
            <Checkbox
              id={`team-brand-${brand.id}`}
              checked={chosen.includes(brand.id)}
              onChange={(event) => toggle(brand.id, event.target.checked)}
            />
            <label htmlFor={`team-brand-${brand.id}`}>{brand.brandName}</label>
          </div>
        ))}
      </fieldset>
      {hasPro && (
        <div className="flex min-h-11 items-center gap-3 text-sm sm:min-h-0">
          <Checkbox
            id="team-take-subscription"
            checked={takeSubscription}
            onChange={(event) => setTakeSubscription(event.target.checked)}
          />
          <label htmlFor="team-take-subscription">
            Levar a assinatura Pro para a equipe (uma assinatura para a agência)
          </label>
        </div>
      )}
      <Button type="submit" className="min-h-11 sm:min-h-10" disabled={create.isPending}>
        {create.isPending ? "Criando..." : "Criar equipe com as marcas"}
      </Button>
    </form>
  );
}
