import { stat } from "node:fs/promises";
import type { Server } from "node:net";
import type { DatabaseHandle } from "../db/client.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../lib/logger.ts";
import { controlSocketPath, listenForBackupRequests } from "./control.ts";
import {
  automaticBackupsEnabled,
  type BackupFile,
  backupFolder,
  listBackups,
  newBackupPath,
  pruneBackups,
} from "./files.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
// A restart does not back up at once (a crash loop would fill the disk): at the earliest a
// minute after the start, and a day after the last backup.
const FIRST_DELAY_MS = 60_000;

export type Backups = {
  folder: string;
  /** Daily backups run: the embedded database on disk, and BACKUP_DIR is not `off`. */
  automatic: boolean;
  /** Takes a backup now; a call while one runs shares it. */
  run: () => Promise<BackupFile>;
  latest: () => Promise<BackupFile | null>;
  /** The daily job and the socket `npm run db:backup` talks to (embedded database only). */
  start: () => Promise<void>;
  /** Stops both and waits for a backup in progress. */
  stop: () => Promise<void>;
};

export function createBackups(
  env: Env,
  handle: DatabaseHandle,
  logger: Logger,
  { intervalMs = DAY_MS }: { intervalMs?: number } = {},
): Backups {
  const folder = backupFolder(env);
  const automatic = handle.onDisk && automaticBackupsEnabled(env);
  let inFlight: Promise<BackupFile> | null = null;
  let dailyJob: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let socket: Server | undefined;
  let stopped = false;

  const run = () => {
    inFlight ??= (async () => {
      const started = performance.now();
      const at = new Date();
      const path = await newBackupPath(folder, at);
      await handle.dump(path);
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

  const scheduleNext = async () => {
    const last = await latest();
    if (stopped) return;
    // At most an interval away, even when the newest name is in the future (a clock moved back).
    const due = Math.min(intervalMs, last ? last.at.getTime() + intervalMs - Date.now() : 0);
    timer = setTimeout(
      () => {
        dailyJob = daily();
      },
      Math.max(Math.min(intervalMs, FIRST_DELAY_MS), due),
    );
    timer.unref();
  };
  const daily = async () => {
    try {
      await run();
      await pruneBackups(folder, env.BACKUP_KEEP);
    } catch (error) {
      logger.error({ err: error }, "daily backup failed");
    }
    await scheduleNext();
  };

  return {
    folder,
    automatic,
    run,
    latest,
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
      if (automatic) await scheduleNext();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
      await Promise.all([inFlight?.catch(() => {}), dailyJob]);
    },
  };
}
