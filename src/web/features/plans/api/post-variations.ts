import type {
  PostVariationChosen,
  PostVariationRequest,
  VariationOptions,
} from "@shared/generation/variations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "@/lib/api-client";
import { AI_USAGE_QUERY_KEY, PLANS_QUERY_KEY } from "@/lib/query-client";

/** "Gerar 3 opções" on a post's hook or caption: three options; nothing is saved yet. */
export function usePostVariations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: PostVariationRequest): Promise<VariationOptions> =>
      answer(api.generate.variations.post.$post({ json })),
    // The options used AI (or were refused for lack of it): the meter moves.
    onSettled: () => queryClient.invalidateQueries({ queryKey: AI_USAGE_QUERY_KEY }),
  });
}

/**
 * "Usar esta": the option picked becomes the post's newest version, the others before it; the
 * plan (and so the post's "Versões") is read again.
 */
export function useChoosePostVariation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: { ticket: string; chosen: number }): Promise<PostVariationChosen> =>
      answer(api.generate.variations.post.choose.$post({ json: choice })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLANS_QUERY_KEY }),
  });
}
