// Times the admin panel's queries on a PostgreSQL database filled by `npm run seed:scale`.
// Run alone: DATABASE_URL=postgres://... node bench/admin-scale.ts
import { type SQLWrapper, sql } from "drizzle-orm";
import { z } from "zod";
import {
  adminStats,
  contentPageQuery,
  listContent,
  listUsers,
  statsSql,
  usersCountSql,
  usersPageSql,
} from "../src/server/admin/queries.ts";
import { type Database, openPostgres, parseRows } from "../src/server/db/client.ts";

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
    const cases: { name: string; run: () => Promise<unknown>; plans: SQLWrapper[] }[] = [
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
      { name: "admin: the six counts", run: () => adminStats(db), plans: [statsSql] },
    ];
    const figures: AdminScaleFigure[] = [];
    for (const c of cases) {
      const ms = await median(c.run);
      const plans = await Promise.all(c.plans.map((p) => explain(db, p)));
      figures.push({ name: c.name, ms, plan: plans.join(" | ") });
    }
    return figures;
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
