import {
  optionLabel,
  POST_VARIED_PART,
  type PostVariedField,
  type VariationOptions,
} from "@shared/generation/variations";
import type { PlanPost } from "@shared/plans";
import { Layers } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiRequestError } from "@/lib/api-client";
import { useMe } from "@/lib/auth";
import { useChoosePostVariation, usePostVariations } from "../api/post-variations";
import { usePlanPieces } from "./plan-pieces";

type PostOptionsProps = {
  planId: string;
  post: PlanPost;
  field: PostVariedField;
  /** A pick refused because the post changed since: compare the version the options came from. */
  onCompare: (version: number) => void;
};

/**
 * "Gerar 3 opções" beside a post's hook or caption (decision 043): three options as cards,
 * one at a time in the panel; "Usar esta" makes the one picked the post's text and keeps the
 * others in its "Versões". Only for those who may use the tools.
 */
export function PostOptions({ planId, post, field, onCompare }: PostOptionsProps) {
  const { VariationCards, VariationsStatus, variationsFailure } = usePlanPieces();
  const { user } = useMe();
  const variations = usePostVariations();
  const choose = useChoosePostVariation();
  const [offered, setOffered] = useState<{ options: VariationOptions; basedOn: number } | null>(
    null,
  );
  const [saved, setSaved] = useState("");
  const asker = useRef<HTMLButtonElement>(null);
  const forId = useId();
  if (!user?.hasProAccess) return null;
  const part = POST_VARIED_PART[field];
  const stale = choose.error instanceof ApiRequestError && choose.error.code === "STALE_VERSION";

  const ask = () => {
    setSaved("");
    setOffered(null);
    choose.reset();
    const basedOn = post.version;
    variations.mutate(
      { planId, postId: post.id, field },
      { onSuccess: (options) => setOffered({ options, basedOn }) },
    );
  };
  const pick = (index: number) => {
    if (!offered) return;
    choose.mutate(
      { ticket: offered.options.ticket, chosen: index },
      {
        onSuccess: () => {
          setOffered(null);
          setSaved(
            `${optionLabel(index)} salva como a versão mais recente. As outras estão em Versões.`,
          );
          // The cards are gone: the keyboard goes back to where the options were asked.
          asker.current?.focus();
        },
      },
    );
  };

  return (
    <div className="space-y-2">
      <Button
        ref={asker}
        type="button"
        variant="outline"
        size="sm"
        onClick={ask}
        disabled={variations.isPending || choose.isPending || user.isLocked}
        // Described, not labelled, by its field: a label would also answer to the field's name.
        aria-describedby={forId}
      >
        <Layers aria-hidden="true" />
        {variations.isPending ? "Gerando opções..." : "Gerar 3 opções"}
      </Button>
      <span id={forId} className="sr-only">
        Para {part}
      </span>
      <VariationsStatus part={part} request={variations} ready={offered !== null} saved={saved} />
      {choose.isError && (
        <div role="alert" className="space-y-2 text-sm text-destructive">
          <p>{variationsFailure(choose.error)}</p>
          {stale && offered && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                onCompare(offered.basedOn);
                setOffered(null);
                choose.reset();
              }}
            >
              Ver o que mudou
            </Button>
          )}
        </div>
      )}
      {offered && (
        <VariationCards
          offered={offered.options}
          part={part}
          onPick={pick}
          picking={choose.isPending}
          narrow
        />
      )}
    </div>
  );
}
