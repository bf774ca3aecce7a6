// Times the admin panel's queries on a PostgreSQL database filled by `npm run seed:scale`.
// Run alone: DATABASE_URL=postgres://... node bench/admin-scale.ts
import { type SQLWrapper, sql } from "drizzle-orm";
import { z } from "zod";
import { contentPageQuery, listContent } from "../src/server/admin/content.ts";
import { adminStats, ESTIMATED_FROM, statsSql } from "../src/server/admin/stats.ts";
import { listUsers, usersCountSql, usersPageSql } from "../src/server/admin/users.ts";
import { admitGeneration } from "../src/server/ai/admission.ts";
import { type Database, openPostgres, parseRows } from "../src/server/db/client.ts";
import { createLogger } from "../src/server/lib/logger.ts";
import {
  adminUsage,
  usageAccountsCountSql,
  usageAccountsSql,
  usageDaysSql,
} from "../src/server/usage/admin-usage.ts";
import { monthOf } from "../src/shared/ai-usage.ts";
import { addDays, brazilToday } from "../src/shared/dates.ts";

const RUNS = 7;

export type AdminScaleFigure = {
  name: string;
  /** Median wall time of the API's own query functions, over RUNS runs after a warm-up. */
  ms: number;
  /** The plan's shape: node types and indexes of each query, and PostgreSQL's own timing. */
  plan: string;
};

type PlanNode = {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
};

function nodesOf(node: PlanNode): string[] {
  const here = node["Index Name"]
    ? `${node["Node Type"]}(${node["Index Name"]})`
    : node["Relation Name"]
      ? `${node["Node Type"]}(${node["Relation Name"]})`
      : null;
  const below = (node.Plans ?? []).flatMap(nodesOf);
  return here ? [here, ...below] : below;
}

const explainRow = z.object({
  "QUERY PLAN": z.tuple([z.object({ Plan: z.custom<PlanNode>(), "Execution Time": z.number() })]),
});

async function explain(db: Database, query: SQLWrapper) {
  const [row] = await parseRows(db, explainRow, sql`explain (analyze, format json) ${query}`);
  const [plan] = row!["QUERY PLAN"];
  return `${plan["Execution Time"].toFixed(1)} ms in PostgreSQL: ${[...new Set(nodesOf(plan.Plan))].join(", ")}`;
}

async function median(run: () => Promise<unknown>) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(RUNS / 2)]! * 10) / 10;
}

type Case = { name: string; run: () => Promise<unknown>; plans: SQLWrapper[] };

async function measure(db: Database, cases: Case[]) {
  const figures: AdminScaleFigure[] = [];
  for (const c of cases) {
    const ms = await median(c.run);
    const plans = await Promise.all(c.plans.map((p) => explain(db, p)));
    figures.push({ name: c.name, ms, plan: plans.join(" | ") });
  }
  return figures;
}

/**
 * The admin's AI usage panel on a database whose `ai_calls` the seed filled (`--ai-calls`), and
 * what metering does before a generation's first token: the allowance check (the account's
 * month and the instance's day) and taking an in-flight slot. `ms` of the latter is in-process
 * through the pool, as the server runs it.
 */
export async function benchUsageScale(databaseUrl: string): Promise<AdminScaleFigure[]> {
  const handle = await openPostgres(databaseUrl, 4);
  const { db } = handle;
  const releases: (() => Promise<void>)[] = [];
  try {
    const today = brazilToday(new Date());
    const month = monthOf(today);
    const [top] = await parseRows(
      db,
      z.object({ accountId: z.string(), total: z.coerce.number() }),
      sql`select account_id as "accountId", (select count(*) from ai_usage_months where month = ${month}) as total
          from ai_usage_months where month = ${month} order by tokens desc limit 1`,
    );
    const accountId = top?.accountId ?? "";
    const first = { page: 1, q: "" };
    const search = { page: 1, q: "natália" };
    const middle = { page: Math.max(1, Math.ceil((top?.total ?? 0) / 25 / 2)), q: "" };
    const model = "gpt-3.5-turbo";
    const limits = { AI_MONTHLY_TOKENS: 3_000_000, AI_DAILY_TOKENS: 1_000_000_000 };
    const holder = { accountId, unlimited: false };
    const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "production" });
    const userIds = (
      await parseRows(db, z.object({ id: z.string() }), sql`select id from users limit ${RUNS + 1}`)
    ).map((u) => u.id);
    const panelPlans = (query: typeof first) => [
      usageAccountsSql(month, query),
      usageAccountsCountSql(month, query),
      usageDaysSql(addDays(today, -29)),
    ];
    return await measure(db, [
      {
        name: "admin: AI usage, top accounts this month (25 + total, 30 days)",
        run: () => adminUsage(db, model, first),
        plans: panelPlans(first),
      },
      {
        name: "admin: AI usage, search by name or e-mail",
        run: () => adminUsage(db, model, search),
        plans: panelPlans(search),
      },
      {
        name: "admin: AI usage, a page half-way down the accounts",
        run: () => adminUsage(db, model, middle),
        plans: panelPlans(middle),
      },
      {
        name: "metering before a generation's first token: allowance check + in-flight slot",
        // A user per run, so no run waits for a slot; the slots are released after timing.
        run: async () => {
          const userId = userIds[releases.length] ?? "";
          releases.push(await admitGeneration(db, limits, logger, { ...holder, userId }));
        },
        plans: [],
      },
    ]);
  } finally {
    for (const release of releases) await release();
    await handle.close();
  }
}

export async function benchAdminScale(databaseUrl: string): Promise<AdminScaleFigure[]> {
  const handle = await openPostgres(databaseUrl, 4);
  const { db } = handle;
  try {
    const firstUsers = { page: 1, q: "" };
    const search = { page: 1, q: "natália" };
    // A cursor half-way down the list: keyset paging costs the same there as on page one.
    const [middle] = await parseRows(
      db,
      z.object({ cursor: z.string() }),
      sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || id as cursor
          from user_content_history order by created_at desc nulls last, id desc
          offset (select count(*) / 2 from user_content_history) limit 1`,
    );
    const deep = { type: "all" as const, cursor: middle?.cursor };
    const cases: Case[] = [
      {
        name: "admin: users, first page (25 + total)",
        run: () => listUsers(db, firstUsers),
        plans: [usersPageSql(firstUsers), usersCountSql(firstUsers)],
      },
      {
        name: "admin: users, search by name or e-mail (25 + total)",
        run: () => listUsers(db, search),
        plans: [usersPageSql(search), usersCountSql(search)],
      },
      {
        name: "admin: content, first page",
        run: () => listContent(db, { type: "all" }),
        plans: [contentPageQuery(db, { type: "all" })],
      },
      {
        name: "admin: content, a page half-way down the list",
        run: () => listContent(db, deep),
        plans: [contentPageQuery(db, deep)],
      },
      {
        name: "admin: content, first page of one type",
        run: () => listContent(db, { type: "script" }),
        plans: [contentPageQuery(db, { type: "script" })],
      },
      {
        name: "admin: the seven counts",
        run: () => adminStats(db),
        plans: [statsSql(ESTIMATED_FROM)],
      },
    ];
    return await measure(db, cases);
  } finally {
    await handle.close();
  }
}

if (import.meta.main) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("Set DATABASE_URL to a database filled by `npm run seed:scale`.");
    process.exit(2);
  }
  for (const figure of await benchAdminScale(url)) {
    console.log(`${figure.name}: ${figure.ms} ms\n  ${figure.plan}`);
  }
}
