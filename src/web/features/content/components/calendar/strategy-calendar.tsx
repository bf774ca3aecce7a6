import type { StrategyCalendar as Calendar } from "@shared/generation/calendar";
import { CalendarDays, Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { api } from "@/lib/api-client";
import { dayWithWeekday } from "@/lib/format";
import { CalendarMonthView } from "./calendar-month-view";
import { CalendarTable } from "./calendar-table";

const calendarFile = {
  ics: api.history[":id"]["calendar.ics"],
  csv: api.history[":id"]["calendar.csv"],
};

/**
 * The strategy's 3-month posting calendar, as month grids and as a table, with its downloads
 * once it is saved (the files are built by the server from the saved history item).
 */
export function StrategyCalendar({
  calendar,
  historyId,
}: {
  calendar: Calendar;
  historyId?: string | null;
}) {
  return (
    <section aria-labelledby="calendar-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="calendar-heading" className="flex items-center gap-2 text-lg font-semibold">
            <CalendarDays className="h-5 w-5 text-primary" aria-hidden="true" />
            Calendário de Conteúdo
          </h2>
          <p className="text-sm text-muted-foreground">
            De {dayWithWeekday(calendar.startDate)} a {dayWithWeekday(calendar.endDate)} ·{" "}
            {calendar.slots.length} publicações
          </p>
        </div>
        {historyId && (
          <div className="flex gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={calendarFile.ics.$path({ param: { id: historyId } })} download>
                <Download aria-hidden="true" />
                Baixar .ics
              </a>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={calendarFile.csv.$path({ param: { id: historyId } })} download>
                <Download aria-hidden="true" />
                Baixar .csv
              </a>
            </Button>
          </div>
        )}
      </div>
      <Tabs defaultValue="month">
        <TabsList>
          <TabsTrigger value="month">Mês a mês</TabsTrigger>
          <TabsTrigger value="table">Tabela</TabsTrigger>
        </TabsList>
        <TabsContent value="month">
          <CalendarMonthView calendar={calendar} />
        </TabsContent>
        <TabsContent value="table">
          <CalendarTable calendar={calendar} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
