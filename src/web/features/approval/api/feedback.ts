import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { accepted, answer, api, withSignal } from "@/lib/api-client";

const feedback = api.plans[":id"].posts[":postId"].feedback;

const unseenKey = ["feedback", "unseen"] as const;
const threadKey = (planId: string, postId: string) =>
  ["plans", planId, "posts", postId, "feedback"] as const;

/** The thread's latest messages, then older pages as asked ("Ver mensagens anteriores"). */
const threadQueryOptions = (planId: string, postId: string) =>
  infiniteQueryOptions({
    queryKey: threadKey(planId, postId),
    queryFn: ({ signal, pageParam }) =>
      answer(
        feedback.$get(
          { param: { id: planId, postId }, query: pageParam ? { before: pageParam } : {} },
          withSignal(signal),
        ),
      ),
    initialPageParam: "",
    getNextPageParam: (page) => (page.hasOlder ? page.entries[0]?.id : undefined),
    // Oldest first: the pages came newest first.
    select: (data) => data.pages.toReversed().flatMap((page) => page.entries),
  });

export const usePostThread = (planId: string, postId: string) =>
  useInfiniteQuery(threadQueryOptions(planId, postId));

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
