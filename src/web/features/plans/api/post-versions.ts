import type { PostTextField } from "@shared/plans";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, api, withSignal } from "@/lib/api-client";
import { PLANS_QUERY_KEY } from "@/lib/query-client";
import { toast } from "@/lib/toast";
import { invalidateWhenIdle, planChangeQueue, planQueryOptions, shownPostVersion } from "./plans";

type PostRef = { planId: string; postId: string };

// Under the plans' key: every change of a plan reads its posts' versions again too.
const versionsKey = ({ planId, postId }: PostRef) => [
  ...PLANS_QUERY_KEY,
  "versions",
  planId,
  postId,
];

/** A post's versions, newest first, without their text (decision 042). */
export const usePostVersions = (ref: PostRef) =>
  useQuery({
    queryKey: versionsKey(ref),
    queryFn: ({ signal }) =>
      answer(
        api.plans[":id"].posts[":postId"].versions.$get(
          { param: { id: ref.planId, postId: ref.postId } },
          withSignal(signal),
        ),
      ),
  });

/** One version with its text; a version never changes, so it is read once. */
export const postVersionQueryOptions = (ref: PostRef, number: number) =>
  queryOptions({
    queryKey: [...versionsKey(ref), number],
    queryFn: ({ signal }) =>
      answer(
        api.plans[":id"].posts[":postId"].versions[":number"].$get(
          { param: { id: ref.planId, postId: ref.postId, number: String(number) } },
          withSignal(signal),
        ),
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePostVersion = (ref: PostRef, number: number | null) =>
  useQuery({ ...postVersionQueryOptions(ref, number ?? 0), enabled: number !== null });

/** A restore: the version, the one the tab shows, and the parts to bring back (absent: all). */
type RestoreRequest = { number: number; basedOn: number; fields?: PostTextField[] };

/**
 * "Restaurar": the version's text (or the parts chosen) becomes the post's newest version. It waits in the plan's
 * queue of changes and is based on the version the tab shows when it is sent, so the tab's own
 * save still on its way does not make it stale; a post changed elsewhere refuses it (409
 * STALE_VERSION). The plan is read again once the queue is empty.
 */
export function useRestorePostVersion(ref: PostRef) {
  const queryClient = useQueryClient();
  return useMutation({
    ...planChangeQueue(ref.planId),
    mutationFn: ({ number, basedOn, fields }: RestoreRequest) =>
      answer(
        api.plans[":id"].posts[":postId"].versions[":number"].restore.$post({
          param: { id: ref.planId, postId: ref.postId, number: String(number) },
          json: {
            basedOn: shownPostVersion(queryClient, ref.planId, ref.postId) ?? basedOn,
            fields,
          },
        }),
      ),
    onSuccess: (restored, { number }) => {
      // The tab shows the restored text at once, at its new version, for the changes queued
      // after it to be based on.
      queryClient.setQueryData(planQueryOptions(ref.planId).queryKey, (plan) =>
        plan
          ? {
              ...plan,
              posts: plan.posts.map((p) =>
                p.id === ref.postId ? { ...p, ...restored.fields, version: restored.number } : p,
              ),
            }
          : plan,
      );
      toast.success(`Versão ${number} restaurada.`);
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => invalidateWhenIdle(queryClient, ref.planId),
  });
}
