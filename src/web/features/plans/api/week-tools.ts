import { scriptInputOf, scriptPrefillOf } from "@shared/post-tools";
import { api } from "@/lib/api-client";
import { historyItemQueryOptions } from "@/lib/history-item";
import { captionCall, NO_BASE_PROMPT_FOR_CAPTION } from "./post-caption";
import type { WeekTool } from "./week-run";

/** "Gerar roteiros da semana": a script for every post of the week that has none. */
export const WEEK_SCRIPTS: WeekTool = {
  lacks: (post) => !post.scriptHistoryId,
  request: async ({ plan, post, basePrompt, queryClient, signal }) => {
    // The strategy's item is already in the cache when the Prompt Mãe came from it.
    const strategy = plan.strategyHistoryId
      ? (await queryClient.fetchQuery(historyItemQueryOptions(plan.strategyHistoryId))).strategy
      : null;
    return api.generate.script.$post(
      { json: scriptInputOf(scriptPrefillOf(plan, post), basePrompt, strategy) },
      { init: { signal } },
    );
  },
  noBasePrompt:
    'Este plano não tem um Prompt Mãe (nem na marca, nem na estratégia): crie os roteiros um a um com "Criar roteiro".',
  words: {
    start: "Gerar roteiros da semana",
    running: "Gerando roteiros…",
    written: "roteiros gerados",
    one: "o roteiro",
  },
};

/** "Gerar legendas da semana": a caption for every post of the week that has none. */
export const WEEK_CAPTIONS: WeekTool = {
  lacks: (post) => post.caption === null,
  request: ({ queryClient, plan, post, basePrompt, signal }) =>
    captionCall(queryClient, plan, post, basePrompt, signal),
  noBasePrompt: NO_BASE_PROMPT_FOR_CAPTION,
  words: {
    start: "Gerar legendas da semana",
    running: "Gerando legendas…",
    written: "legendas geradas",
    one: "a legenda",
  },
};
