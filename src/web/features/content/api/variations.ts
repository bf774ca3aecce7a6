import type { VariationChosen, VariationOptions } from "@shared/generation/variations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { answer, api } from "@/lib/api-client";
import { AI_USAGE_QUERY_KEY, HISTORY_QUERY_KEY, PLANS_QUERY_KEY } from "@/lib/query-client";
import { followGeneration, type GenerationOutcome } from "@/lib/sse";

/** "Gerar 3 opções": three options for a saved item's part; nothing is saved yet. */
export function useVariations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (historyId: string): Promise<VariationOptions> =>
      answer(api.generate.variations.$post({ json: { historyId } })),
    // The options used AI (or were refused for lack of it): the meter moves.
    onSettled: () => queryClient.invalidateQueries({ queryKey: AI_USAGE_QUERY_KEY }),
  });
}

/** "Usar esta": the option picked becomes the item's newest version, the others before it. */
export function useChooseVariation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: { ticket: string; chosen: number }): Promise<VariationChosen> =>
      answer(api.generate.variations.choose.$post({ json: choice })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
  });
}

/**
 * "Gerar novamente com uma instrução" on a saved item shown from the history: the new text
 * streams in `streamed`, kept until the item has reloaded with it as its newest version (its
 * row and "N versões" too); a failure drops it, and the item shows its text as it was.
 */
export function useRegenerateItem(historyId: string) {
  const queryClient = useQueryClient();
  // Kept with its item: a dialog reopened on another item while one streams shows that one's.
  const [run, setRun] = useState<{ historyId: string; text: string } | null>(null);
  const regenerate = useCallback(
    async (instruction: string): Promise<GenerationOutcome> => {
      const shown = (text: string) => setRun({ historyId, text });
      shown("");
      const outcome = await followGeneration(
        api.generate.regenerate.$post({ json: { historyId, instruction } }),
        {
          progress: (event) => {
            if (event.type === "delta") setRun((s) => s && { ...s, text: s.text + event.text });
          },
          done: (event) => shown(event.content),
        },
      );
      // However it ended, it used AI (or was refused for lack of it): the meter moves.
      void queryClient.invalidateQueries({ queryKey: AI_USAGE_QUERY_KEY });
      // Run again on its inputs, a caption or a script made for a post writes to that post again.
      if (outcome.ok)
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
          queryClient.invalidateQueries({ queryKey: PLANS_QUERY_KEY }),
        ]);
      setRun(null);
      return outcome;
    },
    [historyId, queryClient],
  );
  const streamed = run?.historyId === historyId ? run.text : null;
  return { streamed, regenerating: streamed !== null, regenerate };
}
