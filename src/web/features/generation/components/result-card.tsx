import { stripMarkdown } from "@shared/generation/markdown";
import type { ToolKind } from "@shared/generation/tools";
import type { SavedText } from "@shared/generation/versions";
import { History, Pencil } from "lucide-react";
import { type ReactNode, type Ref, useState } from "react";
import { CopyButton } from "@/components/copy-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { useResultPieces } from "./result-pieces";

type ResultCardProps = {
  title: string;
  /** The title's heading: a new result takes focus there. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The text as generated (markdown); shown and copied as plain text. */
  content: string;
  /** Still streaming: the text grows and editing waits for the end. */
  streaming?: boolean;
  /** Written by the offline composer. */
  demo?: boolean;
  contentType: ToolKind;
  /** The saved history item the text comes from; an AI edit adds a version to it. */
  historyId?: string | null;
  /** The item's version the text is; with the item, "Versões" lists the others. */
  version?: number | null;
  /** Replaces the shown text (and its history item) after an AI edit or a restore. */
  onContentChange?: (edit: SavedText) => void;
  /** A custom edit action; without one, Editar opens the AI edit dialog. */
  onEdit?: () => void;
  children?: ReactNode;
};

export function ResultCard({
  title,
  headingRef,
  content,
  streaming = false,
  demo = false,
  contentType,
  historyId,
  version,
  onContentChange,
  onEdit,
  children,
}: ResultCardProps) {
  const { EditDialog, VersionsPanel } = useResultPieces();
  const [editing, setEditing] = useState(false);
  const [browsing, setBrowsing] = useState(false);
  const text = stripMarkdown(content);

  return (
    <Card aria-busy={streaming}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <div className="flex items-center gap-2">
          <CardTitle ref={headingRef} tabIndex={-1} className="scroll-mt-20">
            {title}
          </CardTitle>
          {demo && <Badge variant="warning">Modo demonstração</Badge>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={streaming || !text}
            onClick={() => (onEdit ? onEdit() : setEditing(true))}
          >
            <Pencil aria-hidden="true" />
            Editar
          </Button>
          <CopyButton text={text} disabled={streaming || !text} />
          {historyId && version && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={streaming}
              onClick={() => setBrowsing(true)}
            >
              <History aria-hidden="true" />
              Versões
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent>
        {demo && (
          <p className="mb-3 text-sm text-muted-foreground">
            Modo demonstração: nenhum provedor de IA está configurado, então este rascunho foi
            montado a partir das suas respostas.
          </p>
        )}
        <div
          className="whitespace-pre-wrap rounded-md bg-muted/50 p-4 text-sm leading-relaxed"
          data-testid="result-text"
        >
          {text}
        </div>
      </CardContent>
      {children && <CardFooter className="flex flex-wrap gap-2">{children}</CardFooter>}
      {!onEdit && (
        <EditDialog
          open={editing}
          onOpenChange={setEditing}
          content={content}
          historyId={historyId ?? undefined}
          version={version ?? undefined}
          contentType={contentType}
          onContentChange={(edit) => onContentChange?.(edit)}
        />
      )}
      {historyId && (
        <VersionsPanel
          historyId={historyId}
          open={browsing}
          onOpenChange={setBrowsing}
          onRestored={(restored) =>
            onContentChange?.({ content: restored.content, historyId, version: restored.number })
          }
        />
      )}
    </Card>
  );
}
