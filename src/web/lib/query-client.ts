import { QueryClient } from "@tanstack/react-query";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: 0 },
  },
});

/** The history's queries: what saves a new item (a generation, an AI edit) marks them stale. */
export const HISTORY_QUERY_KEY = ["history"] as const;

/** The plans' queries: a script linked to a post or a plan made from a strategy marks them stale. */
export const PLANS_QUERY_KEY = ["plans"] as const;

/** The AI meter's query: every generation and AI edit marks it stale when it ends. */
export const AI_USAGE_QUERY_KEY = ["ai-usage"] as const;

/** The member's generation jobs (decision 056): what queues or cancels one marks them stale. */
export const JOBS_QUERY_KEY = ["generation-jobs"] as const;
