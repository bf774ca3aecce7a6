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
import { SCHEDULED, scheduledJobs } from "../scheduled-jobs.ts";
import { declareJobs } from "./queue.ts";

// Two app instances as production runs them (each its own process) on one PostgreSQL, the
// daily backup due every minute: each tick's backup is taken by one of them only. The schedules
// are on the database before they start, so both look at the minute's tick at once on start
// (nobody waits for the next minute).

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
    // The app's schedules as the instances register them (what their jobs run is not read here).
    const kinds = scheduledJobs({
      env: { BACKUP_SCHEDULE: shared.BACKUP_SCHEDULE },
      backups: { automatic: true },
    } as Parameters<typeof scheduledJobs>[0]);
    await declareJobs({ kind: "postgres", url: shared.DATABASE_URL }, kinds);
    servers.push(
      ...(await Promise.all(
        backupDirs.map((dir) =>
          spawnServer({ ...shared, DATA_DIR: tempFolder("ci-instance-"), BACKUP_DIR: dir }),
        ),
      )),
    );
    const backups = async () => (await Promise.all(backupDirs.map(listBackups))).flat();
    const jobsOf = (name: string) =>
      parseRows(
        database!.db,
        z.object({ state: z.string(), minute: z.string() }),
        sql`select state, to_char(created_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as minute
          from pgboss.job where name = ${name}`,
      );

    // Until the minute's tick is taken, and no tick is waiting to be sent or run: both instances
    // had their look at it on start.
    const settled = (states: { state: string }[]) =>
      states.every((job) => ["completed", "failed"].includes(job.state));
    for (;;) {
      const [taken, sends, runs] = await Promise.all([
        backups(),
        jobsOf("__pgboss__send-it"),
        jobsOf(SCHEDULED.backup),
      ]);
      if (taken.length > 0 && settled(sends) && settled(runs)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const taken = await backups();
    const minutes = taken.map((file) => minuteOf(file.at));
    expect(new Set(minutes).size).toBe(minutes.length);

    // One job per tick, none failed.
    const jobs = await jobsOf(SCHEDULED.backup);
    expect(new Set(jobs.map((job) => job.minute)).size).toBe(jobs.length);
    expect(jobs.every((job) => job.state === "completed")).toBe(true);

    for (const server of servers) server.child.kill("SIGTERM");
    expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0]);
  }, 90_000);
});
