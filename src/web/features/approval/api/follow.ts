import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, api, withSignal } from "@/lib/api-client";

const follow = api.plans[":id"].follow;

const followKey = (planId: string) => ["plans", planId, "follow"] as const;

/** Whether the viewer follows the plan (hears of its client's answers by e-mail). */
export const useFollow = (planId: string) =>
  useQuery(
    queryOptions({
      queryKey: followKey(planId),
      queryFn: ({ signal }) => answer(follow.$get({ param: { id: planId } }, withSignal(signal))),
    }),
  );

/** "Seguir" on or off; the answer is the new state. */
export function useSetFollow(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (following: boolean) =>
      answer(
        following
          ? follow.$put({ param: { id: planId } })
          : follow.$delete({ param: { id: planId } }),
      ),
    onSuccess: (state) => queryClient.setQueryData(followKey(planId), state),
  });
}
