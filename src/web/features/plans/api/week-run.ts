import type { PlanDetail, PlanPost } from "@shared/plans";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { addDays, format, parseISO } from "date-fns";
import type { ClientResponse } from "hono/client";
import { useCallback, useEffect, useRef, useState } from "react";
import { AI_USAGE_QUERY_KEY } from "@/lib/ai-usage";
import { HISTORY_QUERY_KEY, PLANS_QUERY_KEY } from "@/lib/query-client";
import { streamEvents } from "@/lib/sse";
import { useBasePromptOf } from "./base-prompt-of";

/** One post's run of a tool, as a week's run sends it. */
export type WeekPostRun = {
  plan: PlanDetail;
  post: PlanPost;
  basePrompt: string;
  queryClient: QueryClient;
  signal: AbortSignal;
};

/**
 * A tool run over a week's posts ("Gerar roteiros da semana", "Gerar legendas da semana"):
 * which posts still lack its result, the tool's stream for one of them, and its words.
 */
export type WeekTool = {
  lacks: (post: PlanPost) => boolean;
  request: (run: WeekPostRun) => Promise<ClientResponse<unknown>>;
  /** Why the run cannot start when the plan has no Prompt Mãe. */
  noBasePrompt: string;
  words: {
    /** The button: "Gerar roteiros da semana". */
    start: string;
    /** The button while it runs: "Gerando roteiros…". */
    running: string;
    /** After the count: "roteiros gerados". */
    written: string;
    /** One result, for a failure: "o roteiro". */
    one: string;
  };
};

/** The posts of the week starting on `weekStart` that still lack the tool's result, by date. */
export function postsLacking(plan: PlanDetail, weekStart: string, tool: WeekTool): PlanPost[] {
  const end = format(addDays(parseISO(weekStart), 7), "yyyy-MM-dd");
  return plan.posts
    .filter((post) => post.date >= weekStart && post.date < end && tool.lacks(post))
    .sort((a, b) => a.date.localeCompare(b.date));
}

export type WeekRunState =
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

/**
 * A tool over the week's posts, one after another through the tool's stream (each result
 * saved on its post by the server, and metered there). A failure stops the run and names the
 * post; cancelling closes the stream in flight (the server may still finish and save that one).
 */
export function useWeekRun(plan: PlanDetail, weekStart: string, tool: WeekTool) {
  const queryClient = useQueryClient();
  const basePromptOf = useBasePromptOf();
  const [state, setState] = useState<WeekRunState>({ status: "idle" });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: PLANS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: AI_USAGE_QUERY_KEY });
  }, [queryClient]);

  const start = useCallback(async () => {
    const posts = postsLacking(plan, weekStart, tool);
    const total = posts.length;
    const abort = new AbortController();
    controller.current = abort;
    let written = 0;
    setState({ status: "running", current: 1, total });
    const finish = (next: WeekRunState) => {
      controller.current = null;
      refresh();
      setState(next);
    };
    const stop = (post: PlanPost | null, message: string) =>
      finish({ status: "error", written, total, post, message });
    let basePrompt: string | null;
    try {
      basePrompt = await basePromptOf(plan);
    } catch (error) {
      return stop(null, (error as Error).message);
    }
    if (basePrompt === null) return stop(null, tool.noBasePrompt);
    for (const post of posts) {
      if (abort.signal.aborted) break;
      setState({ status: "running", current: written + 1, total });
      let failure: string | null = null;
      try {
        const call = tool.request({ plan, post, basePrompt, queryClient, signal: abort.signal });
        for await (const event of streamEvents(call)) {
          if (event.type === "done") written += 1;
          else if (event.type === "error") failure = event.message;
        }
      } catch (error) {
        if (abort.signal.aborted) break;
        failure = (error as Error).message;
      }
      if (failure !== null) return stop(post, failure);
      // The post shows its result (and "Em produção") while the next one is written.
      refresh();
    }
    finish({ status: abort.signal.aborted ? "cancelled" : "done", written, total });
  }, [plan, weekStart, tool, basePromptOf, queryClient, refresh]);

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { state, start, cancel };
}
