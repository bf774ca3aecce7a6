import type { PlanDetail, PlanPost } from "@shared/plans";
import { captionInputOf } from "@shared/post-tools";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { api } from "@/lib/api-client";
import { historyItemQueryOptions } from "@/lib/history-item";
import { HISTORY_QUERY_KEY, PLANS_QUERY_KEY } from "@/lib/query-client";
import { streamEvents } from "@/lib/sse";
import { toast } from "@/lib/toast";
import { useBasePromptOf } from "./base-prompt-of";

const MOVED_TO_PRODUCTION = 'O post passou de "Ideia" para "Em produção".';

export const NO_BASE_PROMPT_FOR_CAPTION =
  "Este plano não tem um Prompt Mãe (nem na marca, nem na estratégia): escolha uma marca com Prompt Mãe para criar a legenda.";

/** The longest script the caption tool reads (its input's limit). */
const SCRIPT_READ = 20_000;

/**
 * The caption tool's stream for a post of a plan, from its fields and its script (read from
 * the history when it has one); the server saves the caption on the post.
 */
export async function captionCall(
  queryClient: QueryClient,
  plan: PlanDetail,
  post: PlanPost,
  basePrompt: string,
  signal?: AbortSignal,
) {
  const script = post.scriptHistoryId
    ? (await queryClient.fetchQuery(historyItemQueryOptions(post.scriptHistoryId))).content
    : "";
  const json = captionInputOf(plan, post, basePrompt, script.slice(0, SCRIPT_READ));
  return api.generate.caption.$post({ json }, { init: { signal } });
}

export type CaptionRunState = { status: "idle" | "running" } | { status: "error"; message: string };

/** "Criar legenda": the caption of one post; the plan is read again once it is saved. */
export function useCreateCaption(plan: PlanDetail) {
  const queryClient = useQueryClient();
  const basePromptOf = useBasePromptOf();
  const [state, setState] = useState<CaptionRunState>({ status: "idle" });

  const start = useCallback(
    async (post: PlanPost) => {
      setState({ status: "running" });
      let failure: string | null = null;
      try {
        const basePrompt = await basePromptOf(plan);
        if (basePrompt === null) throw new Error(NO_BASE_PROMPT_FOR_CAPTION);
        const call = captionCall(queryClient, plan, post, basePrompt);
        for await (const event of streamEvents(call)) {
          if (event.type === "error") failure = event.message;
        }
      } catch (error) {
        failure = (error as Error).message;
      }
      void queryClient.invalidateQueries({ queryKey: PLANS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY });
      setState(failure === null ? { status: "idle" } : { status: "error", message: failure });
      // The server moves an idea into production with its caption: said, not done silently.
      if (failure === null && post.status === "ideia") {
        toast.message("Legenda criada", { description: MOVED_TO_PRODUCTION });
      }
    },
    [plan, basePromptOf, queryClient],
  );

  return { state, start };
}
