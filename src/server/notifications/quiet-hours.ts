import type { QuietHours } from "../env-values.ts";

const brazilClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "America/Sao_Paulo",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** The hour, minute and second it is in Brazil (Brasília's time) at `now`. */
function brazilTime(now: Date) {
  const parts = Object.fromEntries(
    brazilClock.formatToParts(now).map((part) => [part.type, Number(part.value)]),
  );
  return { hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0 };
}

/**
 * When a push due at `now` may go: `now`, or the end of the quiet hours it falls in (from
 * `start` o'clock to `end` o'clock in Brazil, across midnight when start > end). Null hours:
 * never quiet.
 */
export function pushTime(now: Date, quiet: QuietHours): Date {
  if (!quiet) return now;
  const { hour, minute, second } = brazilTime(now);
  const inside =
    quiet.start < quiet.end
      ? hour >= quiet.start && hour < quiet.end
      : hour >= quiet.start || hour < quiet.end;
  if (!inside) return now;
  const hoursLeft = (quiet.end - hour + 24) % 24;
  const ms = ((hoursLeft * 60 - minute) * 60 - second) * 1000 - now.getMilliseconds();
  return new Date(now.getTime() + ms);
}
