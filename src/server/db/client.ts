import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { z } from "zod";
import { MIGRATIONS_DIR } from "../project-paths.ts";
import {
  type ChangeFeed,
  openChangeFeed,
  pgliteTransport,
  postgresTransport,
} from "./change-feed.ts";
import { lockDataDir } from "./lock.ts";
import * as schema from "./schema/index.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Rows of a raw SQL query, for what the query builder cannot say (trigram search, counts,
 * EXPLAIN): both drivers answer `{ rows }`, which no type describes, so each row is parsed.
 */
export async function parseRows<Row extends z.ZodType>(
  db: Database,
  row: Row,
  query: SQL,
): Promise<z.output<Row>[]> {
  const { rows } = (await db.execute(query)) as { rows: unknown };
  return z.array(row).parse(rows);
}

export type DatabaseSource = { kind: "postgres"; url: string } | { kind: "pglite"; client: PGlite };

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Committed changes to what the caches hold, and the read barrier (docs/decisions/006). */
  changes: ChangeFeed;
  /**
   * How what works beside the ORM reaches this database: its dump (backup/dump.ts) and the job
   * queue (jobs/queue.ts) take the server's URL, or the embedded database's one client.
   */
  source: DatabaseSource;
  /** The embedded database in a DATA_DIR folder (not in memory, not PostgreSQL). */
  onDisk: boolean;
  close: () => Promise<void>;
};

/**
 * PGlite's options, in memory or on disk. The extensions are those the migrations create
 * (PostgreSQL has them built in). PGlite starts PostgreSQL with initdb's 128 MB of
 * shared_buffers inside its WebAssembly memory, most of a newcomer's idle server; one user's
 * working set fits in 32 MB, and the files behind it stay in the OS page cache.
 */
const pgliteOptions = {
  extensions: { pg_trgm, unaccent },
  startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"],
};

/** PGlite's own folder inside DATA_DIR. */
export const pgliteFolder = (dataDir: string) => resolve(dataDir, "pglite");

/** A bare PGlite (not migrated) in dataDir, or in memory; the caller holds the folder lock. */
export function createPgliteClient(dataDir: string | null, loadDataDir?: Blob) {
  return dataDir
    ? PGlite.create(pgliteFolder(dataDir), pgliteOptions)
    : PGlite.create({ ...pgliteOptions, loadDataDir });
}

// Any constant works: it only has to be the same for every instance migrating one database.
const MIGRATION_LOCK_KEY = 7_302_025;

/** `logQuery` sees every statement the app sends (the benchmark EXPLAINs them). */
export async function openPostgres(
  url: string,
  poolSize = 10,
  logQuery?: (sql: string, params: unknown[]) => void,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A dropped connection must not crash the process; the next query gets a fresh one.
  pool.on("error", () => {});
  const client = await pool.connect();
  try {
    // Several instances may start at once on one database: migrate one at a time.
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
  } finally {
    client.release();
  }
  const changes = await openChangeFeed(postgresTransport(url));
  return {
    db: drizzlePg(pool, { schema, logger: logQuery && { logQuery } }) as unknown as Database,
    kind: "postgres",
    changes,
    source: { kind: "postgres", url },
    onDisk: false,
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

/** Opens PGlite in dataDir (or in memory when dataDir is null), migrated. */
export async function openPglite(
  dataDir: string | null,
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  let unlock = () => {};
  let client: PGlite;
  if (dataDir) {
    const root = resolve(dataDir);
    // PGlite creates only the last folder of its path.
    mkdirSync(root, { recursive: true });
    unlock = lockDataDir(root);
    try {
      client = await createPgliteClient(root);
    } catch (error) {
      unlock();
      throw error;
    }
  } else {
    client = await createPgliteClient(null, options.loadDataDir);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  const changes = await openChangeFeed(pgliteTransport(client));
  return {
    db: db as unknown as Database,
    kind: "pglite",
    changes,
    source: { kind: "pglite", client },
    onDisk: dataDir !== null,
    close: async () => {
      await changes.close();
      await client.close();
      unlock();
    },
  };
}

export function openDatabase(env: { DATABASE_URL?: string; DATA_DIR: string }) {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(env.DATA_DIR);
}
