import type { HashtagSet } from "@shared/brand-schemas";
import { MAX_HASHTAG_SETS } from "@shared/brands";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

/** The first message in a form error nested by list and field, as react-hook-form gives it. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === "string" && message) return message;
  // `ref` points at the DOM: only the nested errors are followed.
  for (const [key, value] of Object.entries(error)) {
    const found = key === "ref" ? undefined : firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

/**
 * "Grupos de hashtags": named sets the caption tool offers; the hashtags are typed as text
 * (spaces between them) and written with "#" once saved.
 */
export function HashtagSetsField({
  sets,
  onChange,
  error,
}: {
  sets: HashtagSet[];
  onChange: (sets: HashtagSet[]) => void;
  /** The form's error for the sets: on the list, or on one set's name or hashtags. */
  error?: unknown;
}) {
  const message = firstMessage(error);
  const change = (index: number, next: Partial<HashtagSet>) =>
    onChange(sets.map((set, i) => (i === index ? { ...set, ...next } : set)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Grupos de hashtags</legend>
      <p className="text-sm text-muted-foreground">
        Escolha um grupo ao criar uma legenda e as hashtags dele entram sempre.
      </p>
      {sets.map((set, index) => (
        // The sets have no id: a set is its place in the list while it is edited.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_2fr_auto]">
          <FormField label="Nome do grupo">
            <Input value={set.name} onChange={(e) => change(index, { name: e.target.value })} />
          </FormField>
          <FormField label="Hashtags">
            <Input
              value={set.hashtags.join(" ")}
              placeholder="#padaria #paodefermentacaonatural"
              onChange={(e) => change(index, { hashtags: e.target.value.split(/\s+/) })}
            />
          </FormField>
          <Button
            type="button"
            variant="ghost"
            className="min-h-11 sm:min-h-10"
            aria-label={`Remover o grupo ${set.name || index + 1}`}
            onClick={() => onChange(sets.filter((_, i) => i !== index))}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      {sets.length < MAX_HASHTAG_SETS && (
        <Button
          type="button"
          variant="outline"
          className="min-h-11 sm:min-h-10"
          onClick={() => onChange([...sets, { name: "", hashtags: [] }])}
        >
          <Plus aria-hidden="true" />
          Adicionar grupo
        </Button>
      )}
      {message && <p className="text-sm font-medium text-destructive">{message}</p>}
    </fieldset>
  );
}
