import { brazilianDate } from "@shared/dates";
import { formatCount } from "@/lib/format";
import type { AdminUsage } from "../api/usage";

/** The instance's tokens per day, the last 30 days: one bar each, read aloud as a list. */
export function UsageDays({ days }: { days: AdminUsage["days"] }) {
  const most = Math.max(1, ...days.map((d) => d.tokens));
  return (
    <section aria-labelledby="uso-por-dia" className="space-y-2">
      <h2 id="uso-por-dia" className="text-lg font-semibold">
        Tokens por dia (últimos 30 dias)
      </h2>
      <ol className="flex h-32 items-end gap-px sm:gap-1">
        {days.map(({ day, tokens }) => (
          <li
            key={day}
            className="flex h-full flex-1 items-end"
            title={`${brazilianDate(day)}: ${formatCount(tokens)} tokens`}
          >
            <span className="sr-only">
              {brazilianDate(day)}: {formatCount(tokens)} tokens
            </span>
            <span
              aria-hidden="true"
              className="w-full rounded-t bg-primary"
              style={{ height: `${Math.max(tokens > 0 ? 2 : 0, (tokens / most) * 100)}%` }}
            />
          </li>
        ))}
      </ol>
      <p className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{days[0] && brazilianDate(days[0].day)}</span>
        <span>{days.at(-1) && brazilianDate(days.at(-1)?.day ?? "")}</span>
      </p>
    </section>
  );
}
