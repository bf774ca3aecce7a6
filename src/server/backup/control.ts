import { rmSync } from "node:fs";
import { createConnection, createServer, type Server } from "node:net";
import { join, resolve } from "node:path";
import type { BackupFile } from "./files.ts";

/**
 * PGlite allows one process, so `npm run db:backup` asks the running server to take the
 * backup over a Unix socket in DATA_DIR. Only who may read DATA_DIR (and so the database
 * files themselves) may connect: the socket is the owner's alone (0600).
 */
export const controlSocketPath = (dataDir: string) => join(resolve(dataDir), "backup.sock");

type Answer = { ok: true; path: string; size: number } | { ok: false; error: string };

export async function listenForBackupRequests(
  path: string,
  takeBackup: () => Promise<BackupFile>,
): Promise<Server> {
  // A socket file left by a crash: this process holds the DATA_DIR lock, so it is stale.
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    socket.on("error", () => {});
    socket.once("data", () => {
      takeBackup()
        .then(
          (file): Answer => ({ ok: true, path: file.path, size: file.size }),
          (error: Error): Answer => ({ ok: false, error: error.message }),
        )
        .then((answer) => socket.end(`${JSON.stringify(answer)}\n`));
    });
  });
  const listening = new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.once("listening", done);
  });
  // listen() creates the socket file at once, with the process's umask: owner-only from its
  // first instant (a chmod afterwards leaves a moment when anyone may connect). Only for that
  // call: the rest of the process keeps its umask.
  const umask = process.umask(0o177);
  try {
    server.listen(path);
  } finally {
    process.umask(umask);
  }
  await listening;
  return server;
}

/** The running server's backup, or null when no server listens on the socket. */
export function requestBackup(path: string): Promise<{ path: string; size: number } | null> {
  return new Promise((done, fail) => {
    let answer = "";
    const socket = createConnection(path, () => socket.write("backup\n"));
    socket.setEncoding("utf8");
    socket.on("data", (d) => (answer += d));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      ["ENOENT", "ECONNREFUSED"].includes(error.code ?? "") ? done(null) : fail(error),
    );
    socket.on("end", () => {
      try {
        const parsed = JSON.parse(answer) as Answer;
        if (parsed.ok) done({ path: parsed.path, size: parsed.size });
        else fail(new Error(`the server could not take the backup: ${parsed.error}`));
      } catch {
        fail(new Error("the server closed the backup request without an answer"));
      }
    });
  });
}
