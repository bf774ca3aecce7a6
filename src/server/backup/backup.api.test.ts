// Depends on the engine: backups and restores of PGlite (pglite-tools' pg_dump, its data folder)
// and of PostgreSQL (pg_dump, psql) are separate code.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createUser, makeAdmin, type TestUser } from "../../../tests/helpers/factories.ts";
import { counts, emptyPostgres } from "../../../tests/helpers/restore-targets.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import type { AdminBackupStatus } from "../../shared/admin.ts";
import { openPglite, openPostgres } from "../db/client.ts";
import { parseEnv } from "../env.ts";
import { startServer } from "../server.ts";
import { listBackups } from "./files.ts";
import { restorePglite, restorePostgres, TargetNotEmptyError } from "./restore.ts";

let server: TestServer;
let admin: TestUser;
const folders: string[] = [];

function tempFolder() {
  const folder = mkdtempSync(join(tmpdir(), "ci-backup-"));
  folders.push(folder);
  return folder;
}

beforeAll(async () => {
  server = await startTestServer({ BACKUP_DIR: tempFolder() });
  admin = await createUser(server, { name: "Ana Administradora" });
  await makeAdmin(server.db, admin.id);
});
afterAll(async () => {
  await server.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("Admin → the last backup", () => {
  it("the admin sees the newest backup's time and size, and nothing before the first", async () => {
    const before = await admin.client.json<AdminBackupStatus>("/api/admin/backup");
    expect(before.status).toBe(200);
    expect(before.body.latest).toBeNull();
    // Daily backups are for the embedded database on disk, and for PostgreSQL into a BACKUP_DIR
    // set for them (as here); not for PGlite in memory.
    expect(before.body.automatic).toBe(server.deps.dbKind === "postgres");

    const taken = await server.deps.backups.run();
    const after = await admin.client.json<AdminBackupStatus>("/api/admin/backup");
    expect(after.body.latest).toEqual({ at: taken.at.toISOString(), size: taken.size });
    expect(taken.size).toBeGreaterThan(1000);
  });

  it("a signed-in user who is not an admin is refused with 403", async () => {
    const user = await createUser(server);
    expect((await user.client.json("/api/admin/backup")).status).toBe(403);
  });
});

describe("restoring a backup", () => {
  it("loads into an empty PostgreSQL database with the users and the migrations table, and refuses it once it holds data unless forced", async () => {
    const { path } = await server.deps.backups.run();
    const target = await emptyPostgres();
    try {
      await restorePostgres(target.url, path);
      // The server's own open migrates: it must find every migration already applied.
      const restored = await openPostgres(target.url, 1);
      try {
        const [restoredCounts] = await counts(restored.db);
        const [sourceCounts] = await counts(server.db);
        expect(restoredCounts).toEqual(sourceCounts);
        expect(restoredCounts).toMatchObject({ admins: 1 });
      } finally {
        await restored.close();
      }

      await expect(restorePostgres(target.url, path)).rejects.toThrow(TargetNotEmptyError);
      await restorePostgres(target.url, path, { force: true });
    } finally {
      await target.drop();
    }
  });

  it("loads into a new data folder, and refuses that folder once it holds a database unless forced", async () => {
    const { path } = await server.deps.backups.run();
    const dataDir = tempFolder();
    await restorePglite(dataDir, path);
    await expect(restorePglite(dataDir, path)).rejects.toThrow(TargetNotEmptyError);
    await restorePglite(dataDir, path, { force: true });
    const restored = await openPglite(dataDir);
    try {
      const [restoredCounts] = await counts(restored.db);
      expect(restoredCounts).toEqual((await counts(server.db))[0]);
    } finally {
      await restored.close();
    }
    // Four embedded databases opened on disk, on a machine the suites share.
  }, 120_000);
});

describe.runIf(inject("database").kind === "pglite")("the daily backup", () => {
  it("each tick's job takes one backup, the same job run again takes none, and only the newest BACKUP_KEEP stay", async () => {
    const dataDir = tempFolder();
    const env = parseEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PORT: "0",
      DATA_DIR: dataDir,
      BACKUP_KEEP: "2",
      AUTH_SECRET: randomBytes(32).toString("hex"),
    });
    const running = await startServer(env, { database: await openPglite(dataDir) });
    const { backups } = running.deps;
    const taken: string[] = [];
    try {
      expect(backups.automatic).toBe(true);
      for (let tick = 0; tick < 3; tick++) {
        const queuedAt = new Date();
        const file = await backups.daily(queuedAt);
        expect(file).not.toBeNull();
        taken.push(file!.path);
        // Delivered again after a crash (at least once): the tick's backup is already there.
        expect(await backups.daily(queuedAt)).toBeNull();
      }
    } finally {
      await running.close();
    }
    const kept = (await listBackups(join(dataDir, "backups"))).map((f) => f.path);
    expect(kept).toEqual(taken.slice(1).reverse());
    // An embedded database created on disk, then three backups, on a shared machine.
  }, 120_000);
});
