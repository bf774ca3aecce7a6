import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openPglite, openPostgres } from "../../src/server/db/client.ts";
import "../setup/database-kind.ts";

export type TestDatabase = DatabaseHandle & { url?: string };

/** A fresh, migrated database of this project's kind, dropped again on close. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const config = inject("database");
  if (config.kind === "pglite") {
    return openPglite(null, { loadDataDir: new Blob([readFileSync(config.dumpPath)]) });
  }
  const name = `ci_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client(config.adminUrl);
  await admin.connect();
  await admin.query(`create database ${name} template ${config.template}`);
  const url = config.adminUrl.replace(/\/postgres$/, `/${name}`);
  const handle = await openPostgres(url, 5);
  return {
    ...handle,
    url,
    kind: "postgres",
    close: async () => {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
