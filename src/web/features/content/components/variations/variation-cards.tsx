import { stripMarkdown } from "@shared/generation/markdown";
import { optionLabel, type VariationOptions } from "@shared/generation/variations";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ApiRequestError } from "@/lib/api-client";
import { cn } from "@/lib/utils";

type VariationCardsProps = {
  offered: VariationOptions;
  /** What the options vary, as the page names it ("a legenda"). */
  part: string;
  onPick: (index: number) => void;
  picking: boolean;
  /**
   * Always one card at a time (a side panel is a phone's width on every screen); otherwise
   * three side by side from the tablet's width up.
   */
  narrow?: boolean;
};

/**
 * The three options of "Gerar 3 opções" (decision 043): side by side on a wide page,
 * swipeable cards on a phone with buttons for those who do not swipe; each "Usar esta" names
 * its option for a screen reader.
 */
export function VariationCards({ offered, part, onPick, picking, narrow }: VariationCardsProps) {
  const [shown, setShown] = useState(0);
  const track = useRef<HTMLFieldSetElement>(null);
  // Shown once the options are written (the button asking was disabled meanwhile): focus
  // goes to them.
  useEffect(() => track.current?.focus(), []);
  const showCard = (index: number) => {
    const card = track.current?.children[index] as HTMLElement | undefined;
    if (!card) return;
    setShown(index);
    card.scrollIntoView({ behavior: "smooth", block: "nearest", inline: "center" });
  };
  return (
    <div className="space-y-2">
      {offered.demo && <Badge variant="warning">Modo demonstração</Badge>}
      <fieldset
        ref={track}
        tabIndex={-1}
        aria-label={`3 opções para ${part}`}
        className={cn(
          "flex min-w-0 snap-x snap-mandatory gap-3 overflow-x-auto pb-2",
          !narrow && "-mx-4 px-4 md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0",
        )}
      >
        {offered.options.map((option, index) => (
          <section
            // The options never change order once shown.
            // biome-ignore lint/suspicious/noArrayIndexKey: an option's place is its name
            key={index}
            aria-label={optionLabel(index)}
            className={cn(
              "flex w-[85%] shrink-0 snap-center flex-col gap-3 rounded-lg border bg-card p-4",
              !narrow && "md:w-auto",
            )}
            data-testid="variation-option"
          >
            <h3 className="text-sm font-semibold">{optionLabel(index)}</h3>
            <p className="flex-1 whitespace-pre-wrap text-sm leading-relaxed">
              {stripMarkdown(option)}
            </p>
            <Button
              type="button"
              size="sm"
              onClick={() => onPick(index)}
              disabled={picking}
              aria-label={`Usar esta: ${optionLabel(index)}`}
            >
              Usar esta
            </Button>
          </section>
        ))}
      </fieldset>
      <div className={cn("flex items-center justify-between", !narrow && "md:hidden")}>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => showCard(Math.max(0, shown - 1))}
          disabled={shown === 0}
        >
          <ChevronLeft aria-hidden="true" />
          Opção anterior
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => showCard(Math.min(offered.options.length - 1, shown + 1))}
          disabled={shown === offered.options.length - 1}
        >
          Próxima opção
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

/** Why the options could not be written or kept, in Portuguese (the server's words when it gave them). */
export const variationsFailure = (error: unknown) =>
  error instanceof ApiRequestError
    ? error.message
    : "Não foi possível gerar as opções. Tente novamente.";

/**
 * What "Gerar 3 opções" is doing, announced: writing the options, ready to pick, the one picked
 * kept (`saved`); and, as an alert, why the request for them failed.
 */
export function VariationsStatus({
  part,
  request,
  ready,
  saved,
}: {
  part: string;
  /** The request for the options (a mutation's state). */
  request: { isPending: boolean; error: unknown };
  ready: boolean;
  saved: string;
}) {
  return (
    <>
      <p role="status" className="text-sm text-muted-foreground">
        {request.isPending
          ? `Gerando 3 opções para ${part}…`
          : ready
            ? "3 opções prontas. Escolha uma com “Usar esta”."
            : saved}
      </p>
      {request.error !== null && (
        <p role="alert" className="text-sm text-destructive">
          {variationsFailure(request.error)}
        </p>
      )}
    </>
  );
}
