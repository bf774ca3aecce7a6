import { createWriteStream } from "node:fs";
import { rename, rm, writeFile } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import type { DatabaseHandle } from "../db/client.ts";
import { JOB_SCHEMA } from "../jobs/schema.ts";
import { writeChecksum } from "./checksum.ts";
import { runPgTool } from "./pg-tools.ts";
import { portableSql } from "./sql-script.ts";

/**
 * Plain SQL that any target loads, PostgreSQL through psql or PGlite through a query: no
 * owners or grants of the source's roles, and rows as multi-row INSERTs (PGlite cannot take
 * COPY ... FROM stdin in a script). The job queue's schema stays out: its jobs are the running
 * instances' work, not data, and the server creates the schema on its first start.
 */
const PORTABLE_ARGS = [
  "--no-owner",
  "--no-privileges",
  "--inserts",
  "--rows-per-insert=500",
  `--exclude-schema=${JOB_SCHEMA}`,
];

/**
 * Writes the dump to `path` through a temporary name, so a half-written file is never a backup,
 * with its checksum beside it (written first: a backup never lacks one).
 */
async function writeComplete(path: string, write: (partial: string) => Promise<void>) {
  const partial = `${path}.partial`;
  try {
    await write(partial);
    await writeChecksum(partial, path);
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * pg_dump (pglite-tools' WASM build) of a live PGlite. It talks to the instance over the
 * session the app uses, so it runs holding PGlite's transaction lock (no app transaction is
 * half done, none starts meanwhile) inside a read-only repeatable-read transaction that is
 * rolled back: pg_dump never commits, and without the rollback its transaction and its
 * session settings (search_path '') would stay on the app's session.
 */
async function dumpPglite(client: PGlite, path: string) {
  const { pgDump } = await import("@electric-sql/pglite-tools/pg_dump");
  await client.transaction(async (tx) => {
    await tx.exec("set transaction isolation level repeatable read, read only");
    const session = {
      query: tx.query.bind(tx),
      exec: tx.exec.bind(tx),
      execProtocolRawStream: client.execProtocolRawStream.bind(client),
    } as unknown as PGlite;
    const file = await pgDump({ pg: session, args: PORTABLE_ARGS });
    // Loadable by psql on PostgreSQL 15 as well (pglite-tools already drops `\restrict`).
    const sql = await portableSql((await file.text()).split("\n"));
    await tx.rollback();
    await writeComplete(path, (partial) => writeFile(partial, sql, { mode: 0o600 }));
  });
}

/** The machine's pg_dump (postgresql-client) against a PostgreSQL server, streamed to disk. */
function dumpPostgres(url: string, path: string) {
  return writeComplete(path, (partial) =>
    runPgTool("pg_dump", [...PORTABLE_ARGS, "--dbname", url], {
      output: createWriteStream(partial, { mode: 0o600 }),
    }),
  );
}

/** Writes a plain-SQL dump of the whole database (schema, data, migrations table) to path. */
export const dumpDatabase = ({ source }: Pick<DatabaseHandle, "source">, path: string) =>
  source.kind === "postgres" ? dumpPostgres(source.url, path) : dumpPglite(source.client, path);
