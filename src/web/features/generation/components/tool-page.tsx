import type { ContentType } from "@shared/generation/options";
import { Sparkles } from "lucide-react";
import type { FormEventHandler, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import type { useGeneration } from "../api/generate";
import { PageHeading } from "./page-heading";
import { ResultCard } from "./result-card";

type ToolPageProps = {
  title: string;
  lead: string;
  /** The tool's form fields; the page adds the submit button. */
  children: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  generation: Pick<
    ReturnType<typeof useGeneration>,
    "text" | "isGenerating" | "demo" | "historyId" | "applyEdit"
  >;
  contentType: ContentType;
  resultTitle: string;
  /** Buttons under the result (e.g. carry the base prompt to another tool). */
  resultActions?: ReactNode;
  /** Below the result (the strategy's calendar). */
  after?: ReactNode;
  wide?: boolean;
};

/** The frame the three tools share: heading, form, "Gerando..." button, streamed result. */
export function ToolPage({
  title,
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
  return (
    <div className={cn("mx-auto space-y-8", wide ? "max-w-4xl" : "max-w-3xl")}>
      <PageHeading title={title} lead={lead} />
      <Card>
        <CardContent className="pt-6">
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            {children}
            <Button type="submit" className="w-full" disabled={generation.isGenerating}>
              <Sparkles aria-hidden="true" />
              {generation.isGenerating ? "Gerando..." : submitLabel}
            </Button>
          </form>
        </CardContent>
      </Card>
      {generation.text && (
        <ResultCard
          title={resultTitle}
          content={generation.text}
          streaming={generation.isGenerating}
          demo={generation.demo}
          contentType={contentType}
          historyId={generation.historyId}
          onContentChange={generation.applyEdit}
        >
          {resultActions}
        </ResultCard>
      )}
      {after}
    </div>
  );
}
