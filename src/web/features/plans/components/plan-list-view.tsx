import { memo, useRef } from "react";
import { OnApproach, useFocusedOnce } from "./month-on-approach";
import { CommercialDateTag } from "./plan-day";
import { dayTitle, weekTitle } from "./plan-posts";
import type { PlanCalendarProps } from "./plan-week-view";
import { PostCard } from "./post-card";

type ListViewProps = PlanCalendarProps & { weeks: string[][] };

/**
 * The weeks of Lista written out from the start: more than a phone's screen, and what a move
 * from the keyboard reaches from the first posts. The weeks after them render as the reader
 * scrolls near, or all once focus is inside the list (issue 47: a 65-post plan is 13 weeks, and
 * writing out every post was most of a phone's work after the plan's data).
 */
const EAGER_WEEKS = 2;

// A week's heading, each day's title, and each post's card (three lines and its status).
const weekHeight = (busy: string[], byDay: ListViewProps["byDay"]) =>
  `${2 + busy.length * 1.5 + busy.reduce((n, d) => n + (byDay.get(d)?.length ?? 0), 0) * 5.75}rem`;

/**
 * The plan as a list: only the days with posts or a commercial date, week by week. Memoized:
 * the plan page re-renders for its panel, its filters' members or an announcement.
 */
export const PlanListView = memo(function PlanListView({
  weeks,
  byDay,
  commercial,
  actions,
}: ListViewProps) {
  const list = useRef<HTMLDivElement>(null);
  const everyWeek = useFocusedOnce(list);
  const shown = weeks
    .map((days) => ({ days, busy: days.filter((d) => byDay.has(d) || commercial.has(d)) }))
    .filter(({ busy }) => busy.length > 0);
  if (shown.length === 0) {
    return <p className="py-8 text-center text-muted-foreground">Nenhuma publicação encontrada.</p>;
  }
  return (
    <div ref={list} className="flex flex-col gap-6">
      {shown.map(({ days, busy }, index) => (
        <OnApproach
          key={days[0]}
          title={`Semana de ${weekTitle(days)}`}
          height={weekHeight(busy, byDay)}
          shown={everyWeek || index < EAGER_WEEKS}
        >
          {() => (
            <section aria-label={`Semana de ${weekTitle(days)}`} className="flex flex-col gap-3">
              <h2 className="text-sm font-semibold">Semana de {weekTitle(days)}</h2>
              {busy.map((date) => (
                <div key={date} data-day={date} className="flex flex-col gap-2">
                  <h3 className="text-xs font-medium text-muted-foreground">
                    {dayTitle(date)}
                    {commercial.has(date) && (
                      <CommercialDateTag name={commercial.get(date) ?? ""} className="ml-2" />
                    )}
                  </h3>
                  <ul className="flex flex-col gap-2">
                    {byDay.get(date)?.map((post) => (
                      <li key={post.id}>
                        <PostCard
                          post={post}
                          onOpen={actions.onOpen}
                          onMove={actions.onMove}
                          hintId={actions.hintId}
                          className="text-sm"
                        />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          )}
        </OnApproach>
      ))}
    </div>
  );
});
