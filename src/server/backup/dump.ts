import { createWriteStream } from "node:fs";
import { rename, rm, writeFile } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import { runPgTool } from "./pg-tools.ts";

/**
 * Plain SQL that any target loads, PostgreSQL through psql or PGlite through a query: no
 * owners or grants of the source's roles, and rows as multi-row INSERTs (PGlite cannot take
 * COPY ... FROM stdin in a script).
 */
const PORTABLE_ARGS = ["--no-owner", "--no-privileges", "--inserts", "--rows-per-insert=500"];

/**
 * Lines a PostgreSQL 16+ pg_dump writes that an older server or psql rejects: PGlite is
 * PostgreSQL 18, the servers we restore to may be 15. Everything else in the dump is 15-safe.
 */
const NEWER_THAN_15 = [/^SET transaction_timeout = /, /^\\(un)?restrict /];

export function isPortableLine(line: string) {
  return !NEWER_THAN_15.some((pattern) => pattern.test(line));
}

/** Writes `content` to `path` through a temporary name: a half-written file is never a backup. */
async function writeComplete(path: string, write: (partial: string) => Promise<void>) {
  const partial = `${path}.partial`;
  try {
    await write(partial);
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
export async function dumpPglite(client: PGlite, path: string) {
  const { pgDump } = await import("@electric-sql/pglite-tools/pg_dump");
  await client.transaction(async (tx) => {
    await tx.exec("set transaction isolation level repeatable read, read only");
    const session = {
      query: tx.query.bind(tx),
      exec: tx.exec.bind(tx),
      execProtocolRawStream: client.execProtocolRawStream.bind(client),
    } as unknown as PGlite;
    const file = await pgDump({ pg: session, args: PORTABLE_ARGS });
    const sql = (await file.text()).split("\n").filter(isPortableLine).join("\n");
    await tx.rollback();
    await writeComplete(path, (partial) => writeFile(partial, sql, { mode: 0o600 }));
  });
}

/** The machine's pg_dump (postgresql-client) against a PostgreSQL server, streamed to disk. */
export function dumpPostgres(url: string, path: string) {
  return writeComplete(path, (partial) =>
    runPgTool("pg_dump", [...PORTABLE_ARGS, "--dbname", url], {
      output: createWriteStream(partial, { mode: 0o600 }),
    }),
  );
}
