import type { StrategyCalendar } from "@shared/generation/calendar";
import type { ToolInput, ToolKind } from "@shared/generation/tools";
import { useQueryClient } from "@tanstack/react-query";
import type { ClientRequestOptions, ClientResponse } from "hono/client";
import { useCallback, useRef, useState } from "react";
import type { EditResult } from "@/lib/ai-edit";
import { AI_USAGE_QUERY_KEY } from "@/lib/ai-usage";
import { api } from "@/lib/api-client";
import { HISTORY_QUERY_KEY, PLANS_QUERY_KEY } from "@/lib/query-client";
import { followGeneration, type GenerationOutcome } from "@/lib/sse";

/** The tools' endpoints: the compiler checks that each one takes its tool's input. */
const toolEndpoints: {
  [K in ToolKind]: {
    $post: (
      args: { json: ToolInput<K> },
      options?: ClientRequestOptions,
    ) => Promise<ClientResponse<unknown>>;
  };
} = api.generate;

export type GenerationState = {
  status: "idle" | "streaming" | "done" | "error";
  /** The text so far: grows with each delta, then becomes the saved final text. */
  text: string;
  /** The offline composer wrote it ("Modo demonstração"). */
  demo: boolean;
  calendar: StrategyCalendar | null;
  historyId: string | null;
  /** The item's version the text is: what an AI edit of it is based on. */
  version: number | null;
  /** The saved brand the result was written for. */
  brandId: string | null;
  /** The plan a strategy became ("Abrir plano"). */
  planId: string | null;
  /** Which run the state belongs to: 0 for the text the page opened with. */
  run: number;
};

const idle: GenerationState = {
  status: "idle",
  text: "",
  demo: false,
  calendar: null,
  historyId: null,
  version: null,
  brandId: null,
  planId: null,
  run: 0,
};

/**
 * Runs one generation endpoint and exposes its growing text. Leaving the page does not stop
 * it: the server saves the result to the history whatever the page does, and the run still
 * ends with its true outcome (no "failure" because the page went away), then refreshes the
 * history.
 */
export function useGeneration<K extends ToolKind>(kind: K, initialText = "") {
  const queryClient = useQueryClient();
  const [state, setState] = useState<GenerationState>(() => ({
    ...idle,
    text: initialText,
    status: initialText ? "done" : "idle",
  }));
  // Counts the runs, so the page knows a new result from the one it already showed.
  const runs = useRef(0);

  const run = useCallback(
    async (
      call: Promise<ClientResponse<unknown>>,
      start: GenerationState,
      failed: (s: GenerationState) => GenerationState,
    ): Promise<GenerationOutcome> => {
      runs.current += 1;
      setState({ ...start, status: "streaming", run: runs.current });
      const outcome = await followGeneration(call, {
        progress: (event) => {
          if (event.type === "start") setState((s) => ({ ...s, demo: event.demo }));
          else if (event.type === "delta") setState((s) => ({ ...s, text: s.text + event.text }));
          else setState((s) => ({ ...s, calendar: event.calendar }));
        },
        done: (event) => {
          // The item joined the history, and the brand it was written for changed; a
          // strategy made a plan, a script from a post moved that post.
          void queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY });
          void queryClient.invalidateQueries({ queryKey: ["brands"] });
          void queryClient.invalidateQueries({ queryKey: PLANS_QUERY_KEY });
          setState((s) => ({
            ...s,
            status: "done",
            text: event.content,
            historyId: event.historyId,
            version: event.version,
            brandId: event.brandId,
            // A strategy generated again keeps the plan it made: the new version makes none.
            planId: event.planId ?? s.planId,
          }));
        },
      });
      if (!outcome.ok) setState(failed);
      // However it ends, the run used AI (or was refused for lack of it): the meter moves.
      void queryClient.invalidateQueries({ queryKey: AI_USAGE_QUERY_KEY });
      return outcome;
    },
    [queryClient],
  );

  const generate = useCallback(
    (input: ToolInput<K>) =>
      run(toolEndpoints[kind].$post({ json: input }), idle, (s) => ({ ...s, status: "error" })),
    [kind, run],
  );

  /**
   * "Gerar novamente com uma instrução": the shown item's tool runs again and its text streams
   * in place; it is saved as the item's new version. A failure shows the text as it was.
   */
  const regenerate = useCallback(
    (instruction: string) => {
      const before = state;
      if (!before.historyId) return Promise.resolve<GenerationOutcome>({ ok: false });
      const call = api.generate.regenerate.$post({
        json: { historyId: before.historyId, instruction },
      });
      return run(call, { ...before, text: "" }, () => ({ ...before, status: "done" }));
    },
    [run, state],
  );

  /** An AI edit or a restore replaced the result: a new version of its history item. */
  const applyEdit = useCallback(
    ({ content, historyId, version }: EditResult) => {
      setState((s) => ({ ...s, text: content, historyId, version }));
      void queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY });
    },
    [queryClient],
  );

  return {
    ...state,
    isGenerating: state.status === "streaming",
    generate,
    regenerate,
    applyEdit,
  };
}
