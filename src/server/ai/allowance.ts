import { sql } from "drizzle-orm";
import { z } from "zod";
import {
  type AiUsage,
  dailyLimitMessage,
  monthlyLimitMessage,
  monthOf,
  nextMonthOf,
  USAGE_NOTICE_PERCENT,
  workspaceDailyShareMessage,
  workspaceDailyShareOf,
} from "../../shared/ai-usage.ts";
import { addDays, brazilToday } from "../../shared/dates.ts";
import { type Database, parseRows } from "../db/client.ts";
import type { Env } from "../env.ts";
import { AppError } from "../lib/errors.ts";

export type AllowanceLimits = Pick<Env, "AI_MONTHLY_TOKENS" | "AI_DAILY_TOKENS">;

/** Who asks: the paying account is counted against; an admin has no monthly ceiling. */
export type AllowanceHolder = { accountId: string; unlimited: boolean };

export const totalsRow = z.object({
  month: z.coerce.number(),
  today: z.coerce.number(),
  accountToday: z.coerce.number(),
});
type Totals = z.infer<typeof totalsRow>;
export const NO_TOTALS: Totals = { month: 0, today: 0, accountToday: 0 };

const offsetFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Sao_Paulo",
  timeZoneName: "longOffset",
});

/** The instant Brazil's day began: "GMT-03:00" read from the zone, so a rule change follows. */
function brazilDayStart(now: Date) {
  const zone = offsetFormat.formatToParts(now).find((part) => part.type === "timeZoneName");
  return new Date(`${brazilToday(now)}T00:00:00${zone?.value.slice(3) || "Z"}`);
}

/**
 * Columns `month` (the account's tokens this month), `today` (the instance's today) and
 * `accountToday` (the account's today, read only when there is a daily ceiling to share: a
 * sum over the account's calls since Brazil's midnight on `ai_calls`' (account, time) index,
 * which the share itself bounds to a few hundred rows).
 */
export function totalsColumns(accountId: string, limits: AllowanceLimits, now: Date) {
  const today = brazilToday(now);
  const accountToday =
    limits.AI_DAILY_TOKENS === undefined
      ? sql`0`
      : sql`(select coalesce(sum(prompt_tokens + completion_tokens), 0) from ai_calls
          where account_id = ${accountId} and created_at >= ${brazilDayStart(now)})`;
  return sql`
  coalesce((select tokens from ai_usage_months where account_id = ${accountId} and month = ${monthOf(today)}), 0) as month,
  coalesce((select tokens from ai_usage_days where day = ${today}), 0) as today,
  ${accountToday} as "accountToday"`;
}

/** The refusal a day's totals call for: the instance's ceiling, then the account's share. */
function dailyRefusal(
  { today: instanceToday, accountToday }: Totals,
  limits: AllowanceLimits,
  holder: AllowanceHolder,
  today: string,
) {
  const daily = limits.AI_DAILY_TOKENS;
  if (daily === undefined) return null;
  if (instanceToday >= daily) return dailyLimitMessage(addDays(today, 1));
  // The platform's admins are the operator's own: the ceiling binds them, the share does not.
  if (!holder.unlimited && accountToday >= workspaceDailyShareOf(daily))
    return workspaceDailyShareMessage(addDays(today, 1));
  return null;
}

/**
 * Where the account stands this month (Brazil's calendar) and whether it may generate now:
 * refused at 100% of AI_MONTHLY_TOKENS (admins never); for everyone once the instance passed
 * AI_DAILY_TOKENS today, and for a workspace past its share of that day (admins never), until
 * Brazil's midnight.
 */
export function usageFrom(
  totals: Totals,
  limits: AllowanceLimits,
  holder: AllowanceHolder,
  today: string,
): AiUsage {
  const { month } = totals;
  const limit = holder.unlimited ? null : limits.AI_MONTHLY_TOKENS;
  const renewsOn = nextMonthOf(today);
  const percent = limit === null ? 0 : Math.min(100, Math.floor((month / limit) * 100));
  const refusal =
    limit !== null && month >= limit
      ? monthlyLimitMessage(renewsOn)
      : dailyRefusal(totals, limits, holder, today);
  return {
    usedTokens: month,
    limitTokens: limit,
    percent,
    renewsOn,
    notice: percent >= USAGE_NOTICE_PERCENT,
    refusal,
  };
}

/** The refusal of a generation the allowance does not cover. */
export const allowanceRefusal = (usage: AiUsage) =>
  usage.refusal ? new AppError(429, "AI_LIMIT_REACHED", usage.refusal, { usage }) : null;

/** The viewer's meter: usageFrom on the totals, in one round trip. */
export async function aiUsageOf(
  db: Database,
  limits: AllowanceLimits,
  holder: AllowanceHolder,
  now = new Date(),
): Promise<AiUsage> {
  const [totals] = await parseRows(
    db,
    totalsRow,
    sql`select ${totalsColumns(holder.accountId, limits, now)}`,
  );
  return usageFrom(totals ?? NO_TOTALS, limits, holder, brazilToday(now));
}
