import { spokenDate } from "@shared/dates";
import { memo, useMemo, useRef, useState } from "react";
import { WeekHeadings } from "@/components/week-headings";
import { cn } from "@/lib/utils";
import { monthHeight, monthShownFirst, OnApproach, useFocusedOnce } from "./month-on-approach";
import { CommercialDateTag, PlanDay } from "./plan-day";
import { type MonthGrid, monthGrids } from "./plan-posts";
import type { PlanCalendarProps } from "./plan-week-view";
import { PostCard } from "./post-card";
import { StatusDot } from "./post-status";

function MonthTable({
  month,
  range,
  cell,
}: {
  /** The plan's days: the others of the month are dimmed. */
  range: { start: string; end: string };
  month: MonthGrid;
  /** The `<td>` of a day, keyed by the day, with the grid's classes (its border, dimmed outside). */
  cell: (date: string, className: string) => React.ReactNode;
}) {
  return (
    <table className="w-full table-fixed border-collapse">
      <caption className="mb-2 text-left text-sm font-semibold">{month.title}</caption>
      <WeekHeadings />
      <tbody>
        {month.weeks.map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((date, i) =>
              date ? (
                cell(
                  date,
                  date < range.start || date > range.end
                    ? "border p-1 align-top bg-muted/40"
                    : "border p-1 align-top",
                )
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the blank days of a week are its positions
                <td key={i} className="border bg-muted/40" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const dayNumber = (date: string) => String(Number(date.slice(8)));

/**
 * Each month of the plan as a grid, every post written out on its day. Memoized, its grids
 * too: the plan page re-renders for its panel or an announcement, and each render here formats
 * every day's spoken date before PlanDay's memo can skip it.
 */
export const PlanMonthView = memo(function PlanMonthView({
  range,
  byDay,
  commercial,
  actions,
}: PlanCalendarProps) {
  const months = useMemo(() => monthGrids(range), [range]);
  const grid = useRef<HTMLDivElement>(null);
  const everyMonth = useFocusedOnce(grid);
  return (
    <div ref={grid} className="flex flex-col gap-8">
      {months.map((month) => (
        <OnApproach
          key={month.title}
          title={month.title}
          height={monthHeight(month)}
          shown={everyMonth || monthShownFirst(month, range.start)}
        >
          {() => (
            <MonthTable
              month={month}
              range={range}
              cell={(date, className) => (
                <PlanDay
                  key={date}
                  as="td"
                  date={date}
                  label={dayNumber(date)}
                  spokenLabel={spokenDate(date)}
                  posts={byDay.get(date)}
                  commercialDate={commercial.get(date)}
                  actions={actions}
                  // A cell's height is its least (a min-height the cell of a table ignores):
                  // posts make it taller.
                  className={`${className} h-26 space-y-1`}
                />
              )}
            />
          )}
        </OnApproach>
      ))}
    </div>
  );
});

const postCount = (count: number) =>
  count === 0 ? "nenhuma publicação" : count === 1 ? "1 publicação" : `${count} publicações`;

/**
 * Mês on a phone: seven columns of 50 px hold no text, so each day shows its posts as status
 * dots, and the day chosen lists its posts in full under its month.
 */
export function PlanCompactMonthView({ range, byDay, commercial, actions }: PlanCalendarProps) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-8">
      {monthGrids(range).map((month) => {
        const selectedHere =
          selected && month.weeks.some((w) => w.includes(selected)) ? selected : null;
        return (
          <div key={month.title} className="flex flex-col gap-3">
            <MonthTable
              month={month}
              range={range}
              cell={(date, className) => {
                const posts = byDay.get(date) ?? [];
                const holiday = commercial.get(date);
                return (
                  <td key={date} className={className}>
                    <button
                      type="button"
                      aria-pressed={date === selected}
                      aria-label={`${spokenDate(date)}: ${postCount(posts.length)}${holiday ? `, ${holiday}` : ""}`}
                      className={cn(
                        "flex min-h-11 w-full cursor-pointer flex-col items-center gap-1 rounded-sm py-1 text-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                        holiday && "font-semibold ring-2 ring-warning ring-inset",
                        date === selected && "bg-primary text-primary-foreground",
                      )}
                      onClick={() => setSelected(date === selected ? null : date)}
                    >
                      {dayNumber(date)}
                      <span className="flex flex-wrap justify-center gap-0.5">
                        {posts.map((post) => (
                          <StatusDot key={post.id} status={post.status} className="size-1.5" />
                        ))}
                      </span>
                    </button>
                  </td>
                );
              }}
            />
            {selectedHere && (
              <section
                aria-label={spokenDate(selectedHere)}
                data-day={selectedHere}
                className="flex flex-col gap-2"
              >
                <div className="flex items-center justify-between gap-2">
                  <h2 className="text-sm font-semibold first-letter:uppercase">
                    {spokenDate(selectedHere)}
                  </h2>
                  <button
                    type="button"
                    className="min-h-11 cursor-pointer rounded-md px-3 text-sm font-medium text-primary hover:bg-accent"
                    onClick={() => actions.onAdd(selectedHere)}
                  >
                    Adicionar neste dia
                  </button>
                </div>
                {commercial.has(selectedHere) && (
                  <CommercialDateTag name={commercial.get(selectedHere) ?? ""} />
                )}
                {byDay
                  .get(selectedHere)
                  ?.map((post) => (
                    <PostCard
                      key={post.id}
                      post={post}
                      onOpen={actions.onOpen}
                      onMove={actions.onMove}
                      hintId={actions.hintId}
                      className="text-sm"
                    />
                  )) ?? (
                  <p className="text-sm text-muted-foreground">Nenhuma publicação neste dia.</p>
                )}
              </section>
            )}
          </div>
        );
      })}
    </div>
  );
}
