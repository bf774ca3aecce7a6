import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import packageJson from "../../package.json" with { type: "json" };
import { buildServer, SERVER_BUNDLE } from "../../tests/helpers/build-server.ts";
import { freePort } from "../../tests/helpers/free-port.ts";
import { runtimeRefusal } from "./runtime-check.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** A process's parent and state from /proc, or null once it is gone. */
function processStat(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name sits in parentheses and may hold spaces: the fields follow the last ")".
    const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state, ppid: Number(ppid) };
  } catch {
    return null;
  }
}

/** `pid` and every process below it. */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const stat = processStat(Number(name));
    if (stat) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), Number(name)]);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

const commandLine = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
};

// A zombie has ended; only its exit status waits for a parent to collect it.
const isRunning = (pid: number) => {
  const state = processStat(pid)?.state;
  return state !== undefined && state !== "Z";
};

function portIsFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

// What `npm run build` makes of the server, which both groups run.
beforeAll(() => buildServer(), 120_000);

describe("npm start", () => {
  let dataDir: string;
  let npm: ChildProcess | undefined;
  let tree: number[] = [];
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "ci-start-"));
  });
  afterAll(() => {
    // Whatever outlived the test (the defect this guards against) must not outlive the run.
    for (const pid of [...tree, npm?.pid ?? 0].filter(isRunning)) process.kill(pid, "SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stopped with SIGTERM, stops the server: its port is free and no process of it is left", async () => {
    const port = await freePort();
    npm = spawn("npm", ["start"], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? tmpdir(),
        NODE_ENV: "test",
        LOG_LEVEL: "warn",
        PORT: String(port),
        DATA_DIR: dataDir,
        AUTH_SECRET: randomBytes(32).toString("hex"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    npm.stdout?.on("data", (d) => (output += d));
    npm.stderr?.on("data", (d) => (output += d));
    const npmExited = once(npm, "exit");
    // Polls until it listens (PGlite's first start runs initdb): not a timing assertion.
    for (;;) {
      expect(npm.exitCode, output).toBeNull();
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) break;
      await sleep(200);
    }
    tree = processTree(npm.pid!);
    expect(tree.map(commandLine).some((c) => c.includes("dist/server/index.js"))).toBe(true);

    npm.kill("SIGTERM");
    await npmExited;
    // A server left behind never ends: the test then fails on its time limit.
    while (tree.some(isRunning)) await sleep(100);
    expect(await portIsFree(port)).toBe(true);
  }, 60_000);
});

/** The machine's own Node.js when it is older than the project's (20 on these machines). */
const SYSTEM_NODE = "/usr/bin/node";
const systemNodeVersion = (() => {
  try {
    return execFileSync(SYSTEM_NODE, ["-p", "process.versions.node"], { encoding: "utf8" }).trim();
  } catch {
    return null;
  }
})();
const olderSystemNode =
  systemNodeVersion !== null &&
  runtimeRefusal(systemNodeVersion, packageJson.engines.node) !== null;

describe("the bundle on the machine's own, older Node.js", () => {
  it.runIf(olderSystemNode)(
    `refuses to start on Node.js ${systemNodeVersion}, saying which it needs and that npm start brings it`,
    () => {
      const dataDir = mkdtempSync(join(tmpdir(), "ci-old-node-"));
      try {
        const started = spawnSync(SYSTEM_NODE, [SERVER_BUNDLE], {
          env: {
            PATH: process.env.PATH ?? "",
            NODE_ENV: "test",
            PORT: "0",
            DATA_DIR: dataDir,
            AUTH_SECRET: randomBytes(32).toString("hex"),
          },
          encoding: "utf8",
          timeout: 30_000,
        });
        expect(started.status).toBe(1);
        expect(started.stderr.trim()).toBe(
          runtimeRefusal(systemNodeVersion ?? "", packageJson.engines.node),
        );
        // Refused before the server's code ran: it made nothing in its data folder.
        expect(readdirSync(dataDir)).toEqual([]);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
