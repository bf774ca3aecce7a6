import type { PostText, PostUpdate } from "@shared/plans";
import { CopyButton } from "@/components/copy-button";
import { Button } from "@/components/ui/button";
import { writtenParts } from "./post-text-parts";

/**
 * A change the server refused because the post moved on elsewhere (409 STALE_VERSION): the
 * version this tab showed, its text then, and the text the refused save held (none for a
 * restore), kept so the user can put it back on the newest version.
 */
export type RefusedSave = { from: number; shown: PostText; changes: PostUpdate };

/**
 * Says a change was not saved and offers what changed ("Ver o que mudou"). A hand save's words
 * stay on screen: copied, or re-applied on the newest version once the tab has it (the save is
 * then based on it).
 */
export function StaleSave({
  refused,
  newest,
  onCompare,
  onReapply,
  onDismiss,
}: {
  refused: RefusedSave;
  /** The version the tab shows now. */
  newest: number;
  onCompare: () => void;
  onReapply: () => void;
  onDismiss: () => void;
}) {
  const kept = writtenParts(refused.shown, refused.changes);
  const words = kept.map((part) => (kept.length > 1 ? `${part.label}: ${part.text}` : part.text));
  return (
    <div role="alert" className="space-y-2 rounded-lg border border-destructive/50 p-3 text-sm">
      <p>
        Esta publicação mudou desde que você a abriu (outra aba ou outra pessoa a salvou). Sua
        última alteração não foi salva.
      </p>
      {kept.length > 0 && (
        <section aria-label="Seu texto não salvo" className="space-y-1">
          <p className="font-medium">Seu texto não salvo:</p>
          <dl className="space-y-1">
            {kept.map((part) => (
              <div key={part.label}>
                <dt className="text-muted-foreground">{part.label}</dt>
                <dd className="whitespace-pre-wrap break-words">{part.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCompare}>
          Ver o que mudou
        </Button>
        {kept.length > 0 && (
          <>
            <Button
              type="button"
              size="sm"
              // Until the tab has the newest version, the save would be refused again.
              disabled={newest === refused.from}
              onClick={onReapply}
            >
              Reaplicar meu texto
            </Button>
            <CopyButton text={words.join("\n\n")} label="Copiar meu texto" />
            <Button type="button" variant="ghost" size="sm" onClick={onDismiss}>
              Descartar meu texto
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
