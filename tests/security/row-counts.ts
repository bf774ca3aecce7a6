import { sql } from "drizzle-orm";
import { z } from "zod";
import { type Database, parseRows } from "../../src/server/db/client.ts";

/**
 * Rate-limit counters move on refused requests by design (a flood of bad requests is still a
 * flood), and a generation's job and its events are its run's record whether it saves anything
 * or not (decision 056), so "writes nothing" is checked on every other table.
 */
const NOT_DATA = new Set(["rate_limits", "generation_jobs", "generation_job_events"]);

let tableList: string[] | undefined;

async function tables(db: Database) {
  tableList ??= (
    await parseRows(
      db,
      z.object({ table_name: z.string() }),
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((row) => row.table_name)
    .filter((name) => !NOT_DATA.has(name));
  return tableList;
}

/** The number of rows in every data table, in one query. */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const names = await tables(db);
  const selects = names.map((name) => `(select count(*)::int from "${name}") as "${name}"`);
  const [row] = await parseRows(
    db,
    z.record(z.string(), z.number()),
    sql.raw(`select ${selects.join(", ")}`),
  );
  return row ?? {};
}

/**
 * A digest of every data table's rows, in one query: two equal digests mean no row was added,
 * removed or changed in between.
 */
export async function tableDigests(db: Database): Promise<Record<string, string>> {
  const names = await tables(db);
  const selects = names.map(
    (name) =>
      `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${name}" t) as "${name}"`,
  );
  const [row] = await parseRows(
    db,
    z.record(z.string(), z.string()),
    sql.raw(`select ${selects.join(", ")}`),
  );
  return row ?? {};
}
