import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { buildServer, SERVER_BUNDLE } from "../tests/helpers/build-server.ts";
import { freePort } from "../tests/helpers/free-port.ts";
import { createBenchDatabase } from "./lib/postgres.ts";
import type { Area, Measure } from "./lib/results.ts";
import { mb, round } from "./lib/stats.ts";

const AREA = "embedded";

const rssOf = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? Number.NaN) * 1024;
};

/** `npm start` as a user runs it: from spawn to a healthy /api/health, then idle memory. */
async function coldStart(env: Record<string, string>) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: { ...process.env, LOG_LEVEL: "warn", PORT: String(port), ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    let healthyAt = 0;
    while (!healthyAt) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (performance.now() - started > 60_000) throw new Error("not healthy after 60 s");
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) healthyAt = performance.now();
      else await sleep(20);
    }
    await sleep(2_000);
    return { ms: healthyAt - started, rss: rssOf(child.pid!) };
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  }
}

export const embeddedArea: Area = {
  name: "embedded",
  describe: "cold start to a healthy /api/health and idle memory, on PGlite and on PostgreSQL",
  async run({ log }) {
    const measures: Measure[] = [];
    log("bundling the server (npm run build)");
    buildServer();
    const dataDir = mkdtempSync(join(tmpdir(), "ci-bench-data-"));
    try {
      log("PGlite, fresh DATA_DIR");
      const pglite = await coldStart({ DATA_DIR: dataDir });
      log("PGlite, second start (existing DATA_DIR)");
      const reopen = await coldStart({ DATA_DIR: dataDir });
      measures.push(
        {
          area: AREA,
          metric: "PGlite cold start to healthy (fresh DATA_DIR)",
          value: round(pglite.ms, 0),
          unit: "ms",
        },
        {
          area: AREA,
          metric: "PGlite idle RSS (fresh DATA_DIR)",
          value: mb(pglite.rss),
          unit: "MB",
          note: "holds what creating the database took",
        },
        {
          area: AREA,
          metric: "PGlite restart to healthy (existing DATA_DIR)",
          value: round(reopen.ms, 0),
          unit: "ms",
        },
        {
          area: AREA,
          metric: "PGlite idle RSS (existing DATA_DIR)",
          value: mb(reopen.rss),
          unit: "MB",
          budget: { op: "<=", limit: 300 },
          note: "every later start",
        },
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    const database = await createBenchDatabase("embedded");
    const dataDirPg = mkdtempSync(join(tmpdir(), "ci-bench-data-"));
    try {
      log("PostgreSQL, fresh database (migrations at start)");
      const postgres = await coldStart({ DATABASE_URL: database.url, DATA_DIR: dataDirPg });
      measures.push(
        {
          area: AREA,
          metric: "PostgreSQL cold start to healthy (fresh database)",
          value: round(postgres.ms, 0),
          unit: "ms",
        },
        { area: AREA, metric: "PostgreSQL idle RSS", value: mb(postgres.rss), unit: "MB" },
      );
    } finally {
      rmSync(dataDirPg, { recursive: true, force: true });
      await database.drop();
    }
    return measures;
  },
};
