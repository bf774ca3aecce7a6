import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { ADMIN_PAGE_SIZE } from "../../shared/admin.ts";
import {
  type AdminUsage,
  type AdminUsageAccount,
  type AdminUsageQuery,
  monthOf,
  nextMonthOf,
} from "../../shared/ai-usage.ts";
import { addDays } from "../../shared/dates.ts";
import { brazilToday } from "../../shared/generation/window.ts";
import { estimatedCostUsd } from "../ai/prices.ts";
import { type Database, parseRows } from "../db/client.ts";
import { containsPattern } from "../db/like.ts";

/** The panel shows the instance's tokens per day over this many days, today included. */
const DAYS_SHOWN = 30;

const tokenCount = z.coerce.number();

// The expression of the users' trigram index (migration 0002), as the users list searches.
const accountSearch = (q: string): SQL =>
  q ? sql`and lower(u.name || ' ' || u.email) like lower(${containsPattern(q)})` : sql``;

// "desc nulls last" is the index's order (the column is never null): PostgreSQL then reads the
// page from ai_usage_months_top_idx instead of sorting the month's rows.
const mostFirst = sql`order by m.tokens desc nulls last, m.account_id`;

/**
 * A page of accounts by tokens this month, most first. Without a search the page is picked
 * from the index first and only its 25 rows are joined to their users; a search starts from
 * the users' trigram index, as the users list does.
 */
export const usageAccountsSql = (month: string, query: AdminUsageQuery) => {
  const page = sql`limit ${ADMIN_PAGE_SIZE} offset ${(query.page - 1) * ADMIN_PAGE_SIZE}`;
  const picked = query.q
    ? sql`select m.* from ai_usage_months m join users u on u.id = m.account_id
          where m.month = ${month} ${accountSearch(query.q)} ${mostFirst} ${page}`
    : sql`select m.* from ai_usage_months m where m.month = ${month} ${mostFirst} ${page}`;
  return sql`
    with m as (${picked})
    select m.account_id as "accountId", u.email,
           coalesce(nullif(p.full_name, ''), nullif(u.name, '')) as name,
           m.tokens, m.prompt_tokens as "promptTokens", m.completion_tokens as "completionTokens",
           m.calls
    from m
    left join users u on u.id = m.account_id
    left join profiles p on p.id = m.account_id
    ${mostFirst}`;
};

export const usageAccountsCountSql = (month: string, query: AdminUsageQuery) => sql`
  select count(*)::int as total from ai_usage_months m
  ${query.q ? sql`join users u on u.id = m.account_id` : sql``}
  where m.month = ${month} ${accountSearch(query.q)}`;

/** The instance's days from `from` on: the month's total and the last 30 days read them. */
export const usageDaysSql = (from: string) => sql`
  select to_char(day, 'YYYY-MM-DD') as day, tokens, prompt_tokens as "promptTokens",
         completion_tokens as "completionTokens"
  from ai_usage_days where day >= ${from} order by day`;

const accountRow = z.object({
  accountId: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  tokens: tokenCount,
  promptTokens: tokenCount,
  completionTokens: tokenCount,
  calls: z.number().int(),
});
const dayRow = z.object({
  day: z.string(),
  tokens: tokenCount,
  promptTokens: tokenCount,
  completionTokens: tokenCount,
});
const totalRow = z.object({ total: z.number().int() });

/**
 * The admin's usage panel: this month's tokens and estimated cost per account (searchable,
 * paged in SQL, most first: page one is the top accounts), and the instance's days.
 */
export async function adminUsage(
  db: Database,
  model: string,
  query: AdminUsageQuery,
  now = new Date(),
): Promise<AdminUsage> {
  const today = brazilToday(now);
  const month = monthOf(today);
  const firstShown = addDays(today, 1 - DAYS_SHOWN);
  const [accounts, [count], days] = await Promise.all([
    parseRows(db, accountRow, usageAccountsSql(month, query)),
    parseRows(db, totalRow, usageAccountsCountSql(month, query)),
    parseRows(db, dayRow, usageDaysSql(firstShown < month ? firstShown : month)),
  ]);
  const inMonth = days.filter((d) => d.day >= month && d.day < nextMonthOf(today));
  const sum = (pick: (d: (typeof days)[number]) => number) =>
    inMonth.reduce((n, d) => n + pick(d), 0);
  const byDay = new Map(days.map((d) => [d.day, d.tokens]));
  const cost = (row: { promptTokens: number; completionTokens: number }) =>
    estimatedCostUsd(model, row.promptTokens, row.completionTokens);
  return {
    month,
    model,
    totalTokens: sum((d) => d.tokens),
    estimatedCostUsd: estimatedCostUsd(
      model,
      sum((d) => d.promptTokens),
      sum((d) => d.completionTokens),
    ),
    accounts: {
      items: accounts.map((row): AdminUsageAccount => ({ ...row, estimatedCostUsd: cost(row) })),
      page: query.page,
      pageSize: ADMIN_PAGE_SIZE,
      total: count?.total ?? 0,
    },
    days: Array.from({ length: DAYS_SHOWN }, (_, i) => {
      const day = addDays(firstShown, i);
      return { day, tokens: byDay.get(day) ?? 0 };
    }),
  };
}
