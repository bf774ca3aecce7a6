import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accepted, answer, api, withSignal } from "@/lib/api-client";

const plan = api.plans[":id"];

/** Where a plan's downloads are: the server answers them as attachments. */
export const planFileHref = (id: string, extension: "ics" | "csv") =>
  (extension === "ics" ? plan["export.ics"] : plan["export.csv"]).$path({ param: { id } });

/** Google Calendar's "add by URL" page, given the feed (it accepts the webcal:// form). */
export const googleCalendarHref = (webcalUrl: string) =>
  `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl)}`;

const feedQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["plans", "item", id, "feed"],
    queryFn: ({ signal }) => answer(plan.feed.$get({ param: { id } }, withSignal(signal))),
  });

/** Whether the plan's feed is published, and since when (never its URL: see usePublishFeed). */
export const usePlanFeed = (id: string, enabled: boolean) =>
  useQuery({ ...feedQueryOptions(id), enabled });

/**
 * Publishes the feed under a new secret URL (any earlier URL stops working). The answer is
 * the only time the server tells the URL: the caller keeps it to show.
 */
export function usePublishFeed(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answer(plan.feed.$post({ param: { id } })),
    onSuccess: (links) =>
      queryClient.setQueryData(feedQueryOptions(id).queryKey, {
        active: true,
        createdAt: links.createdAt,
      }),
  });
}

export type FeedLinks = NonNullable<ReturnType<typeof usePublishFeed>["data"]>;

export function useRevokeFeed(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => accepted(plan.feed.$delete({ param: { id } })),
    onSuccess: () =>
      queryClient.setQueryData(feedQueryOptions(id).queryKey, { active: false, createdAt: null }),
  });
}
