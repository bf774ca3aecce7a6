import { addDays, isoToDate } from "../dates.ts";
import type { CalendarSlot, CommercialDate } from "./calendar.ts";
import {
  commercialDatesBetween,
  markWith,
  namesOf,
  WARM_UP_DATES,
  withArticle,
} from "./commercial-dates.ts";
import type { StrategyInput } from "./inputs.ts";
import { fitsSegments, segmentsOf } from "./segments.ts";
import { POSTING_WEEKDAYS, spokenList, WINDOW_DAYS, weekdayNames } from "./window.ts";

/**
 * A slot laid out by our code, before the model writes its creative fields. `warmUp` names
 * the big date it warms up for: it seeds the theme ("Esquenta para a Black Friday") and is
 * not kept once the slot is filled.
 */
export type SlotPlan = Pick<CalendarSlot, "date" | "channel" | "commercialDate"> & {
  warmUp?: string;
};

export type CalendarPlan = {
  startDate: string;
  endDate: string;
  slots: SlotPlan[];
  /** Every commercial date of the window, as the plan's calendar shows them. */
  commercialDates: CommercialDate[];
  /** The ones that fit the brand: they mark posts and are offered to the model. */
  offered: CommercialDate[];
  /** The dates that got a post of their own, beside the posting days' ones. */
  extras: CommercialDate[];
};

/**
 * How close before a commercial date a post must go out to be about it: one week, so the
 * posting days' last post before a date always counts (each weekday comes once a week), and
 * only a date in the days before the first post lacks one.
 */
export const COMMERCIAL_LEAD_DAYS = 7;

/** A slot's place in the plan, as a filled slot keeps it (the warm-up seed is not kept). */
export const placeOf = ({ date, channel, commercialDate }: SlotPlan) => ({
  date,
  channel,
  commercialDate,
});

/** How many days before a big date its warm-up posts may go out, and how many at most. */
export const WARM_UP_DAYS = 14;
export const WARM_UP_POSTS = 2;

/**
 * The brand's words (its Prompt Mãe and products, and the place its brand names, which may
 * be the only place it names) tell which dates fit it (segments.ts) and which regional and
 * trade dates are its own (local-dates.ts).
 */
type LayoutInput = Pick<StrategyInput, "frequency" | "weekdays" | "channels" | "commercialExtras"> &
  Partial<Pick<StrategyInput, "basePrompt" | "productsServices">> & { brandLocation?: string };

/** The posting weekdays chosen, or the frequency's preset when none were sent. */
const postingWeekdays = (input: Pick<StrategyInput, "frequency" | "weekdays">) =>
  input.weekdays ?? POSTING_WEEKDAYS[input.frequency];

/** "segunda-feira, quarta-feira e sexta-feira": the posting days, Monday first. */
export const postingDaysText = (input: Pick<StrategyInput, "frequency" | "weekdays">) =>
  weekdayNames(postingWeekdays(input));

/**
 * Lays out the dated slots of the 13 weeks from `startDate`: one on each day of the chosen
 * weekdays. Channels take turns slot after slot, in the order the user chose them.
 *
 * Content about a commercial date goes out on it or ahead of it, never after: each date in
 * the window marks the last slot on or before it. A date with no slot in the week up to it
 * (it falls before the first posting day) gets an extra post on the first channel, the day
 * before it (on it, when it is the start day); a later date may share that post. With
 * `commercialExtras` off there is no extra post, and such a date marks no post.
 *
 * A date unfit for the segment the brand's words name is left out (not forced on a law
 * office). Before each big date kept (WARM_UP_DATES), up to WARM_UP_POSTS posting days of the
 * WARM_UP_DAYS before its post that have no date of their own warm the audience up.
 */
export function planCalendar(input: LayoutInput, startDate: string): CalendarPlan {
  const endDate = addDays(startDate, WINDOW_DAYS - 1);
  const weekdays = new Set(postingWeekdays(input));

  const slots: SlotPlan[] = [];
  for (let day = 0; day < WINDOW_DAYS; day++) {
    const date = addDays(startDate, day);
    if (!weekdays.has(isoToDate(date).getUTCDay())) continue;
    slots.push({
      date,
      channel: input.channels[slots.length % input.channels.length] ?? "instagram",
      commercialDate: null,
    });
  }

  const brandText = [input.basePrompt, input.productsServices, input.brandLocation].join("\n");
  const segments = segmentsOf(brandText);
  const commercialDates = commercialDatesBetween(startDate, endDate, brandText);
  const offered = commercialDates.filter((day) => fitsSegments(segments, day.name));
  const extras: CommercialDate[] = [];
  for (const day of offered) {
    const lead = input.commercialExtras ? addDays(day.date, -COMMERCIAL_LEAD_DAYS) : "";
    const slot = slots.findLast((s) => s.date <= day.date);
    if (slot && slot.date >= lead) {
      slot.commercialDate = markWith(slot.commercialDate, day.name);
    } else if (input.commercialExtras) {
      const date = day.date > startDate ? addDays(day.date, -1) : day.date;
      const after = slots.findIndex((s) => s.date > date);
      const extra = { date, channel: input.channels[0] ?? "instagram", commercialDate: day.name };
      slots.splice(after < 0 ? slots.length : after, 0, extra);
      extras.push(day);
    }
  }

  for (const day of offered) {
    if (WARM_UP_DATES.has(day.name)) warmUp(slots, day);
  }

  return { startDate, endDate, slots, commercialDates, offered, extras };
}

/** Marks the free posting days before a big date's post as its warm-up. */
function warmUp(slots: SlotPlan[], day: CommercialDate) {
  const own = slots.findIndex((s) => namesOf(s.commercialDate).includes(day.name));
  const from = addDays(day.date, -WARM_UP_DAYS);
  let marked = 0;
  for (let i = own - 1; i >= 0 && marked < WARM_UP_POSTS; i--) {
    const slot = slots[i] as SlotPlan;
    if (slot.date < from) break;
    if (slot.commercialDate || slot.warmUp) continue;
    slot.warmUp = day.name;
    marked++;
  }
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "13 semanas, 14 publicações, incluindo 1 extra para a Black Friday": the plan to come. */
export function calendarSummary({ slots, extras }: Pick<CalendarPlan, "slots" | "extras">) {
  const summary = `${WINDOW_DAYS / 7} semanas, ${counted(slots.length, "publicação", "publicações")}`;
  if (extras.length === 0) return summary;
  return `${summary}, incluindo ${counted(extras.length, "extra", "extras")} para ${spokenList(extras.map((d) => withArticle(d.name)))}`;
}
