import { scriptInputOf, scriptPrefillOf } from "@shared/post-tools";
import { api } from "@/lib/api-client";
import { captionInput, NO_BASE_PROMPT_FOR_CAPTION } from "./post-caption";
import type { WeekPostInput, WeekTool } from "./week-run";

/** A post's script input, in the tone of the plan's strategy. */
async function scriptInput({ plan, post, basePrompt, readItem }: WeekPostInput) {
  // The strategy's item is already in the cache when the Prompt Mãe came from it.
  const strategy = plan.strategyHistoryId
    ? (await readItem(plan.strategyHistoryId)).strategy
    : null;
  return scriptInputOf(scriptPrefillOf(plan, post), basePrompt, strategy);
}

/** "Gerar roteiros da semana": a script for every post of the week that has none. */
export const WEEK_SCRIPTS: WeekTool = {
  kind: "script",
  lacks: (post) => !post.scriptHistoryId,
  input: scriptInput,
  request: async (run) =>
    api.generate.script.$post({ json: await scriptInput(run) }, { init: { signal: run.signal } }),
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
  kind: "caption",
  lacks: (post) => post.caption === null,
  input: ({ readItem, plan, post, basePrompt }) => captionInput(readItem, plan, post, basePrompt),
  request: async ({ readItem, plan, post, basePrompt, signal }) =>
    api.generate.caption.$post(
      { json: await captionInput(readItem, plan, post, basePrompt) },
      { init: { signal } },
    ),
  noBasePrompt: NO_BASE_PROMPT_FOR_CAPTION,
  words: {
    start: "Gerar legendas da semana",
    running: "Gerando legendas…",
    written: "legendas geradas",
    one: "a legenda",
  },
};
