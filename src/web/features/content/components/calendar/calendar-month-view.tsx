import { isoDay, monthTitle, WEEK_STARTS_ON } from "@shared/dates";
import type { StrategyCalendar } from "@shared/generation/calendar";
import { channelLabel } from "@shared/generation/options";
import {
  eachDayOfInterval,
  eachMonthOfInterval,
  endOfMonth,
  endOfWeek,
  isSameMonth,
  parseISO,
  startOfMonth,
  startOfWeek,
} from "date-fns";
import { WeekHeadings } from "@/components/week-headings";
import { cn } from "@/lib/utils";

/** date-fns' weeks, starting where the product's do. */
const WEEKS = { weekStartsOn: WEEK_STARTS_ON } as const;

const chunk = <T,>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, i * size + size),
  );

/** One grid per month of the window, the posts on their days and commercial dates marked. */
export function CalendarMonthView({ calendar }: { calendar: StrategyCalendar }) {
  const slotsByDay = new Map<string, StrategyCalendar["slots"]>();
  for (const slot of calendar.slots) {
    slotsByDay.set(slot.date, [...(slotsByDay.get(slot.date) ?? []), slot]);
  }
  const datesByDay = new Map(calendar.commercialDates.map((d) => [d.date, d.name]));
  const months = eachMonthOfInterval({
    start: parseISO(calendar.startDate),
    end: parseISO(calendar.endDate),
  });

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {months.map((month) => {
        const days = eachDayOfInterval({
          start: startOfWeek(startOfMonth(month), WEEKS),
          end: endOfWeek(endOfMonth(month), WEEKS),
        });
        const title = monthTitle(month.getFullYear(), month.getMonth() + 1);
        return (
          <table key={title} className="w-full table-fixed border-collapse text-xs">
            <caption className="mb-2 text-left text-sm font-semibold">{title}</caption>
            <WeekHeadings />
            <tbody>
              {chunk(days, 7).map((week) => (
                <tr key={week[0]!.toISOString()}>
                  {week.map((day) => {
                    const key = isoDay(day);
                    const inMonth = isSameMonth(day, month);
                    const slots = inMonth ? (slotsByDay.get(key) ?? []) : [];
                    const commercial = inMonth ? datesByDay.get(key) : undefined;
                    return (
                      <td
                        key={key}
                        className={cn(
                          "h-16 border align-top p-1",
                          !inMonth && "bg-muted/40 text-muted-foreground/50",
                          commercial && "bg-warning/10",
                        )}
                      >
                        <span className="block text-right">{day.getDate()}</span>
                        {commercial && (
                          <span
                            className="block truncate font-semibold text-warning"
                            title={commercial}
                          >
                            {commercial}
                          </span>
                        )}
                        {slots.map((slot) => (
                          <span
                            key={slot.channel}
                            className="mt-0.5 block truncate rounded bg-primary/10 px-1 text-primary"
                            title={`${channelLabel(slot.channel)}: ${slot.theme}`}
                          >
                            {channelLabel(slot.channel)}
                          </span>
                        ))}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}
