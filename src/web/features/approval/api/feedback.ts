import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accepted, answer, api, withSignal } from "@/lib/api-client";

const feedback = api.plans[":id"].posts[":postId"].feedback;

const unseenKey = ["feedback", "unseen"] as const;
const threadKey = (planId: string, postId: string) =>
  ["plans", planId, "posts", postId, "feedback"] as const;

const threadQueryOptions = (planId: string, postId: string) =>
  queryOptions({
    queryKey: threadKey(planId, postId),
    queryFn: ({ signal }) =>
      answer(feedback.$get({ param: { id: planId, postId } }, withSignal(signal))),
  });

export const usePostThread = (planId: string, postId: string) =>
  useQuery(threadQueryOptions(planId, postId));

export function useReplyToClient(planId: string, postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      answer(feedback.$post({ param: { id: planId, postId }, json: { body } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadKey(planId, postId) }),
  });
}

/** Opening a thread takes its client messages off the badge. */
export function useMarkThreadSeen(planId: string, postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => accepted(feedback.seen.$post({ param: { id: planId, postId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unseenKey }),
  });
}

/** New client feedback across the owner's plans, for the "Meus planos" badge. */
export const useUnseenFeedback = () =>
  useQuery({
    queryKey: unseenKey,
    queryFn: ({ signal }) => answer(api.feedback.unseen.$get({}, withSignal(signal))),
    // Clients answer while the owner works elsewhere in the app.
    refetchInterval: 60_000,
  });
