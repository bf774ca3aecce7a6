import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerProcess, spawnServer } from "../security/server-process.ts";

/**
 * Server processes for a test that kills one (SIGKILL) and starts another: each on a data folder
 * of its own, every one still running killed and every folder removed by `cleanup`.
 */
export function instances(prefix: string) {
  const folders: string[] = [];
  const servers: ServerProcess[] = [];
  return {
    async spawn(env: Record<string, string>) {
      const dataDir = mkdtempSync(join(tmpdir(), prefix));
      folders.push(dataDir);
      const server = await spawnServer({ ...env, DATA_DIR: dataDir });
      servers.push(server);
      return server;
    },
    cleanup() {
      for (const server of servers)
        if (server.child.exitCode === null) server.child.kill("SIGKILL");
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Polls (the database, say) until `found` holds: not a timing assertion. */
export async function until<T>(read: () => Promise<T>, found: (value: T) => boolean) {
  for (;;) {
    const value = await read();
    if (found(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
