import {
  type PlanDetail,
  type PlanPost,
  POST_TEXT_FIELDS,
  type PostCreate,
  type PostUpdate,
} from "@shared/plans";
import type { TaskUpdate } from "@shared/tasks";
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { accepted, answer, api, withSignal } from "@/lib/api-client";
import { takeEmbeddedPageData } from "@/lib/embedded-page-data";
import { toast } from "@/lib/toast";

const plansKey = ["plans"] as const;

export const planQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...plansKey, "item", id],
    queryFn: ({ signal }) => answer(api.plans[":id"].$get({ param: { id } }, withSignal(signal))),
  });

/** The plan; on the first load of its page, the one the server sent with it (decision 025). */
export const usePlan = (id: string) =>
  useQuery({
    ...planQueryOptions(id),
    initialData: () => takeEmbeddedPageData("plan", (data) => data.id === id),
  });

type PlanChange<V, A> = {
  planId: string;
  /** The plan as it shows while the server has not answered. */
  optimistic?: (plan: PlanDetail, variables: V) => PlanDetail;
  /** The plan once the server has answered. */
  settled?: (plan: PlanDetail, answer: A) => PlanDetail;
};

const mutationKey = (planId: string) => [...plansKey, "change", planId];

/**
 * The queue of a plan's changes: one at a time, in order, each sent on the plan as the ones
 * before left it. A change made outside `usePlanChange` (a restore) joins it too.
 */
export const planChangeQueue = (planId: string) => ({
  mutationKey: mutationKey(planId),
  scope: { id: mutationKey(planId).join("/") },
});

/** The version of a post this tab shows now: what a change of its text is based on. */
export const shownPostVersion = (queryClient: QueryClient, planId: string, postId: string) =>
  queryClient.getQueryData(planQueryOptions(planId).queryKey)?.posts.find((p) => p.id === postId)
    ?.version;

/**
 * Every change of a plan: shown at once (when it can be), rolled back with the server's
 * Portuguese message when refused, and the plan read again once no other change is on its way
 * (a read in between would bring back the state before the later changes).
 */
function usePlanChange<V, A>(mutationFn: (variables: V) => Promise<A>, change: PlanChange<V, A>) {
  const queryClient = useQueryClient();
  const { queryKey } = planQueryOptions(change.planId);
  return useMutation({
    ...planChangeQueue(change.planId),
    mutationFn,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      if (before && change.optimistic) {
        queryClient.setQueryData(queryKey, change.optimistic(before, variables));
      }
      return { before };
    },
    onError: (error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      toast.error(error.message);
    },
    onSuccess: (result) => {
      const plan = queryClient.getQueryData(queryKey);
      if (plan && change.settled) queryClient.setQueryData(queryKey, change.settled(plan, result));
    },
    onSettled: () => invalidateWhenIdle(queryClient, change.planId),
  });
}

export function invalidateWhenIdle(queryClient: QueryClient, planId: string) {
  // This mutation still counts itself while its onSettled runs.
  if (queryClient.isMutating({ mutationKey: mutationKey(planId) }) > 1) return;
  return queryClient.invalidateQueries({ queryKey: plansKey });
}

const replacePost = (plan: PlanDetail, post: PlanPost): PlanDetail => ({
  ...plan,
  posts: plan.posts.map((p) => (p.id === post.id ? post : p)),
});

/** A new post goes among its day's posts, after them, as the API orders them. */
const insertPost = (plan: PlanDetail, post: PlanPost): PlanDetail => {
  const index = plan.posts.findIndex((p) => p.date > post.date);
  const posts = [...plan.posts];
  posts.splice(index < 0 ? posts.length : index, 0, post);
  return { ...plan, posts };
};

/** Posts stay by date when one moves; its place among the day's others is the API's to say. */
const byDate = (posts: PlanPost[]) => posts.toSorted((a, b) => a.date.localeCompare(b.date));

export const useRenamePlan = (planId: string) =>
  usePlanChange(
    (title: string) => answer(api.plans[":id"].$patch({ param: { id: planId }, json: { title } })),
    { planId, optimistic: (plan, title) => ({ ...plan, title: title.trim() }) },
  );

/**
 * A post's edit. An edit of its text is based on the version this tab shows (read when it is
 * sent: the plan's changes go one at a time, so a tab's own earlier save is never stale), and a
 * post changed elsewhere meanwhile refuses it (409) instead of being overwritten.
 */
export const useUpdatePost = (planId: string) => {
  const queryClient = useQueryClient();
  return usePlanChange(
    ({ postId, changes }: { postId: string; changes: PostUpdate }) => {
      const shown = shownPostVersion(queryClient, planId, postId);
      const text = POST_TEXT_FIELDS.some((field) => changes[field] !== undefined);
      return answer(
        api.plans[":id"].posts[":postId"].$patch({
          param: { id: planId, postId },
          json: text && shown ? { ...changes, basedOn: shown } : changes,
        }),
      );
    },
    {
      planId,
      optimistic: (plan, { postId, changes }) => ({
        ...plan,
        posts: byDate(plan.posts.map((p) => (p.id === postId ? { ...p, ...changes } : p))),
      }),
      settled: replacePost,
    },
  );
};

export const useCreatePost = (planId: string) =>
  usePlanChange(
    (post: PostCreate) =>
      answer(api.plans[":id"].posts.$post({ param: { id: planId }, json: post })),
    { planId, settled: insertPost },
  );

export const useDuplicatePost = (planId: string) =>
  usePlanChange(
    (postId: string) =>
      answer(api.plans[":id"].posts[":postId"].duplicate.$post({ param: { id: planId, postId } })),
    { planId, settled: insertPost },
  );

export const useDeletePost = (planId: string) =>
  usePlanChange(
    (postId: string) =>
      accepted(api.plans[":id"].posts[":postId"].$delete({ param: { id: planId, postId } })),
    {
      planId,
      optimistic: (plan, postId) => ({ ...plan, posts: plan.posts.filter((p) => p.id !== postId) }),
    },
  );

/**
 * A post's task (decision 058): who is responsible and by when. Shown at once; the server's
 * rule (mayAssign) may refuse it, and the post goes back with its Portuguese message.
 */
export const useAssignPost = (planId: string) =>
  usePlanChange(
    ({ postId, ...task }: { postId: string } & TaskUpdate) =>
      answer(
        api.plans[":id"].posts[":postId"].task.$put({ param: { id: planId, postId }, json: task }),
      ),
    {
      planId,
      optimistic: (plan, { postId, assigneeId, dueOn }) => ({
        ...plan,
        posts: plan.posts.map((p) =>
          p.id === postId
            ? {
                ...p,
                assigneeId: assigneeId ?? (assigneeId === null ? null : p.assigneeId),
                dueOn: dueOn === undefined ? p.dueOn : dueOn,
              }
            : p,
        ),
      }),
      settled: replacePost,
    },
  );
