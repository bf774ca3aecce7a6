import { CommercialDateTag } from "./plan-day";
import { dayTitle, weekTitle } from "./plan-posts";
import type { PlanCalendarProps } from "./plan-week-view";
import { PostCard } from "./post-card";

type ListViewProps = PlanCalendarProps & { weeks: string[][] };

/** The plan as a list: only the days with posts or a commercial date, week by week. */
export function PlanListView({ weeks, byDay, commercial, actions }: ListViewProps) {
  const shown = weeks
    .map((days) => ({ days, busy: days.filter((d) => byDay.has(d) || commercial.has(d)) }))
    .filter(({ busy }) => busy.length > 0);
  if (shown.length === 0) {
    return <p className="py-8 text-center text-muted-foreground">Nenhuma publicação encontrada.</p>;
  }
  return (
    <div className="flex flex-col gap-6">
      {shown.map(({ days, busy }) => (
        <section
          key={days[0]}
          aria-label={`Semana de ${weekTitle(days)}`}
          className="flex flex-col gap-3"
        >
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
      ))}
    </div>
  );
}
