import { calendarSummary, planCalendar } from "@shared/generation/calendar-layout";
import type { StrategyInput } from "@shared/generation/inputs";
import { type ComponentProps, useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";

type CalendarPreviewProps = {
  /** The form's start date, when it is one the calendar may start on. */
  startDate: string | null;
  weekdays: number[];
  commercialExtras: boolean;
  /** What the brand's words say of it: a date unfit for its segment gets no extra post. */
  brandWords?: Pick<StrategyInput, "basePrompt" | "productsServices">;
  /** The "Publicação extra nas datas comerciais" checkbox's form wiring. */
  checkbox: ComponentProps<"input">;
};

/**
 * Under the posting days: the extra posts for commercial dates (on by default), and the
 * calendar the form would make, counted as the server will lay it out.
 */
export function CalendarPreview({
  startDate,
  weekdays,
  commercialExtras,
  brandWords,
  checkbox,
}: CalendarPreviewProps) {
  const id = useId();
  const summary =
    startDate && weekdays.length > 0
      ? calendarSummary(
          planCalendar(
            { frequency: "1x_semana", weekdays, channels: [], commercialExtras, ...brandWords },
            startDate,
          ),
        )
      : "";
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-2 text-sm max-sm:min-h-11">
        <Checkbox id={`${id}-extras`} aria-describedby={`${id}-summary`} {...checkbox} />
        {/* On a phone the whole row's height answers a tap. */}
        <label htmlFor={`${id}-extras`} className="flex-1 max-sm:py-3">
          Publicação extra nas datas comerciais
        </label>
      </div>
      <p id={`${id}-summary`} role="status" className="text-sm text-muted-foreground">
        {summary}
      </p>
    </div>
  );
}
