// npm run db:backup: a plain-SQL dump of the database the server's configuration points at,
// written to the backup folder; prints its path. Works whether the server runs or not.
import { existsSync } from "node:fs";
import { controlSocketPath, requestBackup } from "../src/server/backup/control.ts";
import { dumpDatabase } from "../src/server/backup/dump.ts";
import { backupFolder, newBackupPath } from "../src/server/backup/files.ts";
import { openDatabase, pgliteFolder } from "../src/server/db/client.ts";
import { DataDirLockedError } from "../src/server/db/lock.ts";
import { EnvError, loadEnv } from "../src/server/env.ts";

async function backUp() {
  const env = loadEnv();
  if (!env.DATABASE_URL && !existsSync(pgliteFolder(env.DATA_DIR))) {
    throw new Error(`There is no database in ${env.DATA_DIR} (DATA_DIR) to back up.`);
  }
  try {
    const handle = await openDatabase(env);
    try {
      const path = await newBackupPath(backupFolder(env));
      await dumpDatabase(handle, path);
      return path;
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // The embedded database is open in the running server: it takes the backup.
    const answer = await requestBackup(controlSocketPath(env.DATA_DIR));
    if (!answer) {
      throw new Error(
        `${error.message}\nThat process does not answer on ${controlSocketPath(env.DATA_DIR)}: ` +
          "if it is this app's server, restart it (an older version has no backup socket).",
      );
    }
    return answer.path;
  }
}

try {
  console.log(await backUp());
} catch (error) {
  console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
  process.exit(1);
}
