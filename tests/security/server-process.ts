import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { freePort } from "../helpers/free-port.ts";
import { TestClient } from "../helpers/test-client.ts";

const ENTRY = fileURLToPath(new URL("../../src/server/index.ts", import.meta.url));

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process is gone. */
  exited: Promise<number | string>;
  output: () => string;
};

/** The server process from its sources (`node src/server/index.ts`), answering /api/health. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [ENTRY], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = once(child, "exit").then(([code, signal]) => (code ?? signal) as number | string);
  const url = `http://127.0.0.1:${port}`;
  // Polls until it listens (PGlite's first start runs initdb): not a timing assertion.
  for (;;) {
    const gone = await Promise.race([
      exited.then(() => true),
      new Promise((r) => setTimeout(r, 200, false)),
    ]);
    if (gone) throw new Error(`server exited while starting:\n${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child, exited, output: () => output };
  }
}

/**
 * A browser on a spawned server whose APP_URL is `origin` (the port is only known once it
 * listens): every request carries that Origin, as the page's own requests would.
 */
export function browserOn(url: string, origin: string) {
  const client = new TestClient(url);
  const request = client.request.bind(client);
  client.request = (path, options = {}) =>
    request(path, { ...options, headers: { origin, ...options.headers } });
  return client;
}
