import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { LoadFailed } from "@/components/load-failed";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  PHONE_SHEET,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useRestoreVersion, versionsQueryOptions } from "@/features/content/api/history-versions";
import { ApiRequestError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { VersionList } from "./version-list";
import { ComparedVersions, OpenedVersion, ViewSection } from "./version-views";

/** What the panel shows: the list, one version's text, two compared, or a restore to confirm. */
export type VersionsView =
  | { kind: "list" }
  | { kind: "open"; number: number }
  /** `to` absent: the latest; `refused`: why a restore was refused (the item moved on). */
  | { kind: "compare"; from: number; to?: number; refused?: string }
  | { kind: "confirm"; number: number };

export type Restored = { number: number; content: string; title: string };

/**
 * A history item's versions, in a dialog that is a bottom sheet on a phone: list them, open
 * one, compare two word by word, restore one (after a confirmation; it becomes the newest
 * version, nothing is overwritten).
 */
export function VersionsPanel({
  historyId,
  open,
  onOpenChange,
  onRestored,
  start = { kind: "list" },
}: {
  historyId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The restored text is now the item's: a screen showing the item takes it. */
  onRestored?: (restored: Restored) => void;
  /** The view it opens on (e.g. a stale save's diff). */
  start?: VersionsView;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={cn("max-w-3xl", PHONE_SHEET)}>
        <DialogHeader className="pr-8">
          <DialogTitle>Versões</DialogTitle>
          <DialogDescription>
            Nada se perde: restaurar uma versão a copia como a mais recente.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted while open only: each opening starts on `start`. */}
        <PanelBody historyId={historyId} start={start} onRestored={onRestored} />
      </DialogContent>
    </Dialog>
  );
}

function PanelBody({
  historyId,
  start,
  onRestored,
}: {
  historyId: string;
  start: VersionsView;
  onRestored?: (restored: Restored) => void;
}) {
  const versions = useQuery(versionsQueryOptions(historyId));
  const [view, go] = useState<VersionsView>(start);
  // Whether the user moved between views: back on the list, focus goes to it.
  const [moved, setMoved] = useState(false);
  const setView = (next: VersionsView) => {
    setMoved(true);
    go(next);
  };
  const restore = useRestoreVersion(historyId);

  if (versions.isPending) return <Spinner label="Carregando versões" />;
  if (versions.isError)
    return (
      <LoadFailed
        message="Não foi possível carregar as versões."
        onRetry={() => void versions.refetch()}
      />
    );
  const list = versions.data;
  const latest = list[0]?.number;
  if (latest === undefined)
    return <p className="text-sm text-muted-foreground">Este conteúdo ainda não tem versões.</p>;

  const confirmRestore = (number: number) =>
    restore.mutate(
      { number, basedOn: latest },
      {
        onSuccess: (restored) => {
          toast.success(`Versão ${number} restaurada: agora é a versão ${restored.number}.`);
          onRestored?.(restored);
          setView({ kind: "list" });
        },
        onError: (error) => {
          // The item moved on since the panel's list: what changed, from the version it showed.
          if (error instanceof ApiRequestError && error.code === "STALE_VERSION") {
            setView({ kind: "compare", from: latest, refused: error.message });
            return;
          }
          toast.error("Não foi possível restaurar a versão.", { description: error.message });
        },
      },
    );
  const compare = (from: number) => setView({ kind: "compare", from });
  const back = () => setView({ kind: "list" });

  switch (view.kind) {
    case "list":
      return (
        <FocusedOnReturn back={moved}>
          <VersionList
            versions={list}
            latest={latest}
            busy={restore.isPending}
            onView={(number) => setView({ kind: "open", number })}
            onCompare={compare}
            onRestore={(number) => setView({ kind: "confirm", number })}
          />
        </FocusedOnReturn>
      );
    case "open":
      return (
        <OpenedVersion
          historyId={historyId}
          version={list.find((v) => v.number === view.number)}
          number={view.number}
          latest={latest}
          onBack={back}
          onCompare={compare}
          onRestore={(number) => setView({ kind: "confirm", number })}
        />
      );
    case "compare":
      return (
        <ComparedVersions
          historyId={historyId}
          versions={list}
          from={view.from}
          to={view.to ?? latest}
          refused={view.refused}
          onChange={(from, to) => setView({ kind: "compare", from, to })}
          onBack={back}
        />
      );
    case "confirm":
      return (
        <ViewSection title={`Restaurar a versão ${view.number}?`} onBack={back}>
          <p className="text-sm">
            O texto da versão {view.number} volta a ser o atual, como uma nova versão. A versão
            atual ({latest}) continua guardada.
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={back} disabled={restore.isPending}>
              Cancelar
            </Button>
            <Button onClick={() => confirmRestore(view.number)} disabled={restore.isPending}>
              {restore.isPending ? "Restaurando..." : "Restaurar"}
            </Button>
          </div>
        </ViewSection>
      );
  }
}

/** Back on the list from another view, focus goes to it (the button that left it is gone). */
function FocusedOnReturn({ back, children }: { back: boolean; children: ReactNode }) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (back) list.current?.focus();
  }, [back]);
  return (
    <div ref={list} tabIndex={-1} className="outline-none">
      {children}
    </div>
  );
}
