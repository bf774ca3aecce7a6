import type { PlanDetail, PlanPost } from "@shared/plans";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { HISTORY_QUERY_KEY, PLANS_QUERY_KEY } from "@/lib/query-client";
import { toast } from "@/lib/toast";
import { type ReadItem, useReadItem } from "../components/plan-pieces";
import { useBasePromptOf } from "./base-prompt-of";
import type { WeekTool } from "./week-run";

const MOVED_TO_PRODUCTION = 'O post passou de "Ideia" para "Em produção".';

/** The longest script a tool reads of a post (the tools' input limit). */
const SCRIPT_READ = 20_000;

/** The post's script, read from the history when it has one: what its caption and art follow. */
export async function postScript(readItem: ReadItem, post: PlanPost) {
  if (!post.scriptHistoryId) return "";
  const item = await readItem(post.scriptHistoryId);
  return item.content.slice(0, SCRIPT_READ);
}

export type PostRunState = { status: "idle" | "running" } | { status: "error"; message: string };

/**
 * A tool's run on one post ("Criar legenda", "Criar arte"): the same stream the week's run sends
 * for it; the server lands the result on the post, and the plan is read again once it is saved.
 * `created` names what was made, for the toast that says an idea moved into production.
 */
export function usePostRun(plan: PlanDetail, tool: WeekTool, created: string) {
  const queryClient = useQueryClient();
  const basePromptOf = useBasePromptOf();
  const readItem = useReadItem();
  const [state, setState] = useState<PostRunState>({ status: "idle" });

  const start = useCallback(
    async (post: PlanPost) => {
      setState({ status: "running" });
      let failure: string | null = null;
      try {
        const basePrompt = await basePromptOf(plan);
        if (basePrompt === null) throw new Error(tool.noBasePrompt);
        const signal = new AbortController().signal;
        // Loaded when a run starts: its stream's schema would be built at the plan page's start.
        const { streamEvents } = await import("@/lib/sse");
        const call = tool.request({ plan, post, basePrompt, readItem, signal });
        for await (const event of streamEvents(call)) {
          if (event.type === "error") failure = event.message;
        }
      } catch (error) {
        failure = (error as Error).message;
      }
      void queryClient.invalidateQueries({ queryKey: PLANS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY });
      setState(failure === null ? { status: "idle" } : { status: "error", message: failure });
      // The server moves an idea into production with its result: said, not done silently.
      if (failure === null && post.status === "ideia") {
        toast.message(created, { description: MOVED_TO_PRODUCTION });
      }
    },
    [plan, tool, created, basePromptOf, readItem, queryClient],
  );

  return { state, start };
}
