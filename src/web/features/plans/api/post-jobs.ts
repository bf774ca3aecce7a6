import { isRunning } from "@shared/generation/jobs";
import type { PlanDetail } from "@shared/plans";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import { PLANS_QUERY_KEY } from "@/lib/query-client";
import { usePlanPieces } from "../components/plan-pieces";
import type { PostJobState } from "../components/post-jobs";

/** No jobs: the same map before and after the jobs come, so no card renders again. */
const NO_JOBS: ReadonlyMap<string, PostJobState> = new Map();

/**
 * The plan's posts with a generation job queued or running, from the member's jobs (read again
 * every 2 s only while one runs). When one ends, the plan is read again: its result is on it.
 */
export function usePostJobs(plan: PlanDetail): ReadonlyMap<string, PostJobState> {
  const { data } = usePlanPieces().useGenerationJobs();
  const queryClient = useQueryClient();
  const jobs = useMemo(() => {
    const onPlan = new Set(plan.posts.map((post) => post.id));
    const states = new Map<string, PostJobState>();
    for (const job of data?.jobs ?? []) {
      if (!job.postId || !onPlan.has(job.postId) || !isRunning(job)) continue;
      if (states.get(job.postId) !== "running") states.set(job.postId, job.status as PostJobState);
    }
    return states.size ? states : NO_JOBS;
  }, [data, plan.posts]);

  const ids = [...jobs.keys()].sort().join(" ");
  const before = useRef(ids);
  useEffect(() => {
    const ended = before.current.split(" ").some((id) => id && !ids.includes(id));
    before.current = ids;
    if (ended) void queryClient.invalidateQueries({ queryKey: PLANS_QUERY_KEY });
  }, [ids, queryClient]);
  return jobs;
}
