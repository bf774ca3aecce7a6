import { channels, labelOf } from "@shared/generation/options";
import { format, parseISO } from "date-fns";
import { ptBR } from "date-fns/locale";

type Channel = (typeof channels)[number]["value"];

export const channelLabel = (value: string) => labelOf(channels, value as Channel);

/** "2026-03-15" is a calendar day, not an instant: read it in local time, show it in pt-BR. */
export const slotDate = (isoDate: string) =>
  format(parseISO(isoDate), "dd/MM/yyyy (EEE)", { locale: ptBR });

/** "2026-03-15" as 15/03/2026, read in local time like slotDate. */
export const calendarDay = (isoDate: string) => format(parseISO(isoDate), "dd/MM/yyyy");
