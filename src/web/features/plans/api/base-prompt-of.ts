import type { PlanDetail } from "@shared/plans";
import { useCallback } from "react";
import { answer, api } from "@/lib/api-client";
import { useReadItem } from "../components/plan-pieces";

/** The Prompt Mãe a plan's scripts and captions build on: its brand's, else its strategy's. */
export function useBasePromptOf() {
  const readItem = useReadItem();
  return useCallback(
    async (plan: PlanDetail): Promise<string | null> => {
      if (plan.brandId) {
        const { brandId } = plan;
        const brand = await answer(api.brands[":id"].$get({ param: { id: brandId } }));
        if (brand.basePrompt.trim()) return brand.basePrompt;
      }
      if (plan.strategyHistoryId) {
        const item = await readItem(plan.strategyHistoryId);
        if (item.basePrompt?.trim()) return item.basePrompt;
      }
      return null;
    },
    [readItem],
  );
}
