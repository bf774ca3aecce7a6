import { WEEKDAYS, weekdayNames } from "@shared/generation/window";
import { cn } from "@/lib/utils";

const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The posting weekdays as toggle chips (Seg … Dom on screen, the full names for screen
 * readers). The chosen days are also announced, since a new frequency re-presets them.
 */
export function WeekdayPicker({
  value,
  onChange,
  error,
}: {
  value: readonly number[];
  onChange: (days: number[]) => void;
  error?: string;
}) {
  const toggle = (day: number) =>
    onChange(value.includes(day) ? value.filter((d) => d !== day) : [...value, day]);
  return (
    <fieldset className="space-y-2" aria-describedby="weekdays-message">
      <legend className="text-sm font-medium">Dias de publicação</legend>
      <div className="flex flex-wrap gap-2">
        {WEEKDAYS.map((day) => {
          const pressed = value.includes(day.value);
          return (
            <button
              key={day.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => toggle(day.value)}
              className={cn(
                "min-h-11 min-w-11 rounded-full border px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                pressed
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-input bg-card text-foreground hover:bg-accent",
              )}
            >
              {/* Named by its content, not aria-label: a label that does not contain the
                  visible "Seg" trips speech input users (WCAG 2.5.3, "label in name"). */}
              <span aria-hidden="true">{day.short}</span>
              <span className="sr-only">{capitalized(day.name)}</span>
            </button>
          );
        })}
      </div>
      <p
        id="weekdays-message"
        aria-live="polite"
        className={cn("text-sm", error ? "font-medium text-destructive" : "text-muted-foreground")}
      >
        {error ??
          (value.length > 0 ? `Publicações em: ${weekdayNames(value)}.` : "Nenhum dia escolhido.")}
      </p>
    </fieldset>
  );
}
