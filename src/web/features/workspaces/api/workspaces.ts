import type { MemberUpdate, TeamWithBrands } from "@shared/workspace-requests";
import type { WorkspaceMember } from "@shared/workspaces";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accepted, answer, api, withSignal } from "@/lib/api-client";

export type { WorkspaceMember };

const workspacesKey = ["workspaces"] as const;
const membersKey = [...workspacesKey, "members"] as const;

export const workspaceListQueryOptions = () =>
  queryOptions({
    queryKey: [...workspacesKey, "list"],
    queryFn: ({ signal }) => answer(api.workspaces.$get({}, withSignal(signal))),
  });

/** The user's workspaces, read when the switcher opens (`enabled`). */
export const useWorkspaceList = (enabled = true) =>
  useQuery({ ...workspaceListQueryOptions(), enabled });

/**
 * Every query answers for the current workspace (/api/me names it): after a switch or a new
 * workspace all of them are read again, so no list shows the previous workspace's content.
 */
function useWorkspaceChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries() });
}

export const useSwitchWorkspace = () =>
  useWorkspaceChange((workspaceId: string) =>
    accepted(api.workspaces.current.$put({ json: { workspaceId } })),
  );

export const useCreateWorkspace = () =>
  useWorkspaceChange((name: string) => answer(api.workspaces.$post({ json: { name } })));

export const useBecomeTeam = () =>
  useWorkspaceChange((name: string) =>
    answer(api.workspaces.current.team.$post({ json: { name } })),
  );

export const memberListQueryOptions = () =>
  queryOptions({
    queryKey: [...membersKey, "list"],
    queryFn: ({ signal }) => answer(api.workspaces.members.$get({}, withSignal(signal))),
  });

/** The current workspace's members; `enabled` false reads nothing (a personal workspace). */
export const useMemberList = (enabled = true) => useQuery({ ...memberListQueryOptions(), enabled });

/** The workspace's brands by id, to name a member's brand access. */
export const useWorkspaceBrands = () =>
  useQuery({
    queryKey: [...workspacesKey, "brands"],
    queryFn: ({ signal }) => answer(api.brands.$get({}, withSignal(signal))),
  });

function useMemberChange<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey }),
  });
}

export const useUpdateMember = () =>
  useMemberChange(({ userId, changes }: { userId: string; changes: MemberUpdate }) =>
    answer(api.workspaces.members[":userId"].$patch({ param: { userId }, json: changes })),
  );

export const useRemoveMember = () =>
  useMemberChange((userId: string) =>
    accepted(api.workspaces.members[":userId"].$delete({ param: { userId } })),
  );

/** "Nova equipe com marcas": a new team takes chosen brands of the personal workspace. */
export const useNewTeamWithBrands = () =>
  useWorkspaceChange((input: TeamWithBrands) =>
    answer(api.workspaces.current["new-team"].$post({ json: input })),
  );
