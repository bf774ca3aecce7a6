import { z } from "zod";
import { FUNNEL_STAGE_VALUES } from "./funnel.ts";
import { channels, values } from "./options.ts";

/** A dated posting slot laid out by our code; the model only fills the creative fields. */
export const calendarSlotSchema = z.object({
  date: z.iso.date(),
  /** A channel's value (migration 0018 moved older calendars' labels to values). */
  channel: z.enum(values(channels)),
  theme: z.string(),
  format: z.string(),
  hook: z.string(),
  callToAction: z.string(),
  /** The Brazilian commercial date this slot ties into, if any (e.g. "Dia das Mães"). */
  commercialDate: z.string().nullable(),
  /** Written by the offline composer where the model did not fill it (DEMO_DRAFT_LABEL). */
  demo: z.boolean().optional(),
  /**
   * The strategy's pillar the post belongs to and the funnel stage it serves (funnel.ts), as
   * the calendar laid them out and the model was told them. Absent from calendars made before.
   */
  pillar: z.string().optional(),
  stage: z.enum(FUNNEL_STAGE_VALUES).optional(),
});

export type CalendarSlot = z.infer<typeof calendarSlotSchema>;

export const commercialDateSchema = z.object({ date: z.iso.date(), name: z.string() });
export type CommercialDate = z.infer<typeof commercialDateSchema>;

export const strategyCalendarSchema = z.object({
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  slots: z.array(calendarSlotSchema),
  commercialDates: z.array(commercialDateSchema),
  /** The content pillars the strategy named (its text's list, else its objective's). */
  pillars: z.array(z.string()).optional(),
});
export type StrategyCalendar = z.infer<typeof strategyCalendarSchema>;
