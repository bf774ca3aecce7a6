import { POST_TEXT_FIELDS, type PostText, type PostTextField } from "@shared/plans";
import { useState } from "react";
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
import { usePostVersion } from "../api/post-versions";

const FIELD_LABELS: Record<PostTextField, string> = {
  theme: "Tema",
  hook: "Gancho",
  callToAction: "Chamada para ação",
  notes: "Notas",
  caption: "Legenda (com hashtags, texto alternativo e primeiro comentário)",
  art: "Arte",
};

const textOf = (text: PostText, field: PostTextField) => JSON.stringify(text[field] ?? null);
const emptyIn = (text: PostText, field: PostTextField) => {
  const value = text[field];
  return (value ?? null) === null || value === "";
};

/**
 * The parts of the post a restore would change, each to choose: every part that differs is
 * chosen, except one the version has empty while the post has it now (restoring the hook of a
 * version made before the caption must not delete the caption).
 */
export function restorableFields(version: PostText, current: PostText) {
  return POST_TEXT_FIELDS.filter((field) => textOf(version, field) !== textOf(current, field)).map(
    (field) => ({
      field,
      label: FIELD_LABELS[field],
      empties: emptyIn(version, field) && !emptyIn(current, field),
    }),
  );
}

type RestoreVersionDialogProps = {
  postRef: { planId: string; postId: string };
  /** The version to restore, and the post's latest (its current text). */
  number: number;
  latest: number;
  pending: boolean;
  onRestore: (fields: PostTextField[]) => void;
  onClose: () => void;
};

/** "Restaurar" asks first, and which parts: one field may come back alone. */
export function RestoreVersionDialog(props: RestoreVersionDialogProps) {
  const { postRef, number, latest, onClose } = props;
  const version = usePostVersion(postRef, number);
  const current = usePostVersion(postRef, latest);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Restaurar a versão {number}?</DialogTitle>
          <DialogDescription>
            O texto escolhido volta como uma nova versão; nada se perde, e a versão atual continua
            em "Versões".
          </DialogDescription>
        </DialogHeader>
        {version.error || current.error ? (
          <p role="alert" className="text-sm text-destructive">
            {(version.error ?? current.error)?.message}
          </p>
        ) : version.data && current.data ? (
          <FieldChoice
            key={number}
            {...props}
            fields={restorableFields(version.data.fields, current.data.fields)}
          />
        ) : (
          <p role="status" className="text-sm text-muted-foreground">
            Carregando versão…
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

function FieldChoice({
  fields,
  pending,
  onRestore,
  onClose,
}: RestoreVersionDialogProps & { fields: ReturnType<typeof restorableFields> }) {
  const [chosen, setChosen] = useState(
    () => new Set(fields.filter((f) => !f.empties).map((f) => f.field)),
  );
  const toggle = (field: PostTextField, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(field);
      else next.delete(field);
      return next;
    });
  if (fields.length === 0) {
    return (
      <>
        <p className="text-sm text-muted-foreground">Esta versão tem o mesmo texto da atual.</p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Fechar
          </Button>
        </DialogFooter>
      </>
    );
  }
  return (
    <>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">O que restaurar</legend>
        {fields.map(({ field, label, empties }) => (
          <div key={field} className="flex min-h-11 items-start gap-3 text-sm sm:min-h-0">
            <Checkbox
              id={`restore-${field}`}
              className="mt-0.5"
              checked={chosen.has(field)}
              onChange={(event) => toggle(field, event.target.checked)}
            />
            <label htmlFor={`restore-${field}`}>
              {label}
              {empties && (
                <span className="block text-xs text-muted-foreground">
                  Vazio nesta versão: restaurar apaga o texto atual.
                </span>
              )}
            </label>
          </div>
        ))}
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancelar
        </Button>
        <Button
          type="button"
          disabled={pending || chosen.size === 0}
          onClick={() => onRestore(POST_TEXT_FIELDS.filter((field) => chosen.has(field)))}
        >
          Restaurar
        </Button>
      </DialogFooter>
    </>
  );
}
