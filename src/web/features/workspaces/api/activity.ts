import type { ActivityPage } from "@shared/activity";
import { useInfiniteQuery } from "@tanstack/react-query";
import { answer, api, withSignal } from "@/lib/api-client";

export type ActivityFilters = { member: string; brand: string };

/**
 * The workspace's activity log, page after page ("Carregar mais"): each page starts where the
 * last one ended (its cursor). "" filters nothing.
 */
export const useActivity = ({ member, brand }: ActivityFilters) =>
  useInfiniteQuery({
    queryKey: ["workspaces", "activity", { member, brand }],
    initialPageParam: "",
    queryFn: ({ pageParam, signal }): Promise<ActivityPage> =>
      answer(
        api.workspaces.activity.$get(
          {
            query: {
              ...(member ? { member } : {}),
              ...(brand ? { brand } : {}),
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          },
          withSignal(signal),
        ),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
