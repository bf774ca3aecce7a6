import { spokenDate } from "@shared/dates";
import type { PlanPost } from "@shared/plans";
import type { ReactNode } from "react";
import { type PlanActions, PlanDay } from "./plan-day";
import { dayTitle, weekTitle } from "./plan-posts";

export type PlanCalendarProps = {
  byDay: ReadonlyMap<string, PlanPost[]>;
  commercial: ReadonlyMap<string, string>;
  range: { start: string; end: string };
  actions: PlanActions;
};

type WeekViewProps = PlanCalendarProps & {
  weeks: string[][];
  /** What a week's heading carries besides its dates ("Gerar roteiros da semana"). */
  weekExtra?: (days: string[]) => ReactNode;
};

/** The plan week by week: seven days side by side on a wide screen, one under another on a phone. */
export function PlanWeekView({ weeks, byDay, commercial, actions, weekExtra }: WeekViewProps) {
  return (
    <div className="flex flex-col gap-6">
      {weeks.map((days) => (
        <section
          key={days[0]}
          aria-label={`Semana de ${weekTitle(days)}`}
          className="flex flex-col gap-2"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-sm font-semibold">Semana de {weekTitle(days)}</h2>
            {weekExtra?.(days)}
          </div>
          <ul className="grid gap-2 lg:grid-cols-7">
            {days.map((date) => (
              <li key={date} className="rounded-md border p-2 lg:min-h-32">
                <PlanDay
                  date={date}
                  label={dayTitle(date)}
                  spokenLabel={spokenDate(date)}
                  posts={byDay.get(date)}
                  commercialDate={commercial.get(date)}
                  actions={actions}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
