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
import { addDays, brazilToday } from "../../shared/dates.ts";
import { estimatedCostUsd } from "../ai/prices.ts";
import { type Database, parseRows } from "../db/client.ts";
import { containsPattern } from "../db/like.ts";

/** The panel shows the instance's tokens per day over this many days, today included. */
const DAYS_SHOWN = 30;

const tokenCount = z.coerce.number();

// The workspaces whose name, or whose owner's name or e-mail, holds q: each side starts from its
// trigram index (workspaces_name_search_idx, users_search_idx), so a search never reads every
// workspace.
const searchHits = (q: string): SQL => {
  const pattern = containsPattern(q);
  return sql`
    select w.id from workspaces w where lower(w.name) like lower(${pattern})
    union
    select o.workspace_id from users u
    join workspace_members o on o.user_id = u.id and o.role = 'owner'
    where lower(u.name || ' ' || u.email) like lower(${pattern})`;
};

// "desc nulls last" is the index's order (the column is never null): PostgreSQL then reads the
// page from ai_usage_months_top_idx instead of sorting the month's rows.
const mostFirst = sql`order by m.tokens desc nulls last, m.account_id`;

const monthRows = (month: string, q: string) =>
  q
    ? sql`ai_usage_months m join (${searchHits(q)}) hit on hit.id = m.account_id
          where m.month = ${month}`
    : sql`ai_usage_months m where m.month = ${month}`;

/**
 * A page of workspaces by tokens this month, most first, with their owner. The page is picked
 * first (from the index, or from the search's hits) and only its 25 rows are joined to their
 * workspace and owner.
 */
export const usageAccountsSql = (month: string, query: AdminUsageQuery) => sql`
  with m as (
    select m.* from ${monthRows(month, query.q)} ${mostFirst}
    limit ${ADMIN_PAGE_SIZE} offset ${(query.page - 1) * ADMIN_PAGE_SIZE}
  )
  select m.account_id as "accountId", w.name as workspace, u.email,
         coalesce(nullif(p.full_name, ''), nullif(u.name, '')) as name,
         m.tokens, m.prompt_tokens as "promptTokens", m.completion_tokens as "completionTokens",
         m.calls
  from m
  left join workspaces w on w.id = m.account_id
  left join workspace_members o on o.workspace_id = m.account_id and o.role = 'owner'
  left join users u on u.id = o.user_id
  left join profiles p on p.id = o.user_id
  ${mostFirst}`;

export const usageAccountsCountSql = (month: string, query: AdminUsageQuery) => sql`
  select count(*)::int as total from ${monthRows(month, query.q)}`;

/** The instance's days from `from` on: the month's total and the last 30 days read them. */
export const usageDaysSql = (from: string) => sql`
  select to_char(day, 'YYYY-MM-DD') as day, tokens, prompt_tokens as "promptTokens",
         completion_tokens as "completionTokens"
  from ai_usage_days where day >= ${from} order by day`;

const accountRow = z.object({
  accountId: z.string(),
  workspace: z.string().nullable(),
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
 * The admin's usage panel: this month's tokens and estimated cost per workspace (searchable,
 * paged in SQL, most first: page one is the top workspaces), and the instance's days.
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
