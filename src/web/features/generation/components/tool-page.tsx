import { type ToolKind, toolOf } from "@shared/generation/tools";
import { Sparkles } from "lucide-react";
import { type FormEventHandler, type ReactNode, useEffect, useRef } from "react";
import { StreamStatus } from "@/components/stream-status";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { revealHeading } from "@/lib/motion";
import { cn } from "@/lib/utils";
import type { useGeneration } from "../api/generate";
import { STILL_GENERATING, toastStillGenerating } from "./generation-toasts";
import { PageHeading } from "./page-heading";
import { ResultCard } from "./result-card";
import { useResultPieces } from "./result-pieces";

type ToolPageProps = {
  lead: string;
  /** The tool's form fields; the page adds the submit button. */
  children: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  generation: Pick<
    ReturnType<typeof useGeneration>,
    | "text"
    | "isGenerating"
    | "status"
    | "run"
    | "demo"
    | "historyId"
    | "version"
    | "applyEdit"
    | "regenerate"
  >;
  contentType: ToolKind;
  resultTitle: string;
  /** Buttons under the result (e.g. carry the base prompt to another tool). */
  resultActions?: ReactNode;
  /** Below the result (the strategy's calendar). */
  after?: ReactNode;
  wide?: boolean;
};

/** The frame the three tools share: heading, form, "Gerando..." button, streamed result. */
export function ToolPage({
  lead,
  children,
  onSubmit,
  submitLabel,
  generation,
  contentType,
  resultTitle,
  resultActions,
  after,
  wide = false,
}: ToolPageProps) {
  const { UsageMeter, RegenerateForm, ResultVariations } = useResultPieces();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const shownRun = useRef(generation.run);
  const { text, run, status, isGenerating } = generation;

  // A new result comes into view with focus on its heading (not the text the page opened with).
  useEffect(() => {
    if (!text || run === shownRun.current) return;
    shownRun.current = run;
    revealHeading(resultHeading.current);
  }, [text, run]);

  // The button was disabled while generating: if focus fell to the page, the result takes it.
  useEffect(() => {
    if (status === "done" && run > 0 && document.activeElement === document.body) {
      resultHeading.current?.focus();
    }
  }, [status, run]);

  // Leaving mid-generation loses nothing: say where the result will be.
  const generating = useRef(isGenerating);
  generating.current = isGenerating;
  useEffect(
    () => () => {
      if (generating.current) toastStillGenerating();
    },
    [],
  );

  return (
    <div className={cn("mx-auto space-y-8", wide ? "max-w-4xl" : "max-w-3xl")}>
      <PageHeading title={toolOf(contentType).pageTitle} lead={lead} />
      <Card>
        <CardContent className="pt-6">
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            {children}
            <Button type="submit" className="w-full" disabled={isGenerating}>
              <Sparkles aria-hidden="true" />
              {isGenerating ? "Gerando..." : submitLabel}
            </Button>
            {isGenerating && (
              <p className="text-center text-sm text-muted-foreground">
                Pode sair desta página. {STILL_GENERATING}.
              </p>
            )}
            <UsageMeter compact />
          </form>
        </CardContent>
      </Card>
      <StreamStatus streaming={isGenerating} generated={status === "done" && run > 0} />
      {generation.text && (
        <ResultCard
          headingRef={resultHeading}
          title={resultTitle}
          content={generation.text}
          streaming={generation.isGenerating}
          demo={generation.demo}
          contentType={contentType}
          historyId={generation.historyId}
          version={generation.version}
          onContentChange={generation.applyEdit}
        >
          {resultActions}
          {generation.historyId && (
            <RegenerateForm regenerate={generation.regenerate} disabled={generation.isGenerating} />
          )}
        </ResultCard>
      )}
      {generation.historyId && generation.version && !generation.isGenerating && (
        <ResultVariations
          historyId={generation.historyId}
          contentType={contentType}
          version={generation.version}
          onChosen={generation.applyEdit}
        />
      )}
      {after}
    </div>
  );
}
