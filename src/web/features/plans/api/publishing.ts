import type { PlanPublishing, PublishingSettings } from "@shared/publishing";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, api, withSignal } from "@/lib/api-client";

export type { PlanPublishing };

/** While something is on its way, the plan reads its publications again this often. */
const ACTIVE_POLL_MS = 3000;

const publishingKey = (planId: string) => ["plans", "publishing", planId] as const;

export const planPublishingQueryOptions = (planId: string) =>
  queryOptions({
    queryKey: publishingKey(planId),
    queryFn: ({ signal }) =>
      answer(api.publishing.plans[":id"].$get({ param: { id: planId } }, withSignal(signal))),
    refetchInterval: (query) =>
      query.state.data?.publications.some((p) =>
        ["scheduled", "publishing", "waiting_limit"].includes(p.status),
      )
        ? ACTIVE_POLL_MS
        : false,
  });

export const usePlanPublishing = (planId: string) => useQuery(planPublishingQueryOptions(planId));

function usePublishingMutation<V>(planId: string, call: (vars: V) => Promise<PlanPublishing>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (data) => queryClient.setQueryData(publishingKey(planId), data),
  });
}

/** "Agendar publicação": at the post's date and this time (the plan's default if none). */
export const useSchedulePost = (planId: string) =>
  usePublishingMutation(planId, ({ postId, time }: { postId: string; time?: string }) =>
    answer(
      api.publishing.plans[":id"].posts[":postId"].schedule.$post({
        param: { id: planId, postId },
        json: time ? { time } : {},
      }),
    ),
  );

export const useUnschedulePost = (planId: string) =>
  usePublishingMutation(planId, (postId: string) =>
    answer(
      api.publishing.plans[":id"].posts[":postId"].schedule.$delete({
        param: { id: planId, postId },
      }),
    ),
  );

/** "Publicar quando o cliente aprovar" and the posting times. */
export const useUpdatePublishingSettings = (planId: string) =>
  usePublishingMutation(planId, (settings: PublishingSettings) =>
    answer(api.publishing.plans[":id"].$patch({ param: { id: planId }, json: settings })),
  );
