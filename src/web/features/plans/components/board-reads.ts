import { usePlanPublishing } from "../api/publishing";

/** No read of the header's own. */
export const noReads = () => undefined;

/**
 * What the board reads besides the plan and its members (the plan's publications, the member's
 * generation jobs, what the header's actions show), asked beside the plan rather than once the
 * board is drawn: their answers come before or with the plan's, and the board is drawn once
 * with them instead of again for each (issue 47). It renders nothing, so its own renders as
 * each answer comes cost nothing; it stays mounted, so no answer on its way is dropped when the
 * board's own reads take over.
 */
export function BoardReads({
  planId,
  useJobs,
  useHeaderReads,
}: {
  planId: string;
  useJobs: () => unknown;
  useHeaderReads: (planId: string) => unknown;
}) {
  usePlanPublishing(planId);
  useJobs();
  useHeaderReads(planId);
  return null;
}
