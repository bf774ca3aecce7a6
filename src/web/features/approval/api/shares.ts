import type { ShareExpiry } from "@shared/approval";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accepted, answer, api, withSignal } from "@/lib/api-client";

const shares = api.plans[":id"].shares;

const sharesKey = (planId: string) => ["plans", planId, "shares"] as const;

const sharesQueryOptions = (planId: string) =>
  queryOptions({
    queryKey: sharesKey(planId),
    queryFn: ({ signal }) => answer(shares.$get({ param: { id: planId } }, withSignal(signal))),
  });

/** The plan's active links (the dialog reads them when it opens). */
export const useShares = (planId: string, enabled: boolean) =>
  useQuery({ ...sharesQueryOptions(planId), enabled });

/** Every change of a link reads the list again: a created link's URL is in its answer only. */
function useShareMutation<V, R>(planId: string, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesKey(planId) }),
  });
}

export const useCreateShare = (planId: string) =>
  useShareMutation(planId, (expiresIn: ShareExpiry) =>
    answer(shares.$post({ param: { id: planId }, json: { expiresIn } })),
  );

export const useRevokeShare = (planId: string) =>
  useShareMutation(planId, (shareId: string) =>
    accepted(shares[":shareId"].$delete({ param: { id: planId, shareId } })),
  );

export const useReplaceShare = (planId: string) =>
  useShareMutation(planId, (shareId: string) =>
    answer(shares[":shareId"].replace.$post({ param: { id: planId, shareId } })),
  );
