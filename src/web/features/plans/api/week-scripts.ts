import { type PlanDetail, type PlanPost, scriptInputOf, scriptPrefillOf } from "@shared/plans";
import { useQueryClient } from "@tanstack/react-query";
import { addDays, format, parseISO } from "date-fns";
import { useCallback, useEffect, useRef, useState } from "react";
import { AI_USAGE_QUERY_KEY } from "@/lib/ai-usage";
import { answer, api } from "@/lib/api-client";
import { historyItemQueryOptions } from "@/lib/history-item";
import { HISTORY_QUERY_KEY, PLANS_QUERY_KEY } from "@/lib/query-client";
import { streamEvents } from "@/lib/sse";

export const NO_BASE_PROMPT =
  'Este plano não tem um Prompt Mãe (nem na marca, nem na estratégia): crie os roteiros um a um com "Criar roteiro".';

/** The posts of the week starting on `weekStart` that have no script yet, in date order. */
export function postsWithoutScript(plan: PlanDetail, weekStart: string): PlanPost[] {
  const end = format(addDays(parseISO(weekStart), 7), "yyyy-MM-dd");
  return plan.posts
    .filter((post) => post.date >= weekStart && post.date < end && !post.scriptHistoryId)
    .sort((a, b) => a.date.localeCompare(b.date));
}

export type WeekScriptsState =
  | { status: "idle" }
  | { status: "running"; current: number; total: number }
  | { status: "done" | "cancelled"; written: number; total: number }
  | {
      status: "error";
      written: number;
      total: number;
      /** The post that failed; null when the run could not start. */
      post: PlanPost | null;
      message: string;
    };

/** The Prompt Mãe the plan's scripts build on: its brand's, else its strategy's. */
export function useBasePromptOf() {
  const queryClient = useQueryClient();
  return useCallback(
    async (plan: PlanDetail): Promise<string | null> => {
      if (plan.brandId) {
        const { brandId } = plan;
        const brand = await answer(api.brands[":id"].$get({ param: { id: brandId } }));
        if (brand.basePrompt.trim()) return brand.basePrompt;
      }
      if (plan.strategyHistoryId) {
        const item = await queryClient.fetchQuery(historyItemQueryOptions(plan.strategyHistoryId));
        if (item.basePrompt?.trim()) return item.basePrompt;
      }
      return null;
    },
    [queryClient],
  );
}

/**
 * "Gerar roteiros da semana": one script per post, one after another through the script
 * tool's stream (each linked to its post). A failure stops the run and names the post;
 * cancelling closes the stream in flight (the server may still finish and link that one).
 */
export function useWeekScripts(plan: PlanDetail, weekStart: string) {
  const queryClient = useQueryClient();
  const basePromptOf = useBasePromptOf();
  const [state, setState] = useState<WeekScriptsState>({ status: "idle" });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: PLANS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: AI_USAGE_QUERY_KEY });
  }, [queryClient]);

  const start = useCallback(async () => {
    const posts = postsWithoutScript(plan, weekStart);
    const total = posts.length;
    const abort = new AbortController();
    controller.current = abort;
    let written = 0;
    setState({ status: "running", current: 1, total });
    const finish = (next: WeekScriptsState) => {
      controller.current = null;
      refresh();
      setState(next);
    };
    let basePrompt: string | null;
    try {
      basePrompt = await basePromptOf(plan);
    } catch (error) {
      return finish({
        status: "error",
        written,
        total,
        post: null,
        message: (error as Error).message,
      });
    }
    if (basePrompt === null) {
      return finish({ status: "error", written, total, post: null, message: NO_BASE_PROMPT });
    }
    for (const post of posts) {
      if (abort.signal.aborted) break;
      setState({ status: "running", current: written + 1, total });
      let failure: string | null = null;
      try {
        const json = scriptInputOf(scriptPrefillOf(plan, post), basePrompt);
        const call = api.generate.script.$post({ json }, { init: { signal: abort.signal } });
        for await (const event of streamEvents(call)) {
          if (event.type === "done") written += 1;
          else if (event.type === "error") failure = event.message;
        }
      } catch (error) {
        if (abort.signal.aborted) break;
        failure = (error as Error).message;
      }
      if (failure !== null)
        return finish({ status: "error", written, total, post, message: failure });
      // The post now shows its script and "Em produção" while the next one is written.
      refresh();
    }
    finish({ status: abort.signal.aborted ? "cancelled" : "done", written, total });
  }, [plan, weekStart, basePromptOf, refresh]);

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { state, start, cancel };
}
