import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { accepted, api, withSignal } from "@/lib/api-client";
import {
  AI_USAGE_QUERY_KEY,
  HISTORY_QUERY_KEY,
  JOBS_QUERY_KEY,
  PLANS_QUERY_KEY,
} from "@/lib/query-client";

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
      try {
        // The stream's reader (and zod, which checks its events) loads once a job runs: not
        // with the history's page, which lists the jobs (decision 068).
        const { streamEvents } = await import("@/lib/sse");
        if (controller.signal.aborted) return;
        const call = api.generate.jobs[":id"].events.$get(
          { param: { id }, query: {} },
          withSignal(controller.signal),
        );
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
      void queryClient.invalidateQueries({ queryKey: PLANS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: AI_USAGE_QUERY_KEY });
    })();
    return () => controller.abort();
  }, [id, running, queryClient]);
  return text;
}

/**
 * "Tentar de novo": a failed job asked again as a new one; the list follows it (the request's
 * stream is only kept open until it is queued).
 */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await accepted(api.generate.jobs[":id"].retry.$post({ param: { id } }));
      await response.body?.cancel();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
  });
}
