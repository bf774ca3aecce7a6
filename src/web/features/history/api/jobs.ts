import type { GenerationJobView } from "@shared/generation/jobs";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { AI_USAGE_QUERY_KEY } from "@/lib/ai-usage";
import { answer, api, withSignal } from "@/lib/api-client";
import { HISTORY_QUERY_KEY } from "@/lib/query-client";
import { streamEvents } from "@/lib/sse";

export type { GenerationJobView };

const JOBS_QUERY_KEY = ["generation-jobs"] as const;

export const isRunning = (job: GenerationJobView) =>
  job.status === "queued" || job.status === "running";

/**
 * The member's generation jobs running (and just ended): read again every few seconds while one
 * runs, so a job started on another page or device shows up.
 */
export const useGenerationJobs = () =>
  useQuery({
    queryKey: JOBS_QUERY_KEY,
    queryFn: ({ signal }) => answer(api.generate.jobs.$get({}, withSignal(signal))),
    refetchInterval: (query) => (query.state.data?.jobs.some(isRunning) ? 3_000 : 15_000),
  });

/**
 * A running job's text as it is written, read from its first event (a page opened again reads
 * what it missed, then follows); once it ends, the history and the list are read again.
 */
export function useJobText(id: string, running: boolean) {
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  useEffect(() => {
    if (!running) return;
    const controller = new AbortController();
    void (async () => {
      const call = api.generate.jobs[":id"].events.$get(
        { param: { id }, query: {} },
        withSignal(controller.signal),
      );
      try {
        for await (const event of streamEvents(call)) {
          // A second start is the job retried from the beginning.
          if (event.type === "start") setText("");
          else if (event.type === "delta") setText((t) => t + event.text);
          else if (event.type === "done") setText(event.content);
        }
      } catch {
        // The list shows the job's state; its text is only a preview.
      }
      if (controller.signal.aborted) return;
      void queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: AI_USAGE_QUERY_KEY });
    })();
    return () => controller.abort();
  }, [id, running, queryClient]);
  return text;
}

/** "Cancelar": the job stops and saves nothing. */
export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(api.generate.jobs[":id"].cancel.$post({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
  });
}
