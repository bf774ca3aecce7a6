import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../helpers/free-port.ts";

const BIN = "/usr/lib/postgresql/15/bin";

/** initdb and the server refuse to run as root: run them as the postgres user then. */
function run(tool: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [command, argv] = asRoot
    ? ["runuser", ["-u", "postgres", "--", join(BIN, tool), ...args]]
    : [join(BIN, tool), args];
  execFileSync(command, argv, { stdio: "pipe" });
}

/**
 * A PostgreSQL cluster of its own in a temporary folder, on a free port, that a test may stop
 * and start at will (the machine's shared cluster must never be restarted under other tests).
 */
export async function startThrowawayPostgres() {
  const dir = mkdtempSync(join(tmpdir(), "ci-pg-"));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, "data");
  const port = await freePort();
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => run("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-o", options, "-w", "start"]),
    stop: () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    remove: () => {
      try {
        cluster.stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
