import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accepted, answer, api, withSignal } from "@/lib/api-client";

const offerKey = ["workspaces", "ownership-offer"] as const;
const offersToMeKey = ["workspaces", "ownership-offers"] as const;

/** The current workspace's pending offer (its owner's view). */
export const pendingOfferQueryOptions = () =>
  queryOptions({
    queryKey: offerKey,
    queryFn: ({ signal }) => answer(api.workspaces["ownership-offer"].$get({}, withSignal(signal))),
  });

export const usePendingOffer = (enabled: boolean) =>
  useQuery({ ...pendingOfferQueryOptions(), enabled });

/** The offers made to the viewer, in any of their workspaces. */
export const offersToMeQueryOptions = () =>
  queryOptions({
    queryKey: offersToMeKey,
    queryFn: ({ signal }) =>
      answer(api.workspaces["ownership-offers"].$get({}, withSignal(signal))),
  });

export const useOffersToMe = () => useQuery(offersToMeQueryOptions());

function useOfferChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKey }),
  });
}

export const useOfferOwnership = () =>
  useOfferChange((userId: string) =>
    answer(api.workspaces["ownership-offer"].$put({ json: { userId } })),
  );

export const useCancelOffer = () =>
  useOfferChange(() => accepted(api.workspaces["ownership-offer"].$delete()));

/**
 * Accepting moves roles and the workspace the new owner works in (and deleting or leaving
 * one moves members out of it): every query answers for the current workspace, so all are
 * read again.
 */
function useWorkspaceLifeChange<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries() });
}

export const useAnswerOffer = () =>
  useWorkspaceLifeChange(({ workspaceId, accept }: { workspaceId: string; accept: boolean }) => {
    const offer = api.workspaces["ownership-offers"][":workspaceId"];
    return accepted(
      accept
        ? offer.accept.$post({ param: { workspaceId } })
        : offer.decline.$post({ param: { workspaceId } }),
    );
  });

export const useLeaveWorkspace = () =>
  useWorkspaceLifeChange((workspaceId: string) =>
    accepted(api.workspaces.current.leave.$post({ json: { workspaceId } })),
  );

export const useDeleteWorkspace = () =>
  useWorkspaceLifeChange((name: string) =>
    accepted(api.workspaces.current.$delete({ json: { name } })),
  );
