import type { ToolKind } from "@shared/generation/tools";
import type { SavedText } from "@shared/generation/versions";
import { type ComponentType, createContext, type ReactNode, useContext } from "react";
import type { GenerationOutcome } from "@/lib/sse";

/**
 * What every tool's page shows that other features make: the AI meter, and the saved result's
 * AI edit, versions, options and "Gerar novamente". The app hands them in (decision 052): this
 * feature names only what it needs of them.
 */
export type ResultPieces = {
  UsageMeter: ComponentType<{ compact?: boolean }>;
  EditDialog: ComponentType<{
    open: boolean;
    onOpenChange: (open: boolean) => void;
    content: string;
    historyId?: string;
    version?: number;
    contentType: ToolKind;
    onContentChange: (edit: SavedText) => void;
  }>;
  VersionsPanel: ComponentType<{
    historyId: string;
    open: boolean;
    onOpenChange: (open: boolean) => void;
    onRestored?: (restored: { number: number; content: string }) => void;
  }>;
  RegenerateForm: ComponentType<{
    regenerate: (instruction: string) => Promise<GenerationOutcome>;
    disabled: boolean;
  }>;
  ResultVariations: ComponentType<{
    historyId: string;
    contentType: ToolKind;
    version: number;
    onChosen?: (chosen: SavedText) => void;
  }>;
};

const ResultPiecesContext = createContext<ResultPieces | null>(null);

/** Gives the tools' pages below it the pieces the app composed. */
export function ResultPiecesProvider({
  pieces,
  children,
}: {
  pieces: ResultPieces;
  children: ReactNode;
}) {
  return <ResultPiecesContext value={pieces}>{children}</ResultPiecesContext>;
}

/** The pieces the app handed in; a tool's page outside the app's composition is a mistake. */
export function useResultPieces(): ResultPieces {
  const pieces = useContext(ResultPiecesContext);
  if (!pieces) throw new Error("A tool's page renders inside ResultPiecesProvider (decision 052).");
  return pieces;
}
