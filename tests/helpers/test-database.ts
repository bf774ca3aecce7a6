import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openPglite, openPostgres } from "../../src/server/db/client.ts";
import "../setup/database-kind.ts";

export type TestDatabase = DatabaseHandle & { url?: string };

/**
 * A fresh, migrated database of this project's kind, dropped again on close; `"pglite"` asks
 * for the embedded engine where the project offers it beside its own (the e2e project).
 */
export async function createTestDatabase(engine?: "pglite"): Promise<TestDatabase> {
  const config = engine ? inject("embeddedDatabase") : inject("database");
  if (!config) throw new Error("this test project offers no embedded database");
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
