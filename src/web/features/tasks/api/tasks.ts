import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accepted, answer, api, withSignal } from "@/lib/api-client";
import { PLANS_QUERY_KEY } from "@/lib/query-client";

// Under the plans' key: a post taken, handed over or moved on a plan reads the list again.
const tasksKey = [...PLANS_QUERY_KEY, "tasks"] as const;

/** "Minhas tarefas": my posts in this workspace, the nearest due first. */
export const useMyTasks = () =>
  useQuery({
    queryKey: tasksKey,
    queryFn: ({ signal }) => answer(api.tasks.$get({}, withSignal(signal))),
  });

/**
 * The new tasks were shown: the next reading no longer marks them "Novo" (the list on screen
 * keeps its marks until then, so nothing jumps while it is read).
 */
export const useSeeTasks = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => accepted(api.tasks.seen.$post()),
    onError: () => queryClient.invalidateQueries({ queryKey: tasksKey }),
  });
};
