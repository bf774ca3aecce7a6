import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-database.ts";
import { type ServerProcess, spawnServer } from "../../../tests/security/server-process.ts";
import { listBackups } from "../backup/files.ts";
import { parseRows } from "../db/client.ts";
import { SCHEDULED } from "../scheduled-jobs.ts";

// Two app instances as production runs them (each its own process) on one PostgreSQL, the
// daily backup due every minute: each tick's backup is taken by one of them only.

const folders: string[] = [];
const tempFolder = (prefix: string) => {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
};
let database: TestDatabase | undefined;
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill("SIGKILL");
  await database?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const minuteOf = (at: Date) => at.toISOString().slice(0, 16);

describe("scheduled work across instances", () => {
  it("two app instances on one PostgreSQL take each tick's daily backup once between them, and stop cleanly on SIGTERM", async () => {
    database = await createTestDatabase();
    const backupDirs = [tempFolder("ci-backups-a-"), tempFolder("ci-backups-b-")];
    const shared = {
      DATABASE_URL: database.url!,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      BACKUP_SCHEDULE: "* * * * *",
    };
    for (const dir of backupDirs) {
      servers.push(
        await spawnServer({ ...shared, DATA_DIR: tempFolder("ci-instance-"), BACKUP_DIR: dir }),
      );
    }
    const backups = async () => (await Promise.all(backupDirs.map(listBackups))).flat();

    // Until two ticks have gone by: both instances had each tick's chance to send it.
    const started = Date.now();
    while ((await backups()).length < 2 && Date.now() - started < 100_000) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const taken = await backups();
    expect(taken.length).toBeGreaterThanOrEqual(1);
    const minutes = taken.map((file) => minuteOf(file.at));
    expect(new Set(minutes).size).toBe(minutes.length);

    // One job per tick, none failed; a tick's job may still be running as the test looks.
    const jobs = await parseRows(
      database.db,
      z.object({ state: z.string(), minute: z.string() }),
      sql`select state, to_char(created_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as minute
        from pgboss.job where name = ${SCHEDULED.backup}`,
    );
    expect(new Set(jobs.map((job) => job.minute)).size).toBe(jobs.length);
    expect(jobs.every((job) => ["completed", "active"].includes(job.state))).toBe(true);

    for (const server of servers) server.child.kill("SIGTERM");
    expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0]);
  }, 150_000);
});
