import { type VersionOrigin, versionMadeLabel } from "@shared/generation/versions";
import { AuthorLabel } from "@/components/author-label";
import { Button } from "@/components/ui/button";
import { formatDateTime, formatTimeAgo } from "@/lib/format";
import { cn } from "@/lib/utils";

/** A version as its list shows it: what any versioned text (a result, a post's fields) has. */
export type VersionListItem = VersionOrigin & {
  number: number;
  createdAt: string;
  /** Who made it: null once their account is deleted; absent where versions name no one. */
  author?: string | null;
};

type VersionAction = (number: number) => void;

/**
 * An item's versions, as given (newest first), each with how and when it was made and who made
 * it in a team. The newest is the current text, so it offers neither comparing with itself nor
 * restoring. What the actions do is the caller's: the list only says which version.
 */
export function VersionList<V extends VersionListItem>({
  versions,
  latest,
  selected,
  busy,
  describe = versionMadeLabel,
  onView,
  onCompare,
  onRestore,
  now,
}: {
  versions: V[];
  /** The item's current version number. */
  latest: number;
  /** The version being looked at, marked in the list. */
  selected?: number;
  /** While a restore runs, no other may start. */
  busy?: boolean;
  /** What a version's line says (default: how it was made, "Gerado"). */
  describe?: (version: V) => string;
  onView?: VersionAction;
  onCompare?: VersionAction;
  onRestore?: VersionAction;
  now?: Date;
}) {
  return (
    <ol className="divide-y rounded-lg border bg-card" aria-label="Versões">
      {versions.map((version) => {
        const current = version.number === latest;
        return (
          <li
            key={version.number}
            aria-current={version.number === selected ? "true" : undefined}
            className={cn(
              "flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:justify-between",
              version.number === selected && "bg-accent/60",
            )}
          >
            <div className="min-w-0 space-y-0.5">
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-semibold">Versão {version.number}</span>
                {current && <span className="text-xs font-medium text-primary">atual</span>}
              </p>
              <p className="break-words text-sm">{describe(version)}</p>
              <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
                <time dateTime={version.createdAt} title={formatDateTime(version.createdAt)}>
                  {formatTimeAgo(version.createdAt, now)}
                </time>
                {version.author !== undefined && <AuthorLabel name={version.author} />}
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <ActionButton text="Ver" spoken="Ver a versão" on={onView} number={version.number} />
              {!current && (
                <>
                  <ActionButton
                    text="Comparar"
                    spoken="Comparar com a atual a versão"
                    on={onCompare}
                    number={version.number}
                  />
                  <ActionButton
                    text="Restaurar"
                    spoken="Restaurar a versão"
                    on={onRestore}
                    number={version.number}
                    disabled={busy}
                    primary
                  />
                </>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** An action's button, named with its version for a screen reader ("Restaurar a versão 2"). */
function ActionButton({
  text,
  spoken,
  on,
  number,
  disabled,
  primary,
}: {
  text: string;
  spoken: string;
  on: VersionAction | undefined;
  number: number;
  disabled?: boolean;
  primary?: boolean;
}) {
  if (!on) return null;
  return (
    <Button
      variant={primary ? "secondary" : "outline"}
      size="sm"
      disabled={disabled}
      aria-label={`${spoken} ${number}`}
      onClick={() => on(number)}
    >
      {text}
    </Button>
  );
}
