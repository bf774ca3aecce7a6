import pg from "pg";
import type { CapturedQuery } from "./bench-server.ts";

type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
};

export type PlanSummary = { indexes: string[]; seqScans: string[] };

function walk(node: PlanNode, visit: (n: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/**
 * EXPLAINs each captured statement with its own parameters and sums up which indexes the plans
 * use and which large tables (over `largeRows` rows) they read sequentially.
 */
export async function explainQueries(
  databaseUrl: string,
  queries: readonly CapturedQuery[],
  largeRows = 10_000,
): Promise<PlanSummary> {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    const { rows } = await client.query<{ relname: string }>(
      "select relname from pg_class where relkind = 'r' and reltuples > $1",
      [largeRows],
    );
    const large = new Set(rows.map((r) => r.relname));
    const indexes = new Set<string>();
    const seqScans = new Set<string>();
    for (const q of queries) {
      if (!/^\s*(select|with)\b/i.test(q.sql)) continue;
      const result = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
        `explain (format json) ${q.sql}`,
        q.params,
      );
      walk(result.rows[0]!["QUERY PLAN"][0].Plan, (n) => {
        if (n["Index Name"]) indexes.add(n["Index Name"]);
        if (n["Node Type"] === "Seq Scan" && n["Relation Name"] && large.has(n["Relation Name"])) {
          seqScans.add(n["Relation Name"]);
        }
      });
    }
    return { indexes: [...indexes], seqScans: [...seqScans] };
  } finally {
    await client.end();
  }
}
