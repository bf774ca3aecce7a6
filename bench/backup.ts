import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dumpDatabase } from "../src/server/backup/dump.ts";
import { restorePglite, restorePostgres } from "../src/server/backup/restore.ts";
import { openPglite } from "../src/server/db/client.ts";
import { createBenchDatabase } from "./lib/postgres.ts";
import type { Area, Measure } from "./lib/results.ts";
import { runScaleSeed, seedHistory, seedUsers } from "./lib/seed.ts";
import { mb, round } from "./lib/stats.ts";

const AREA = "backup";
const PGLITE_ROWS = 10_000;

async function seconds(fn: () => Promise<unknown>) {
  const started = performance.now();
  await fn();
  return round((performance.now() - started) / 1000, 2);
}

/** Backup and restore of the scale seed, PostgreSQL to PostgreSQL (pg_dump, psql). */
async function postgresFigures(
  folder: string,
  users: number,
  content: number,
  log: (m: string) => void,
) {
  const source = await createBenchDatabase("backup");
  const target = await createBenchDatabase("restore");
  const file = join(folder, "postgres.sql");
  const rows = `${users} users, ${content} content rows`;
  try {
    log(`seeding ${rows} (scripts/seed-scale.ts)`);
    // Without the plans' posts (13 million at full scale), which would take this area from
    // seconds to many minutes for no new finding: a dump is proportional to the rows.
    runScaleSeed(source.url, users, content, 0);
    const backup = await seconds(() =>
      dumpDatabase({ source: { kind: "postgres", url: source.url } }, file),
    );
    const restore = await seconds(() => restorePostgres(target.url, file));
    return [
      {
        area: AREA,
        metric: "PostgreSQL backup (npm run db:backup)",
        value: backup,
        unit: "s",
        note: `${rows}; dump ${mb(statSync(file).size)} MB`,
      },
      {
        area: AREA,
        metric: "PostgreSQL restore into an empty database",
        value: restore,
        unit: "s",
        note: rows,
      },
    ];
  } finally {
    await Promise.all([source.drop(), target.drop()]);
  }
}

/** The embedded database: a live dump (as the daily job takes it) and a restore into a new DATA_DIR. */
async function pgliteFigures(folder: string, log: (m: string) => void) {
  const file = join(folder, "pglite.sql");
  const note = `${PGLITE_ROWS} history rows, 100 users`;
  log(`seeding PGlite with ${note}`);
  const handle = await openPglite(join(folder, "source"));
  let backup: number;
  try {
    const [owner] = await seedUsers(handle.db, randomBytes(32).toString("hex"), 100);
    await seedHistory(handle.db, owner!.id, PGLITE_ROWS);
    backup = await seconds(() => dumpDatabase(handle, file));
  } finally {
    await handle.close();
  }
  const restore = await seconds(() => restorePglite(join(folder, "target"), file));
  return [
    {
      area: AREA,
      metric: "PGlite backup of the running database",
      value: backup,
      unit: "s",
      note: `${note}; dump ${mb(statSync(file).size)} MB; requests wait meanwhile`,
    },
    {
      area: AREA,
      metric: "PGlite restore into a new DATA_DIR",
      value: restore,
      unit: "s",
      note: `${note}; includes creating the database`,
    },
  ];
}

export const backupArea: Area = {
  name: "backup",
  describe:
    "npm run db:backup / db:restore times: the scale seed on PostgreSQL, 10k rows on PGlite",
  async run({ quick, log }) {
    const [users, content] = quick ? [10_000, 100_000] : [100_000, 1_000_000];
    const folder = mkdtempSync(join(tmpdir(), "bench-backup-"));
    try {
      const measures: Measure[] = await pgliteFigures(folder, log);
      measures.push(...(await postgresFigures(folder, users, content, log)));
      return measures;
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
};
