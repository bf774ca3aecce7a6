import { type GenerationJobView, isRunning } from "@shared/generation/jobs";
import type { ToolKind } from "@shared/generation/tools";
import type { PlanDetail, PlanPost } from "@shared/plans";
import { useQueryClient } from "@tanstack/react-query";
import { addDays, format, parseISO } from "date-fns";
import type { ClientResponse } from "hono/client";
import { useCallback, useEffect, useMemo, useState } from "react";
import { answer, api } from "@/lib/api-client";
import {
  AI_USAGE_QUERY_KEY,
  HISTORY_QUERY_KEY,
  JOBS_QUERY_KEY,
  PLANS_QUERY_KEY,
} from "@/lib/query-client";
import { type ReadItem, usePlanPieces, useReadItem } from "../components/plan-pieces";
import { useBasePromptOf } from "./base-prompt-of";

/** What one post's input of a tool is made from. */
export type WeekPostInput = {
  plan: PlanDetail;
  post: PlanPost;
  basePrompt: string;
  readItem: ReadItem;
};

/** One post's run of a tool, as its own button sends it. */
export type WeekPostRun = WeekPostInput & { signal: AbortSignal };

/**
 * A tool run over a week's posts ("Gerar roteiros da semana", "Gerar legendas da semana"):
 * which posts still lack its result, the tool's stream for one of them, and its words.
 */
export type WeekTool = {
  kind: ToolKind;
  lacks: (post: PlanPost) => boolean;
  /** The tool's input for one post: the week's run sends every post's at once. */
  input: (run: WeekPostInput) => Promise<unknown>;
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

/** The posts of the week starting on `weekStart`, by date. */
function weekPosts(plan: PlanDetail, weekStart: string): PlanPost[] {
  const end = format(addDays(parseISO(weekStart), 7), "yyyy-MM-dd");
  return plan.posts
    .filter((post) => post.date >= weekStart && post.date < end)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The posts of the week starting on `weekStart` that still lack the tool's result, by date. */
export const postsLacking = (plan: PlanDetail, weekStart: string, tool: WeekTool) =>
  weekPosts(plan, weekStart).filter(tool.lacks);

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

/** The jobs of the newest week's run of this tool on these posts, from the member's list. */
function runOf(jobs: GenerationJobView[], kind: string, posts: PlanPost[]) {
  const order = new Map(posts.map((post, i) => [post.id, i]));
  const mine = jobs.filter((job) => job.batch && job.tool === kind && order.has(job.postId ?? ""));
  const newest = mine[0]?.batch;
  const at = (job: GenerationJobView) => order.get(job.postId ?? "") ?? 0;
  return mine.filter((job) => job.batch === newest).sort((a, b) => at(a) - at(b));
}

/** What a run's jobs say: how far it went, and the first post that failed. */
function stateOf(jobs: GenerationJobView[], posts: PlanPost[]): WeekRunState {
  const total = jobs.length;
  const written = jobs.filter((job) => job.status === "done").length;
  if (jobs.some(isRunning)) {
    return { status: "running", current: jobs.filter((job) => !isRunning(job)).length + 1, total };
  }
  const failed = jobs.find((job) => job.status === "failed");
  if (failed) {
    const post = posts.find((p) => p.id === failed.postId) ?? null;
    return { status: "error", written, total, post, message: failed.error ?? "" };
  }
  const cancelled = jobs.some((job) => job.status === "cancelled");
  return { status: cancelled ? "cancelled" : "done", written, total };
}

/**
 * A tool over the week's posts ("Gerar roteiros da semana"), run on the server (decision 057):
 * every post's input is sent at once, and its jobs run one after another whether the page stays
 * or not. Its progress is read from the member's jobs, so a page opened again shows the run
 * still going; a post that fails does not stop the others (the history's "Em andamento" tries
 * it again alone). "Cancelar" cancels the posts not yet written.
 */
export function useWeekRun(plan: PlanDetail, weekStart: string, tool: WeekTool) {
  const queryClient = useQueryClient();
  const basePromptOf = useBasePromptOf();
  const { useGenerationJobs, useCancelJob } = usePlanPieces();
  const readItem = useReadItem();
  const jobs = useGenerationJobs();
  const cancelJob = useCancelJob();
  const [local, setLocal] = useState<WeekRunState | null>(null);
  const week = useMemo(() => weekPosts(plan, weekStart), [plan, weekStart]);
  const run = useMemo(() => runOf(jobs.data?.jobs ?? [], tool.kind, week), [jobs.data, tool, week]);
  const fromJobs = run.length > 0 ? stateOf(run, week) : null;

  // Each post written shows on the plan (and "Em produção") while the next is written.
  const written = run.filter((job) => job.status === "done").length;
  useEffect(() => {
    if (written === 0) return;
    void queryClient.invalidateQueries({ queryKey: PLANS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: AI_USAGE_QUERY_KEY });
  }, [written, queryClient]);

  const start = useCallback(async () => {
    const posts = postsLacking(plan, weekStart, tool);
    setLocal({ status: "running", current: 1, total: posts.length });
    const stop = (message: string) =>
      setLocal({ status: "error", written: 0, total: posts.length, post: null, message });
    try {
      const basePrompt = await basePromptOf(plan);
      if (basePrompt === null) return stop(tool.noBasePrompt);
      const inputs = await Promise.all(
        posts.map((post) => tool.input({ plan, post, basePrompt, readItem })),
      );
      await answer(api.generate.batch.$post({ json: { kind: tool.kind, inputs } }));
      await queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
      setLocal(null);
    } catch (error) {
      stop((error as Error).message);
    }
  }, [plan, weekStart, tool, basePromptOf, readItem, queryClient]);

  const cancel = useCallback(() => {
    for (const job of run) if (isRunning(job)) cancelJob.mutate(job.id);
  }, [run, cancelJob]);

  const state: WeekRunState = local ?? fromJobs ?? { status: "idle" };
  return { state, start, cancel };
}
