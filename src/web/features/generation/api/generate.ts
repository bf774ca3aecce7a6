import { resultSchemaOf, type StructuredOf } from "@shared/generation/results";
import type { Links } from "@shared/generation/stream";
import type { ToolInput, ToolKind } from "@shared/generation/tools";
import type { SavedText } from "@shared/generation/versions";
import { useQueryClient } from "@tanstack/react-query";
import type { ClientRequestOptions, ClientResponse } from "hono/client";
import { useCallback, useRef, useState } from "react";
import { api } from "@/lib/api-client";
import { AI_USAGE_QUERY_KEY, HISTORY_QUERY_KEY, PLANS_QUERY_KEY } from "@/lib/query-client";
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

export type GenerationState<K extends ToolKind> = {
  status: "idle" | "streaming" | "done" | "error";
  /** The text so far: grows with each delta, then becomes the saved final text. */
  text: string;
  /** The offline composer wrote it ("Modo demonstração"). */
  demo: boolean;
  /** The tool's structured result (the strategy's calendar), which its screen renders. */
  structured: StructuredOf<K> | null;
  historyId: string | null;
  /** The item's version the text is: what an AI edit of it is based on. */
  version: number | null;
  /** The saved brand the result was written for. */
  brandId: string | null;
  /** Where the result landed (the plan a strategy became: "Abrir plano"). */
  links: Links;
  /** Which run the state belongs to: 0 for the text the page opened with. */
  run: number;
};

const idle: GenerationState<never> = {
  status: "idle",
  text: "",
  demo: false,
  structured: null,
  historyId: null,
  version: null,
  brandId: null,
  links: {},
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
  const [state, setState] = useState<GenerationState<K>>(() => ({
    ...idle,
    text: initialText,
    status: initialText ? "done" : "idle",
  }));
  // Counts the runs, so the page knows a new result from the one it already showed.
  const runs = useRef(0);

  const run = useCallback(
    async (
      call: Promise<ClientResponse<unknown>>,
      start: GenerationState<K>,
      failed: (s: GenerationState<K>) => GenerationState<K>,
    ): Promise<GenerationOutcome> => {
      runs.current += 1;
      setState({ ...start, status: "streaming", run: runs.current });
      const outcome = await followGeneration(call, {
        progress: (event) => {
          // A second start is the job retried from the beginning: its text comes again.
          if (event.type === "start") setState((s) => ({ ...s, demo: event.demo, text: "" }));
          else if (event.type === "delta") setState((s) => ({ ...s, text: s.text + event.text }));
          else {
            // Read with the tool's own schema: the stream's shape is the same for every tool.
            const read = resultSchemaOf(kind)?.safeParse(event.data);
            if (read?.success)
              setState((s) => ({ ...s, structured: read.data as StructuredOf<K> }));
          }
        },
        done: (event) => {
          // The item joined the history, and the brand it was written for changed; the
          // result may have landed on a plan or a post.
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
            // A result generated again keeps the places the runs before landed on.
            links: { ...s.links, ...event.links },
          }));
        },
      });
      if (!outcome.ok) setState(failed);
      // However it ends, the run used AI (or was refused for lack of it): the meter moves.
      void queryClient.invalidateQueries({ queryKey: AI_USAGE_QUERY_KEY });
      return outcome;
    },
    [kind, queryClient],
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
    ({ content, historyId, version }: SavedText) => {
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
