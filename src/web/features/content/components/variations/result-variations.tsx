import type { ToolKind } from "@shared/generation/tools";
import {
  optionLabel,
  VARIED_PART,
  type VariationChosen,
  type VariationOptions,
  variesKind,
} from "@shared/generation/variations";
import { Layers } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useChooseVariation, useVariations } from "@/features/content/api/variations";
import { VersionsPanel } from "@/features/content/components/versions/versions-panel";
import { ApiRequestError } from "@/lib/api-client";
import { VariationCards, VariationsStatus, variationsFailure } from "./variation-cards";

type ResultVariationsProps = {
  historyId: string;
  contentType: ToolKind;
  /** The item's version shown: the options are written from it. */
  version: number;
  /**
   * The option picked (or a version restored after a stale pick) is the item's newest version:
   * a page holding the text takes it; one showing the history's item reloads it anyway.
   */
  onChosen?: (chosen: VariationChosen) => void;
};

/**
 * "Gerar 3 opções" under a caption or a script (decision 043): three options side by side on a
 * desktop, swipeable cards on a phone (with buttons for those who do not swipe); "Usar esta"
 * keeps the one picked as the item's newest version and the others in its "Versões".
 */
export function ResultVariations({
  historyId,
  contentType,
  version,
  onChosen,
}: ResultVariationsProps) {
  const headingId = useId();
  const variations = useVariations();
  const choose = useChooseVariation();
  const [offered, setOffered] = useState<VariationOptions | null>(null);
  // The version the options were written from: a stale pick compares it with the newest.
  const [askedOn, setAskedOn] = useState(version);
  const [comparing, setComparing] = useState(false);
  const [saved, setSaved] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  // The button was disabled while the options were written: focus goes to them (VariationCards),
  // or to the section whose alert says why there are none.
  useEffect(() => {
    if (variations.isError) heading.current?.focus();
  }, [variations.isError]);
  if (!variesKind(contentType)) return null;
  const part = VARIED_PART[contentType];
  const stale = choose.error instanceof ApiRequestError && choose.error.code === "STALE_VERSION";

  const ask = () => {
    setSaved("");
    setOffered(null);
    setAskedOn(version);
    choose.reset();
    variations.mutate(historyId, { onSuccess: setOffered });
  };
  const pick = (index: number) => {
    if (!offered) return;
    choose.mutate(
      { ticket: offered.ticket, chosen: index },
      {
        onSuccess: (chosen) => {
          setOffered(null);
          setSaved(
            `${optionLabel(index)} salva como a versão mais recente. As outras estão em Versões.`,
          );
          onChosen?.(chosen);
          // The card picked is gone: focus stays in the section, where the status says so.
          heading.current?.focus();
        },
      },
    );
  };
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold">
          Opções para {part}
        </h2>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={ask}
          disabled={variations.isPending || choose.isPending}
        >
          <Layers aria-hidden="true" />
          {variations.isPending ? "Gerando opções..." : "Gerar 3 opções"}
        </Button>
      </div>
      <VariationsStatus part={part} request={variations} ready={offered !== null} saved={saved} />
      {choose.isError && (
        <div className="flex flex-wrap items-center gap-2">
          <p role="alert" className="text-sm text-destructive">
            {variationsFailure(choose.error)}
          </p>
          {stale && (
            <Button type="button" variant="outline" size="sm" onClick={() => setComparing(true)}>
              Ver diferenças
            </Button>
          )}
        </div>
      )}
      {stale && (
        <VersionsPanel
          historyId={historyId}
          open={comparing}
          onOpenChange={setComparing}
          start={{ kind: "compare", from: askedOn }}
          onRestored={(restored) =>
            onChosen?.({ historyId, content: restored.content, version: restored.number })
          }
        />
      )}
      {offered && (
        <VariationCards offered={offered} part={part} onPick={pick} picking={choose.isPending} />
      )}
    </section>
  );
}
