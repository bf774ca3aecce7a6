import { sql } from "drizzle-orm";
import { z } from "zod";
import {
  type AiUsage,
  dailyLimitMessage,
  monthlyLimitMessage,
  monthOf,
  nextMonthOf,
  USAGE_NOTICE_PERCENT,
} from "../../shared/ai-usage.ts";
import { addDays, brazilToday } from "../../shared/dates.ts";
import { type Database, parseRows } from "../db/client.ts";
import type { Env } from "../env.ts";
import { AppError } from "../lib/errors.ts";

export type AllowanceLimits = Pick<Env, "AI_MONTHLY_TOKENS" | "AI_DAILY_TOKENS">;

/** Who asks: the paying account is counted against; an admin has no monthly ceiling. */
export type AllowanceHolder = { accountId: string; unlimited: boolean };

export const totalsRow = z.object({ month: z.coerce.number(), today: z.coerce.number() });
type Totals = z.infer<typeof totalsRow>;

/** Columns `month` (the account's tokens this month) and `today` (the instance's today). */
export const totalsColumns = (accountId: string, today: string) => sql`
  coalesce((select tokens from ai_usage_months where account_id = ${accountId} and month = ${monthOf(today)}), 0) as month,
  coalesce((select tokens from ai_usage_days where day = ${today}), 0) as today`;

/**
 * Where the account stands this month (Brazil's calendar) and whether it may generate now:
 * refused at 100% of AI_MONTHLY_TOKENS (admins never), or for everyone once the instance
 * passed AI_DAILY_TOKENS today (until Brazil's midnight).
 */
export function usageFrom(
  { month, today: instanceToday }: Totals,
  limits: AllowanceLimits,
  holder: AllowanceHolder,
  today: string,
): AiUsage {
  const limit = holder.unlimited ? null : limits.AI_MONTHLY_TOKENS;
  const renewsOn = nextMonthOf(today);
  const percent = limit === null ? 0 : Math.min(100, Math.floor((month / limit) * 100));
  const refusal =
    limit !== null && month >= limit
      ? monthlyLimitMessage(renewsOn)
      : limits.AI_DAILY_TOKENS !== undefined && instanceToday >= limits.AI_DAILY_TOKENS
        ? dailyLimitMessage(addDays(today, 1))
        : null;
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
  const today = brazilToday(now);
  const [totals] = await parseRows(
    db,
    totalsRow,
    sql`select ${totalsColumns(holder.accountId, today)}`,
  );
  return usageFrom(totals ?? { month: 0, today: 0 }, limits, holder, today);
}
