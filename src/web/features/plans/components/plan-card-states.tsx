import type { PlanDetail } from "@shared/plans";
import type { ReactNode } from "react";
import { usePostJobs } from "../api/post-jobs";
import { PostJobsContext } from "./post-jobs";
import { PlanPublications, usePublicationsByPost } from "./post-publishing";

/**
 * What the plan's cards show beside each post, its generation job and its publications, each
 * read by a provider of its own around the board: their answers (and each poll while something
 * runs) render the cards that show them, never the whole board again (issue 47).
 */
export function PlanCardStates({ plan, children }: { plan: PlanDetail; children: ReactNode }) {
  return (
    <PublicationsOfPlan planId={plan.id}>
      <JobsOfPlan plan={plan}>{children}</JobsOfPlan>
    </PublicationsOfPlan>
  );
}

function PublicationsOfPlan({ planId, children }: { planId: string; children: ReactNode }) {
  return <PlanPublications value={usePublicationsByPost(planId)}>{children}</PlanPublications>;
}

function JobsOfPlan({ plan, children }: { plan: PlanDetail; children: ReactNode }) {
  return <PostJobsContext value={usePostJobs(plan)}>{children}</PostJobsContext>;
}
