import { stat } from "node:fs/promises";
import type { Server } from "node:net";
import type { DatabaseHandle } from "../db/client.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../lib/logger.ts";
import { controlSocketPath, listenForBackupRequests } from "./control.ts";
import { dumpDatabase } from "./dump.ts";
import {
  automaticBackupsEnabled,
  type BackupFile,
  backupFolder,
  listBackups,
  newBackupPath,
  pruneBackups,
} from "./files.ts";

export type Backups = {
  folder: string;
  /**
   * Daily backups run (a scheduled job, src/server/scheduled-jobs.ts): on the embedded database
   * on disk unless BACKUP_DIR is `off`; on PostgreSQL only into a BACKUP_DIR set for them.
   */
  automatic: boolean;
  /** Takes a backup now; a call while one runs shares it. */
  run: () => Promise<BackupFile>;
  latest: () => Promise<BackupFile | null>;
  /**
   * The daily job: a backup and the pruning to BACKUP_KEEP, unless one was already taken since
   * the job was queued (the same job run again after a crash, at-least-once). Null when skipped.
   */
  daily: (queuedAt: Date) => Promise<BackupFile | null>;
  /** The socket `npm run db:backup` talks to (embedded database only). */
  start: () => Promise<void>;
  /** Closes the socket and waits for a backup in progress. */
  stop: () => Promise<void>;
};

export function createBackups(env: Env, handle: DatabaseHandle, logger: Logger): Backups {
  const folder = backupFolder(env);
  // On PostgreSQL the provider's backups come first (decision 013); ours are asked for by name.
  const automatic =
    automaticBackupsEnabled(env) &&
    (handle.onDisk || (handle.kind === "postgres" && env.BACKUP_DIR !== undefined));
  let inFlight: Promise<BackupFile> | null = null;
  let socket: Server | undefined;

  const run = () => {
    inFlight ??= (async () => {
      const started = performance.now();
      const at = new Date();
      const path = await newBackupPath(folder, at);
      await dumpDatabase(handle, path);
      const file = { path, at, size: (await stat(path)).size };
      logger.info(
        { path, bytes: file.size, ms: Math.round(performance.now() - started) },
        "backup written",
      );
      return file;
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  const latest = async () => (await listBackups(folder))[0] ?? null;

  return {
    folder,
    automatic,
    run,
    latest,
    async daily(queuedAt) {
      const last = await latest();
      if (last && last.at >= queuedAt) return null;
      const file = await run();
      await pruneBackups(folder, env.BACKUP_KEEP);
      return file;
    },
    async start() {
      if (!handle.onDisk) return;
      try {
        socket = await listenForBackupRequests(controlSocketPath(env.DATA_DIR), run);
      } catch (error) {
        logger.warn(
          { err: error },
          "backup socket unavailable: npm run db:backup needs the server stopped",
        );
      }
    },
    async stop() {
      socket?.close();
      await inFlight?.catch(() => {});
    },
  };
}
