import { DEMO_DRAFT_LABEL } from "@shared/generation/demo-posts";
import { stripMarkdown } from "@shared/generation/markdown";
import { toolOf } from "@shared/generation/tools";
import { useQueryClient } from "@tanstack/react-query";
import { History, Pencil } from "lucide-react";
import { useRef, useState } from "react";
import { CopyButton } from "@/components/copy-button";
import { StreamStatus } from "@/components/stream-status";
import { Badge } from "@/components/ui/badge";
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
import { useRegenerateItem } from "@/features/content/api/variations";
import { EditDialog } from "@/features/content/components/ai-edit/edit-dialog";
import { StrategyCalendar } from "@/features/content/components/calendar/strategy-calendar";
import { RegenerateForm } from "@/features/content/components/variations/regenerate-form";
import { ResultVariations } from "@/features/content/components/variations/result-variations";
import { VersionCount } from "@/features/content/components/versions/version-count";
import { VersionsPanel } from "@/features/content/components/versions/versions-panel";
import { formatDateTime } from "@/lib/format";
import { HISTORY_QUERY_KEY } from "@/lib/query-client";
import { cn } from "@/lib/utils";
import { useHistoryItem } from "../api/history";
import { ReuseMenu } from "./reuse-menu";

/**
 * An item of the history in full: its text, and for a strategy its calendar and downloads; it
 * can be generated again with an instruction, and a caption or a script offers 3 options.
 */
export function HistoryItemDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { data: item, isError } = useHistoryItem(id);
  const [browsing, setBrowsing] = useState(false);
  const [editing, setEditing] = useState(false);
  const queryClient = useQueryClient();
  const again = useRegenerateItem(id ?? "");
  const text = useRef<HTMLElement>(null);
  const [regenerated, setRegenerated] = useState(false);
  // The button was disabled while the new version streamed: focus goes to its text.
  const regenerate = async (instruction: string) => {
    setRegenerated(false);
    const outcome = await again.regenerate(instruction);
    setRegenerated(outcome.ok);
    if (outcome.ok) text.current?.focus();
    return outcome;
  };

  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => {
        if (open) return;
        setBrowsing(false);
        setEditing(false);
        setRegenerated(false);
        onClose();
      }}
    >
      <DialogContent
        className={cn("max-h-[90vh] max-w-4xl", PHONE_SHEET)}
        aria-busy={again.regenerating}
      >
        {item ? (
          <>
            <DialogHeader className="pr-8">
              <DialogTitle>{item.title}</DialogTitle>
              <DialogDescription className="flex flex-wrap items-center gap-2">
                <Badge variant="secondary">{toolOf(item.contentType).label}</Badge>
                {formatDateTime(item.createdAt)}
                <VersionCount count={item.versions} />
                {item.demo && <Badge variant="warning">{DEMO_DRAFT_LABEL}</Badge>}
              </DialogDescription>
            </DialogHeader>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={again.regenerating}
                onClick={() => setEditing(true)}
              >
                <Pencil aria-hidden="true" />
                Editar
              </Button>
              <CopyButton text={stripMarkdown(item.content)} />
              <ReuseMenu id={item.id} contentType={item.contentType} />
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={again.regenerating}
                onClick={() => setBrowsing(true)}
              >
                <History aria-hidden="true" />
                Versões
              </Button>
              <RegenerateForm regenerate={regenerate} disabled={again.regenerating} />
            </div>
            {/* A restore reloads the item (the history's queries): the text below follows. */}
            <VersionsPanel historyId={item.id} open={browsing} onOpenChange={setBrowsing} />
            <EditDialog
              open={editing}
              onOpenChange={setEditing}
              content={item.content}
              historyId={item.id}
              version={item.version}
              contentType={item.contentType}
              // The edit is the item's new version: it reloads, with its row and "N versões".
              onContentChange={() =>
                void queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY })
              }
            />
            <StreamStatus streaming={again.regenerating} generated={regenerated} />
            <section
              ref={text}
              tabIndex={-1}
              aria-label="Texto do conteúdo"
              className="whitespace-pre-wrap rounded-md bg-muted/50 p-4 text-sm leading-relaxed"
              data-testid="history-item-text"
            >
              {stripMarkdown(again.streamed ?? item.content)}
            </section>
            {!again.regenerating && (
              <ResultVariations
                historyId={item.id}
                contentType={item.contentType}
                version={item.version}
              />
            )}
            {item.calendar && <StrategyCalendar calendar={item.calendar} historyId={item.id} />}
          </>
        ) : (
          <>
            <DialogTitle className="sr-only">Conteúdo</DialogTitle>
            {isError ? (
              <p className="text-sm text-destructive">Não foi possível abrir este conteúdo.</p>
            ) : (
              <Spinner />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
