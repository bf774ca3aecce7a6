import { isRunning } from "@shared/generation/jobs";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, api, withSignal } from "@/lib/api-client";
import { JOBS_QUERY_KEY } from "@/lib/query-client";

// The member's generation jobs (decision 056): the history's "Em andamento" and a plan's week's
// run read the same list.

/**
 * The member's generation jobs running (and just ended): read again every 2 s while one runs, so
 * its progress and its end are seen; idle, only when the page is shown again (no polling).
 */
export const useGenerationJobs = () =>
  useQuery({
    queryKey: JOBS_QUERY_KEY,
    queryFn: ({ signal }) => answer(api.generate.jobs.$get({}, withSignal(signal))),
    refetchInterval: (query) => (query.state.data?.jobs.some(isRunning) ? 2_000 : false),
  });

/** "Cancelar": the job stops and saves nothing. */
export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(api.generate.jobs[":id"].cancel.$post({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
  });
}
