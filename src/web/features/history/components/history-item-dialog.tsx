import { DEMO_DRAFT_LABEL } from "@shared/generation/calendar";
import { stripMarkdown } from "@shared/generation/markdown";
import { toolOf } from "@shared/generation/tools";
import { History } from "lucide-react";
import { useState } from "react";
import { StrategyCalendar } from "@/components/calendar/strategy-calendar";
import { CopyButton } from "@/components/copy-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { VersionCount } from "@/components/versions/version-count";
import { VersionsPanel } from "@/components/versions/versions-panel";
import { formatDateTime } from "@/lib/format";
import { useHistoryItem } from "../api/history";
import { ReuseMenu } from "./reuse-menu";

/** An item of the history in full: its text, and for a strategy its calendar and downloads. */
export function HistoryItemDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { data: item, isError } = useHistoryItem(id);
  const [browsing, setBrowsing] = useState(false);

  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => {
        if (open) return;
        setBrowsing(false);
        onClose();
      }}
    >
      <DialogContent className="max-h-[90vh] max-w-4xl overflow-y-auto">
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
              <CopyButton text={stripMarkdown(item.content)} />
              <ReuseMenu id={item.id} contentType={item.contentType} />
              <Button type="button" variant="outline" size="sm" onClick={() => setBrowsing(true)}>
                <History aria-hidden="true" />
                Versões
              </Button>
            </div>
            {/* A restore reloads the item (the history's queries): the text below follows. */}
            <VersionsPanel historyId={item.id} open={browsing} onOpenChange={setBrowsing} />
            <div className="whitespace-pre-wrap rounded-md bg-muted/50 p-4 text-sm leading-relaxed">
              {stripMarkdown(item.content)}
            </div>
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
