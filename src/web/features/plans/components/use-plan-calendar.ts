import type { PlanDetail, PlanPost } from "@shared/plans";
import { windowCovering } from "@shared/plans";
import { useMemo, useRef } from "react";
import {
  channelsOf,
  commercialDatesByDay,
  filterPosts,
  keepUnchangedDays,
  type PostFilters,
  postsByDay,
  weeksOf,
} from "./plan-posts";

/**
 * What the plan's views are drawn from: its posts by day (filtered), its commercial dates, the
 * window its posts cover, its weeks and its channels.
 */
export function usePlanCalendar(plan: PlanDetail, { channel, status, responsible }: PostFilters) {
  // Derived once per change of the plan or the filters, not per day or per post.
  const lastByDay = useRef<ReadonlyMap<string, PlanPost[]>>(undefined);
  const byDay = useMemo(
    () =>
      keepUnchangedDays(
        lastByDay.current,
        postsByDay(filterPosts(plan.posts, { channel, status, responsible })),
      ),
    [plan.posts, channel, status, responsible],
  );
  lastByDay.current = byDay;
  const commercial = useMemo(
    () => commercialDatesByDay(plan.commercialDates),
    [plan.commercialDates],
  );
  // Worked out again from the posts: an optimistic move outside the window shows at once.
  const range = useMemo(() => {
    const window = windowCovering(
      plan,
      plan.posts.map((post) => post.date),
    );
    return { start: window.startDate, end: window.endDate };
  }, [plan, plan.posts]);
  const weeks = useMemo(() => weeksOf(range), [range]);
  const channels = useMemo(() => channelsOf(plan.posts), [plan.posts]);
  return { byDay, commercial, range, weeks, channels };
}
