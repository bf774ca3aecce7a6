import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, api, withSignal } from "@/lib/api-client";
import { PLANS_QUERY_KEY } from "@/lib/query-client";
import { toast } from "@/lib/toast";

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

/**
 * "Restaurar": the version's text becomes the post's newest version, based on the version the
 * tab shows (a post that moved on since refuses it: 409 STALE_VERSION); the plan is read again.
 */
export function useRestorePostVersion(ref: PostRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ number, basedOn }: { number: number; basedOn: number }) =>
      answer(
        api.plans[":id"].posts[":postId"].versions[":number"].restore.$post({
          param: { id: ref.planId, postId: ref.postId, number: String(number) },
          json: { basedOn },
        }),
      ),
    onSuccess: (_restored, { number }) => toast.success(`Versão ${number} restaurada.`),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PLANS_QUERY_KEY }),
  });
}
