import { Agent, request as httpRequest } from "node:http";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import type { Request } from "autocannon";
import type { LoadResult } from "./load.ts";
import { percentile } from "./stats.ts";

/**
 * One request, timed from when it was due, not from when it left: a request held back by a
 * slow answer before it on the same connection is charged for the wait (coordinated omission).
 */
function send(agent: Agent, base: URL, r: Request, due: number): Promise<[number, boolean]> {
  return new Promise((resolve) => {
    const req = httpRequest(
      base,
      { agent, method: r.method ?? "GET", path: r.path, headers: r.headers },
      (res) => {
        res.resume();
        res.on("end", () => {
          const ok = (res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300;
          resolve([performance.now() - due, ok]);
        });
      },
    );
    req.on("error", () => resolve([performance.now() - due, false]));
    req.end(r.body);
  });
}

type PacedLoad = { baseUrl: string; seconds: number; rate: number; requestsPerUser: Request[][] };

async function runPacedLoad({
  baseUrl,
  seconds,
  rate,
  requestsPerUser,
}: PacedLoad): Promise<LoadResult> {
  const users = requestsPerUser.length;
  const base = new URL(baseUrl);
  const interval = 1000 / rate;
  const total = Math.round(seconds * rate);
  const latencies: number[] = [];
  let failures = 0;
  const clients = requestsPerUser.map((requests) => ({
    agent: new Agent({ keepAlive: true, maxSockets: 1 }),
    requests,
  }));
  // Each client's first request opens its connection and is not timed: fifty handshakes in
  // the same millisecond are the load generator's start, not the server's steady state.
  await Promise.all(clients.map((c) => send(c.agent, base, c.requests[0]!, performance.now())));
  const start = performance.now() + 20;
  const runUser = async (user: number) => {
    const { agent, requests } = clients[user]!;
    // Request k of the whole load goes to user k % users, so the users take turns.
    for (let k = user, turn = 1; k < total; k += users, turn++) {
      const due = start + k * interval;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const [ms, ok] = await send(agent, base, requests[turn % requests.length]!, due);
      latencies.push(ms);
      if (!ok) failures++;
    }
  };
  const began = performance.now();
  try {
    await Promise.all(clients.map((_, user) => runUser(user)));
  } finally {
    for (const c of clients) c.agent.destroy();
  }
  const elapsed = (performance.now() - began) / 1000;
  return {
    rps: latencies.length / elapsed,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    failures,
  };
}

/**
 * `users` clients, each on one keep-alive connection sending `requestsOf(user)` in turn, that
 * together send `rate` requests per second for `seconds`, spread evenly in time (an open load:
 * every request is due at its own moment, whatever the answers before it took). autocannon's
 * rate option sends each second's share at once at the top of the second and corrects for
 * coordinated omission with a 1 ms interval, so its p99 measures its own bursts (decision 024).
 * It runs in a worker thread of its own: the bench's heap is large, and its collections
 * stopped the clock's reading of answers for 20-50 ms at a time.
 */
export function pacedLoad(
  baseUrl: string,
  seconds: number,
  rate: number,
  requestsPerUser: Request[][],
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const load: PacedLoad = { baseUrl, seconds, rate, requestsPerUser };
    const worker = new Worker(new URL(import.meta.url), { workerData: load });
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => code !== 0 && reject(new Error(`paced load exited ${code}`)));
  });
}

if (!isMainThread) parentPort!.postMessage(await runPacedLoad(workerData as PacedLoad));
