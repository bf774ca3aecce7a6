import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { Readable } from "node:stream";
import pg from "pg";
import { createPgliteClient } from "../db/client.ts";
import { lockDataDir } from "../db/lock.ts";
import { JOB_SCHEMA } from "../jobs/schema.ts";
import { verifyChecksum } from "./checksum.ts";
import { requirePsqlWithRestrict, runPgTool } from "./pg-tools.ts";
import { fileLines, portableLines, portableSql } from "./sql-script.ts";

export class TargetNotEmptyError extends Error {}

type RestoreOptions = {
  /** Replace what the target holds (in the same transaction as the load). */
  force?: boolean;
  /** Load a dump without a checksum beside it (see verifyChecksum). */
  unverified?: boolean;
};

// What makes a database "not empty": any table outside PostgreSQL's own schemas.
const USER_TABLES = `select count(*)::int as count from pg_catalog.pg_tables
  where schemaname not in ('pg_catalog', 'information_schema')`;
// What --force clears before loading: the app's schemas (the dump recreates both), and the job
// queue's, whose jobs name rows the restore replaces (the server creates it again on start).
const CLEAR = `drop schema if exists drizzle cascade;
  drop schema if exists ${JOB_SCHEMA} cascade;
  drop schema if exists public cascade;
  create schema public;`;

function refuseUnlessForced(tables: number, force: boolean, target: string) {
  if (tables > 0 && !force) {
    throw new TargetNotEmptyError(
      `${target} is not empty (${tables} tables). Restore into an empty database, or add --force to replace everything in it.`,
    );
  }
}

/** What is checked before the target is touched: the checksum, then every line of the dump. */
async function checkDump(file: string, options: RestoreOptions) {
  await verifyChecksum(file, options);
  for await (const _line of portableLines(fileLines(file))) {
    // Read for its checks only: portableLines throws at a psql command.
  }
}

/**
 * psql's script: the dump inside a `\restrict` of our own, so psql itself refuses any command
 * the scan might have missed, and, when forced, the clearing first: psql runs it all as one
 * transaction, so a dump that fails part-way leaves the old data.
 */
async function* psqlScript(file: string, clear: boolean) {
  yield `\\restrict ${randomBytes(24).toString("hex")}\n`;
  if (clear) yield `${CLEAR}\n`;
  for await (const line of portableLines(fileLines(file))) yield `${line}\n`;
}

/** Loads a plain-SQL dump into the PostgreSQL database at url, in one transaction, with psql. */
export async function restorePostgres(url: string, file: string, options: RestoreOptions = {}) {
  await checkDump(file, options);
  await requirePsqlWithRestrict();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let tables: number;
  try {
    const { rows } = await client.query<{ count: number }>(USER_TABLES);
    tables = rows[0]!.count;
  } finally {
    await client.end();
  }
  refuseUnlessForced(tables, options.force ?? false, "The target database");
  await runPgTool(
    "psql",
    ["--no-psqlrc", "--quiet", "--single-transaction", "-v", "ON_ERROR_STOP=1", "--dbname", url],
    { input: Readable.from(psqlScript(file, tables > 0)) },
  );
}

/** Loads a plain-SQL dump into the embedded database in dataDir (the server must be stopped). */
export async function restorePglite(dataDir: string, file: string, options: RestoreOptions = {}) {
  await verifyChecksum(file, options);
  // Held whole (the embedded database's sizes): a psql command refuses it before any change.
  const sql = await portableSql(fileLines(file));
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const client = await createPgliteClient(dataDir);
    try {
      const { rows } = await client.query<{ count: number }>(USER_TABLES);
      const tables = rows[0]!.count;
      refuseUnlessForced(tables, options.force ?? false, `The data folder ${dataDir}`);
      // One transaction: a dump that fails part-way leaves the old data.
      await client.transaction(async (tx) => {
        if (tables > 0) await tx.exec(CLEAR);
        await tx.exec(sql);
      });
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}
