import type { StrategyCalendar } from "@shared/generation/calendar";
import { channelLabel } from "@shared/generation/options";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { dayWithWeekday } from "@/lib/format";

/** Every posting slot of the strategy, in date order. */
export function CalendarTable({ calendar }: { calendar: StrategyCalendar }) {
  return (
    <Table cards>
      <caption className="sr-only">Calendário de publicações</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Data</TableHead>
          <TableHead>Canal</TableHead>
          <TableHead>Tema</TableHead>
          <TableHead>Formato</TableHead>
          <TableHead>Gancho</TableHead>
          <TableHead>Chamada para ação</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {calendar.slots.map((slot) => (
          <TableRow key={`${slot.date}-${slot.channel}`}>
            <TableCell className="whitespace-nowrap font-medium">
              {dayWithWeekday(slot.date)}
              {slot.commercialDate && (
                <span className="block text-xs font-medium text-warning">
                  {slot.commercialDate}
                </span>
              )}
            </TableCell>
            <TableCell label="Canal">{channelLabel(slot.channel)}</TableCell>
            <TableCell label="Tema">{slot.theme}</TableCell>
            <TableCell label="Formato">{slot.format}</TableCell>
            <TableCell label="Gancho">{slot.hook}</TableCell>
            <TableCell label="Chamada para ação">{slot.callToAction}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
