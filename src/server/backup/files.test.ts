import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { backupFolder, listBackups, newBackupPath, pruneBackups } from "./files.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("backup files", () => {
  it("go to DATA_DIR/backups unless BACKUP_DIR names a folder (off only stops the daily job)", () => {
    expect(backupFolder({ DATA_DIR: "./data", BACKUP_DIR: undefined })).toBe(
      resolve("data/backups"),
    );
    expect(backupFolder({ DATA_DIR: "./data", BACKUP_DIR: "off" })).toBe(resolve("data/backups"));
    expect(backupFolder({ DATA_DIR: "./data", BACKUP_DIR: "/srv/copias" })).toBe("/srv/copias");
  });

  it("are named by their UTC time, listed newest first, and pruning keeps the newest and nothing else's", async () => {
    const folder = mkdtempSync(join(tmpdir(), "ci-backup-files-"));
    folders.push(folder);
    const times = [
      "2026-11-20T03:00:00.000Z",
      "2026-11-22T03:00:00.000Z",
      "2026-11-21T03:00:00.000Z",
    ];
    for (const time of times)
      writeFileSync(await newBackupPath(folder, new Date(time)), "select 1;");
    writeFileSync(join(folder, "notas.txt"), "do operador");
    writeFileSync(join(folder, "conteudo-2026-11-23T03-00-00-000Z.sql.partial"), "cortado");

    const listed = await listBackups(folder);
    expect(listed.map((f) => f.at.toISOString())).toEqual([times[1], times[2], times[0]]);
    expect(listed[0]).toMatchObject({ size: 9 });

    await pruneBackups(folder, 2);
    expect((await listBackups(folder)).map((f) => f.at.toISOString())).toEqual([
      times[1],
      times[2],
    ]);
    await pruneBackups(folder, 2);
    expect(await listBackups(folder)).toHaveLength(2);
    expect(readdirSync(folder)).toContain("notas.txt");
  });

  it("go into a folder only their owner may open, even when it already existed open to others", async () => {
    const folder = mkdtempSync(join(tmpdir(), "ci-backup-mode-"));
    folders.push(folder);
    chmodSync(folder, 0o755);
    await newBackupPath(folder);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });
});
