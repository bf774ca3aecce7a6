import { createReadStream, mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import pg from "pg";
import { createPgliteClient } from "../db/client.ts";
import { lockDataDir } from "../db/lock.ts";
import { isPortableLine } from "./dump.ts";
import { runPgTool } from "./pg-tools.ts";

export class TargetNotEmptyError extends Error {}

// What makes a database "not empty": any table outside PostgreSQL's own schemas.
const USER_TABLES = `select count(*)::int as count from pg_catalog.pg_tables
  where schemaname not in ('pg_catalog', 'information_schema')`;
// What --force clears before loading: the app's schemas (the dump recreates both).
const CLEAR = `drop schema if exists drizzle cascade;
  drop schema if exists public cascade;
  create schema public;`;

function refuseUnlessForced(tables: number, force: boolean, target: string) {
  if (tables > 0 && !force) {
    throw new TargetNotEmptyError(
      `${target} is not empty (${tables} tables). Restore into an empty database, or add --force to replace everything in it.`,
    );
  }
}

/** The dump's lines that the target accepts (see isPortableLine). */
function portableLines(file: string) {
  const lines = createInterface({
    input: createReadStream(file),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  return Readable.from(
    (async function* () {
      for await (const line of lines) if (isPortableLine(line)) yield `${line}\n`;
    })(),
  );
}

/** Loads a plain-SQL dump into the PostgreSQL database at url, in one transaction, with psql. */
export async function restorePostgres(url: string, file: string, { force = false } = {}) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(USER_TABLES);
    refuseUnlessForced(rows[0]!.count, force, "The target database");
    if (rows[0]!.count > 0) await client.query(CLEAR);
  } finally {
    await client.end();
  }
  await runPgTool(
    "psql",
    ["--no-psqlrc", "--quiet", "--single-transaction", "-v", "ON_ERROR_STOP=1", "--dbname", url],
    { input: portableLines(file) },
  );
}

/** Loads a plain-SQL dump into the embedded database in dataDir (the server must be stopped). */
export async function restorePglite(dataDir: string, file: string, { force = false } = {}) {
  const sql = (await readFile(file, "utf8")).split("\n").filter(isPortableLine).join("\n");
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const client = await createPgliteClient(dataDir);
    try {
      const { rows } = await client.query<{ count: number }>(USER_TABLES);
      refuseUnlessForced(rows[0]!.count, force, `The data folder ${dataDir}`);
      if (rows[0]!.count > 0) await client.exec(CLEAR);
      await client.transaction((tx) => tx.exec(sql));
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}
