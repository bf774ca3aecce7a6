import { randomBytes } from "node:crypto";
import { viewerFromCookie } from "../src/server/auth/guards.ts";
import { openPostgres } from "../src/server/db/client.ts";
import { parseEnv } from "../src/server/env.ts";
import { createLogger } from "../src/server/lib/logger.ts";
import { buildDeps } from "../src/server/server.ts";
import { load } from "./lib/load.ts";
import { createBenchDatabase } from "./lib/postgres.ts";
import type { Area, Measure } from "./lib/results.ts";
import { seedHistory, seedUsers } from "./lib/seed.ts";
import { startServerProcess } from "./lib/server-process.ts";
import { round } from "./lib/stats.ts";
import { benchPlanRoutes } from "./plan-routes.ts";

const AREA = "api";

/** Mean wall time and CPU time (ms) per call of `fn`, run `times` times in a row. */
async function cost(times: number, fn: () => Promise<unknown>) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < times; i++) await fn();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wall: wall / times, cpu: (used.user + used.system) / 1000 / times };
}

const CONCURRENT_CHECKS = 50;

/**
 * The session check three ways: ours cached (HMAC, read barrier, lookup) one at a time and
 * 50 at once (they share the barrier), ours uncached (HMAC + one query), better-auth's.
 */
async function sessionCheckCost(
  databaseUrl: string,
  secret: string,
  cookie: string,
  times: number,
) {
  const env = parseEnv({ LOG_LEVEL: "silent", AUTH_SECRET: secret, DATABASE_URL: databaseUrl });
  const handle = await openPostgres(databaseUrl, 2);
  try {
    const deps = buildDeps(env, handle, createLogger(env));
    const headers = new Headers({ cookie });
    const check = async (caughtUp: () => Promise<boolean>) => {
      if (!(await viewerFromCookie(deps, cookie, caughtUp)))
        throw new Error("session check failed");
    };
    const cached = () => check(deps.caches.catchUp);
    const cachedBurst = () => Promise.all(Array.from({ length: CONCURRENT_CHECKS }, cached));
    const uncached = () => check(async () => false);
    const theirs = async () => {
      if (!(await deps.auth.api.getSession({ headers }))) throw new Error("getSession failed");
    };
    for (const warm of [cached, uncached, theirs]) await cost(50, warm);
    const burst = await cost(Math.ceil(times / CONCURRENT_CHECKS), cachedBurst);
    return {
      cached: await cost(times, cached),
      cachedBurst: { cpu: burst.cpu / CONCURRENT_CHECKS, wall: burst.wall },
      uncached: await cost(times, uncached),
      theirs: await cost(times, theirs),
    };
  } finally {
    await handle.close();
  }
}

export const apiArea: Area = {
  name: "api",
  describe:
    "history page (20 items, PostgreSQL) vs a bare route on the same server; a plan's read and post changes; session check",
  async run({ quick, log }) {
    const seconds = quick ? 3 : 10;
    const secret = randomBytes(32).toString("hex");
    const database = await createBenchDatabase("api");
    const server = await startServerProcess({
      databaseUrl: database.url,
      env: { AUTH_SECRET: secret },
    });
    try {
      const seedHandle = await openPostgres(database.url, 2);
      const [user] = await seedUsers(seedHandle.db, secret, 1);
      await seedHistory(seedHandle.db, user!.id, 45);
      await seedHandle.close();

      const headers = { cookie: user!.cookie };
      const historyUrl = `${server.url}/api/history?page=1`;
      const check = await fetch(historyUrl, { headers });
      const body = (await check.json()) as { items?: unknown[] };
      if (check.status !== 200 || body.items?.length !== 20) {
        throw new Error(`history page answered ${check.status} with ${body.items?.length} items`);
      }

      log(`warming up, then autocannon 50 connections x ${seconds} s per route`);
      await load(`${server.url}/bench/hello`, 1);
      await load(historyUrl, 1, headers);
      const hello = await load(`${server.url}/bench/hello`, seconds);
      const history = await load(historyUrl, seconds, headers);
      log(`hello ${JSON.stringify(hello)} history ${JSON.stringify(history)}`);

      log(`plan read and post changes, autocannon 50 connections x ${seconds} s each`);
      const planMeasures = await benchPlanRoutes(
        server,
        database.url,
        secret,
        seconds,
        hello.rps,
        log,
      );

      log("session check cost");
      const session = await sessionCheckCost(
        database.url,
        secret,
        user!.cookie,
        quick ? 200 : 1000,
      );

      const measures: Measure[] = [
        {
          area: AREA,
          metric: "bare hello-world route throughput",
          value: Math.round(hello.rps),
          unit: "req/s",
          note: `p50 ${hello.p50} ms, p99 ${hello.p99} ms`,
        },
        {
          area: AREA,
          metric: "history page (20 items) throughput",
          value: Math.round(history.rps),
          unit: "req/s",
          note: `p50 ${history.p50} ms, p99 ${history.p99} ms; ${history.failures} non-2xx/errors`,
        },
        {
          area: AREA,
          metric: "history page / hello-world throughput",
          value: round(history.rps / hello.rps, 3),
          unit: "",
          budget: { op: ">=", limit: 0.125 },
          note: `1/${round(hello.rps / history.rps)}`,
        },
        {
          area: AREA,
          metric: "history page latency p50",
          value: history.p50,
          unit: "ms",
        },
        {
          area: AREA,
          metric: "history page latency p99",
          value: history.p99,
          unit: "ms",
        },
        {
          area: AREA,
          metric: "history page failed requests",
          value: history.failures,
          unit: "",
          budget: { op: "<=", limit: 0 },
        },
        {
          area: AREA,
          metric: "session check: ours cached, one at a time, CPU per call",
          value: round(session.cached.cpu, 3),
          unit: "ms",
          note: `wall ${round(session.cached.wall, 3)} ms; HMAC + read barrier (NOTIFY round trip) + lookup`,
        },
        {
          area: AREA,
          metric: `session check: ours cached, ${CONCURRENT_CHECKS} at once, CPU per call`,
          value: round(session.cachedBurst.cpu, 3),
          unit: "ms",
          note: `wall ${round(session.cachedBurst.wall, 3)} ms for the ${CONCURRENT_CHECKS}; one shared barrier`,
        },
        {
          area: AREA,
          metric: "session check: ours uncached (HMAC + 1 query), CPU per call",
          value: round(session.uncached.cpu, 3),
          unit: "ms",
          note: `wall ${round(session.uncached.wall, 3)} ms`,
        },
        {
          area: AREA,
          metric: "session check: better-auth getSession, CPU per call",
          value: round(session.theirs.cpu, 3),
          unit: "ms",
          note: `wall ${round(session.theirs.wall, 3)} ms; ${round(session.theirs.cpu / session.cachedBurst.cpu)}x ours cached under load`,
        },
        ...planMeasures,
      ];
      return measures;
    } finally {
      await server.close();
      await database.drop();
    }
  },
};
