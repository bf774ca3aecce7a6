import type { PlanDetail } from "@shared/plans";
import { mayBeAssigned, type WorkspaceMember } from "@shared/workspaces";
import { useQuery } from "@tanstack/react-query";
import { answer, api, withSignal } from "@/lib/api-client";
import { PLANS_QUERY_KEY } from "@/lib/query-client";

/**
 * The workspace's members, to name and choose a post's responsible (decision 058); a personal
 * workspace has only its owner, and reads the same list.
 */
export const useTeamMembers = () =>
  useQuery({
    queryKey: [...PLANS_QUERY_KEY, "members"],
    queryFn: ({ signal }) => answer(api.workspaces.members.$get({}, withSignal(signal))),
    staleTime: 60_000,
  });

/** Who may be made responsible for a post of this plan: the server's rule, mirrored. */
export const assigneesFor = (
  members: readonly WorkspaceMember[],
  plan: Pick<PlanDetail, "brandId">,
) =>
  members.filter(
    (member) =>
      mayBeAssigned(member.role) &&
      (member.brandIds === null ||
        (plan.brandId !== null && member.brandIds.includes(plan.brandId))),
  );
