import { chmod, mkdir, readdir, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Env } from "../env.ts";
import { checksumPath } from "./checksum.ts";

export type BackupFile = { path: string; at: Date; size: number };

type BackupEnv = Pick<Env, "BACKUP_DIR" | "DATA_DIR">;

/** `BACKUP_DIR=off` turns the daily backups off; manual ones still go to the default folder. */
export const automaticBackupsEnabled = (env: BackupEnv) => env.BACKUP_DIR !== "off";

export function backupFolder(env: BackupEnv) {
  return resolve(
    env.BACKUP_DIR && env.BACKUP_DIR !== "off" ? env.BACKUP_DIR : join(env.DATA_DIR, "backups"),
  );
}

// conteudo-2026-11-24T02-15-00-123Z.sql: the UTC time it was taken, sorting as it reads.
const PREFIX = "conteudo-";
const NAME = /^conteudo-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.sql$/;

/**
 * A dump holds every password hash and session: the folder is the owner's alone. Its mode is
 * set every time, since mkdir leaves an existing folder's (BACKUP_DIR made by hand, 0755) as is.
 */
export async function newBackupPath(folder: string, now = new Date()) {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
  return join(folder, `${PREFIX}${now.toISOString().replace(/[:.]/g, "-")}.sql`);
}

/** The backups in folder, newest first (other files there are left alone). */
export async function listBackups(folder: string): Promise<BackupFile[]> {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const found: BackupFile[] = [];
  for (const name of names) {
    const match = NAME.exec(name);
    if (!match) continue;
    const [, day, h, m, s, ms] = match;
    const path = join(folder, name);
    found.push({
      path,
      at: new Date(`${day}T${h}:${m}:${s}.${ms}Z`),
      size: (await stat(path)).size,
    });
  }
  return found.sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** Deletes all but the newest `keep` backups, with their checksums. */
export async function pruneBackups(folder: string, keep: number) {
  for (const old of (await listBackups(folder)).slice(keep)) {
    await rm(old.path, { force: true });
    await rm(checksumPath(old.path), { force: true });
  }
}
