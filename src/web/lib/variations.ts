import type { VariationChosen, VariationOptions } from "@shared/generation/variations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AI_USAGE_QUERY_KEY } from "@/lib/ai-usage";
import { answer, api } from "@/lib/api-client";
import { HISTORY_QUERY_KEY } from "@/lib/query-client";

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
