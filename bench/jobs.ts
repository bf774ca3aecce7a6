import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { type Database, openPostgres } from "../src/server/db/client.ts";
import { contentHistory, generationJobs } from "../src/server/db/schema/index.ts";
import { startFakeOpenAI, strategyResponder } from "../tests/fakes/fake-openai.ts";
import { startBenchServer } from "./lib/bench-server.ts";
import { generate, STRATEGY_INPUT } from "./lib/generation.ts";
import { createBenchDatabase } from "./lib/postgres.ts";
import type { Area, Measure } from "./lib/results.ts";
import { type SeededUser, seedUsers } from "./lib/seed.ts";
import { startServerProcess } from "./lib/server-process.ts";
import { median, percentile, round } from "./lib/stats.ts";

// Generations are jobs (decisions 056, 049): many queued at once all finish, each saved with its
// result, on both engines, and none waits long before it runs (issue 42's budgets).

const AREA = "jobs";
const COUNT = 100;

type Engine = "PostgreSQL" | "PGlite";

/** 100 strategies asked at once, one a member: what each page saw, and what the database kept. */
async function strategiesAtOnce(
  engine: Engine,
  url: string,
  db: Database,
  users: SeededUser[],
): Promise<Measure[]> {
  const started = performance.now();
  const results = await Promise.allSettled(
    users.map((user) => generate(url, user.cookie, "strategy", STRATEGY_INPUT)),
  );
  const seconds = (performance.now() - started) / 1000;
  const streams = results.flatMap((result) =>
    result.status === "fulfilled" ? [result.value] : [],
  );
  const ids = users.map((user) => user.id);
  // Finished with its result: the page read `done`, its job is done and names the item saved.
  const saved = await db
    .select({ id: contentHistory.id })
    .from(generationJobs)
    .innerJoin(contentHistory, eq(contentHistory.id, generationJobs.historyId))
    .where(
      and(
        inArray(generationJobs.userId, ids),
        eq(generationJobs.status, "done"),
        isNotNull(contentHistory.content),
      ),
    );
  const savedIds = new Set(saved.map((row) => row.id));
  const finished = streams.filter((s) => s.done && s.historyId && savedIds.has(s.historyId));
  const waits = streams.map((s) => s.startMs).filter((ms) => !Number.isNaN(ms));
  // Where the wait goes: the server's phases of each request (Server-Timing), and the rest of
  // its time to the response's headers, outside the app (sockets, the event loop's queue).
  const phase = (of: (s: (typeof streams)[number]) => number | undefined) => {
    const ms = streams.map(of).filter((v): v is number => v !== undefined && !Number.isNaN(v));
    return `${round(median(ms))}/${round(percentile(ms, 95))}`;
  };
  const sum = (s: (typeof streams)[number]) =>
    Object.values(s.phases).reduce((total, ms) => total + ms, 0);
  const phases = [
    ...["auth", "admit", "store"].map((name) => `${name} ${phase((s) => s.phases[name])}`),
    `outside the app ${phase((s) => s.headersMs - sum(s))}`,
  ].join(", ");
  const failure = results.find((r) => r.status === "rejected" || !r.value.done);
  return [
    {
      area: AREA,
      metric: `strategies finished with their results of ${COUNT} queued at once, ${engine}`,
      value: finished.length,
      unit: "",
      budget: { op: ">=", limit: COUNT },
      note: `all in ${round(seconds)} s, fake provider; ${saved.length} saved${
        failure
          ? `; first failure: ${
              failure.status === "rejected"
                ? String(failure.reason)
                : `status ${failure.value.status}`
            }`
          : ""
      }`,
    },
    {
      area: AREA,
      metric: `queue wait p95 of ${COUNT} strategies at once, ${engine}`,
      value: round(percentile(waits, 95)),
      unit: "ms",
      // Issue 42 asked only that it be reported; 1 s and 3 s were guesses. Generations do not
      // queue (decision 056, later: the first attempt runs where its request lands), and the
      // phases show where 100 requests at once wait: outside the app's handlers, for the CPU
      // that 2 cores share with this bench's own client and fake provider (on PGlite one thread
      // runs them all: its three phases took 6, 3 and 4 ms at the median, while its requests
      // waited 8.3 s outside them, on 2026-11-29 at a load of 16). The budgets are the quiet
      // run's of that morning (2.4 s and 5.2 s) with a fifth more: they catch a regression.
      budget: { op: "<=", limit: engine === "PostgreSQL" ? 3_000 : 6_000 },
      note: `from the request sent to its job's start event at the page; median ${round(median(waits))} ms; phases, median/p95 ms: ${phases}`,
    },
  ];
}

export const jobsArea: Area = {
  name: "jobs",
  describe: `${COUNT} strategies queued at once on the fake provider, on PostgreSQL and on PGlite`,
  async run({ log }) {
    const fake = await startFakeOpenAI(strategyResponder);
    const secret = randomBytes(32).toString("hex");
    const env = { AUTH_SECRET: secret, OPENAI_API_KEY: "bench", OPENAI_BASE_URL: fake.baseUrl };
    const measures: Measure[] = [];
    try {
      // PostgreSQL: the server in a process of its own.
      const database = await createBenchDatabase("jobs");
      const server = await startServerProcess({ databaseUrl: database.url, env });
      const seed = await openPostgres(database.url, 2);
      try {
        const users = await seedUsers(seed.db, secret, COUNT);
        log(`PostgreSQL: ${COUNT} strategies at once`);
        measures.push(...(await strategiesAtOnce("PostgreSQL", server.url, seed.db, users)));
      } finally {
        await seed.close();
        await server.close();
        await database.drop();
      }
      // PGlite: the embedded database lives in its server's process, so the server runs in this
      // one (the pages' reads share its event loop).
      const embedded = await startBenchServer({ env });
      try {
        const users = await seedUsers(embedded.db, secret, COUNT);
        log(`PGlite: ${COUNT} strategies at once`);
        measures.push(...(await strategiesAtOnce("PGlite", embedded.url, embedded.db, users)));
      } finally {
        await embedded.close();
      }
      return measures;
    } finally {
      await fake.close();
    }
  },
};
