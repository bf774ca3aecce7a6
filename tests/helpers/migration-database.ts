import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { createPgliteClient } from "../../src/server/db/client.ts";
import { MIGRATIONS_DIR } from "../../src/server/project-paths.ts";
import { emptyPostgres } from "./restore-targets.ts";

/** A copy of the migrations that stops before `tag`. */
function migrationsBefore(tag: string) {
  const folder = mkdtempSync(join(tmpdir(), "ci-migrations-"));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const index = journal.entries.findIndex((e) => e.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * An empty database of the run's kind (PGlite or PostgreSQL) for testing one migration: a test
 * migrates it to just before the migration, writes rows as the code of then did, migrates it to
 * the end, then reads them back.
 */
export function setupMigrationDatabase() {
  let run: Query;
  let migrateTo: (folder: string) => Promise<void>;
  let close: () => Promise<void>;
  const folders: string[] = [];
  beforeAll(async () => {
    if (inject("database").kind === "postgres") {
      const database = await emptyPostgres();
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      run = (text) => client.query(text);
      migrateTo = (folder) => migratePg(drizzlePg(client), { migrationsFolder: folder });
      close = async () => {
        await client.end();
        await database.drop();
      };
    } else {
      const client = await createPgliteClient(null);
      run = (text) => client.query(text);
      migrateTo = (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder });
      close = () => client.close();
    }
  }, 60_000);
  afterAll(async () => {
    await close?.();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  return {
    run: (text: string) => run(text),
    /** Migrates up to (not including) the migration tagged `tag`. */
    migrateBefore: async (tag: string) => {
      const folder = migrationsBefore(tag);
      folders.push(folder);
      await migrateTo(folder);
    },
    migrateToEnd: () => migrateTo(MIGRATIONS_DIR),
  };
}
