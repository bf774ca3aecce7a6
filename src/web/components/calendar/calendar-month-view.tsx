import type { StrategyCalendar } from "@shared/generation/calendar";
import {
  eachDayOfInterval,
  eachMonthOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isSameMonth,
  parseISO,
  startOfMonth,
  startOfWeek,
} from "date-fns";
import { ptBR } from "date-fns/locale";
import { cn } from "@/lib/utils";
import { channelLabel } from "./calendar-format";

const WEEKDAYS = ["Dom", "Seg", "Ter", "Qua", "Qui", "Sex", "Sáb"];

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
          start: startOfWeek(startOfMonth(month)),
          end: endOfWeek(endOfMonth(month)),
        });
        const monthName = format(month, "MMMM 'de' yyyy", { locale: ptBR });
        const title = monthName.charAt(0).toUpperCase() + monthName.slice(1);
        return (
          <table key={title} className="w-full table-fixed border-collapse text-xs">
            <caption className="mb-2 text-left text-sm font-semibold">{title}</caption>
            <thead>
              <tr>
                {WEEKDAYS.map((day) => (
                  <th key={day} scope="col" className="pb-1 font-medium text-muted-foreground">
                    {day}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chunk(days, 7).map((week) => (
                <tr key={week[0]!.toISOString()}>
                  {week.map((day) => {
                    const key = format(day, "yyyy-MM-dd");
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
                        <span className="block text-right">{format(day, "d")}</span>
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
