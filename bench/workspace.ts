import { randomBytes } from "node:crypto";
import type { Request } from "autocannon";
import { openPostgres } from "../src/server/db/client.ts";
import { type LoadResult, loadEach } from "./lib/load.ts";
import { pacedLoad } from "./lib/paced-load.ts";
import { createBenchDatabase } from "./lib/postgres.ts";
import type { Area, Measure } from "./lib/results.ts";
import { seedHistory, seedPlan, seedUsers } from "./lib/seed.ts";
import { seedTeam, TEAM_BRANDS } from "./lib/seed-team.ts";
import { startServerProcess } from "./lib/server-process.ts";
import { round } from "./lib/stats.ts";

const AREA = "workspace";
/** The api area's budgets: the history page against a bare route, the plan read's p99 (024). */
const HISTORY_RATIO = 0.125;
const PLAN_P99_MS = 20;
const PEAK_RATE = 1_000;
const MIN_SATURATED_RPS = 1_200;
const PEAK_USERS = 50;
/** What each reader's workspace holds: the same on both sides, so only the checks differ. */
const HISTORY_ITEMS = 1_000;
const MEMBERS = 5;

type Reader = { cookie: string; planId: string };

/**
 * Issue 28: the history page and a plan read with the workspace checks, in a team workspace of
 * 5 members and 50 brands (two members limited to 25 of them) against 5 accounts each in their
 * personal workspace with the same history and plan, on one server in one run: the budgets of
 * the api area, and the server's CPU per request on each side.
 */
export const workspaceArea: Area = {
  name: "workspace",
  describe: `history page and plan read in a workspace of ${MEMBERS} members and ${TEAM_BRANDS} brands vs personal workspaces (PostgreSQL)`,
  async run({ quick, log }) {
    const seconds = quick ? 3 : 10;
    const secret = randomBytes(32).toString("hex");
    const database = await createBenchDatabase("workspace");
    const server = await startServerProcess({
      databaseUrl: database.url,
      env: { AUTH_SECRET: secret },
    });
    try {
      const handle = await openPostgres(database.url, 2);
      const personal: Reader[] = [];
      for (const user of await seedUsers(handle.db, secret, MEMBERS)) {
        await seedHistory(handle.db, user.id, HISTORY_ITEMS);
        personal.push({ cookie: user.cookie, planId: await seedPlan(handle.db, user.id) });
      }
      const team = await seedTeam(handle.db, secret, HISTORY_ITEMS);
      await handle.close();
      for (const reader of [...personal, ...team.members]) await checkReads(server.url, reader);

      /** Saturation with 50 connections spread over the readers, and the server's CPU. */
      const saturate = async (readers: Reader[], request: (r: Reader) => Request) => {
        const run = (s: number) =>
          loadEach(server.url, s, (n) => [request(readers[n % readers.length]!)]);
        await run(1);
        await server.reset();
        const result = await run(seconds);
        return { ...result, cpu: (await server.stats()).cpuMs / (result.rps * seconds) };
      };
      const historyOf = (r: Reader): Request => ({
        method: "GET",
        path: "/api/history?page=1",
        headers: { cookie: r.cookie },
      });
      const planOf = (r: Reader): Request => ({
        method: "GET",
        path: `/api/plans/${r.planId}`,
        headers: { cookie: r.cookie },
      });
      // 50 users as in the api area: the 5 readers, each on 10 connections.
      const atPeak = async (readers: Reader[]) =>
        pacedLoad(
          server.url,
          seconds,
          PEAK_RATE,
          Array.from({ length: PEAK_USERS }, (_, i) => [planOf(readers[i % readers.length]!)]),
        );

      log(`autocannon 50 connections x ${seconds} s: hello, then each side's history and plan`);
      const hello = await saturate(personal, () => ({ method: "GET", path: "/bench/hello" }));
      const history = {
        personal: await saturate(personal, historyOf),
        team: await saturate(team.members, historyOf),
      };
      const planPeak = { personal: await atPeak(personal), team: await atPeak(team.members) };
      const plan = {
        personal: await saturate(personal, planOf),
        team: await saturate(team.members, planOf),
      };
      log(JSON.stringify({ hello, history, planPeak, plan }));

      const failures = [history, planPeak, plan].reduce(
        (sum, side) => sum + side.personal.failures + side.team.failures,
        0,
      );
      return [
        ...sideBySide("history page (20 of 1,000 items)", history.personal, history.team),
        {
          area: AREA,
          metric: `history page in the team workspace / hello-world throughput`,
          value: round(history.team.rps / hello.rps, 3),
          unit: "",
          budget: { op: ">=", limit: HISTORY_RATIO },
          note: `personal workspaces: ${round(history.personal.rps / hello.rps, 3)}; hello ${Math.round(hello.rps).toLocaleString("en-US")} req/s`,
        },
        {
          area: AREA,
          metric: `plan read (65 posts) in the team workspace, latency p99 at ${PEAK_RATE} req/s (${PEAK_USERS} users)`,
          value: planPeak.team.p99,
          unit: "ms",
          budget: { op: "<=", limit: PLAN_P99_MS },
          note: `p50 ${planPeak.team.p50} ms; personal workspaces: p50 ${planPeak.personal.p50} ms, p99 ${planPeak.personal.p99} ms`,
        },
        {
          area: AREA,
          metric: "plan read (65 posts) in the team workspace, throughput at saturation",
          value: Math.round(plan.team.rps),
          unit: "req/s",
          budget: { op: ">=", limit: MIN_SATURATED_RPS },
          note: `personal workspaces: ${Math.round(plan.personal.rps).toLocaleString("en-US")} req/s`,
        },
        ...sideBySide("plan read (65 posts)", plan.personal, plan.team).slice(1),
        {
          area: AREA,
          metric: "failed requests",
          value: failures,
          unit: "",
          budget: { op: "<=", limit: 0 },
        },
      ];
    } finally {
      await server.close();
      await database.drop();
    }
  },
};

/** The team's figure beside the personal one: throughput, and the server CPU a request adds. */
function sideBySide(
  name: string,
  personal: LoadResult & { cpu: number },
  team: LoadResult & { cpu: number },
): Measure[] {
  const members = `${MEMBERS} members, ${TEAM_BRANDS} brands`;
  return [
    {
      area: AREA,
      metric: `${name}, workspace with ${members}: throughput at saturation`,
      value: Math.round(team.rps),
      unit: "req/s",
      note: `p50 ${team.p50} ms, p99 ${team.p99} ms; personal workspaces: ${Math.round(personal.rps).toLocaleString("en-US")} req/s, p50 ${personal.p50} ms, p99 ${personal.p99} ms`,
    },
    {
      area: AREA,
      metric: `${name}, server CPU added per request by the workspace checks`,
      value: round(team.cpu - personal.cpu, 3),
      unit: "ms",
      note: `${team.cpu.toFixed(3)} ms in the workspace with ${members} vs ${personal.cpu.toFixed(3)} ms in personal workspaces`,
    },
  ];
}

/** Each reader's history page has 20 items and their plan 65 posts, or the figures mean nothing. */
async function checkReads(url: string, reader: Reader) {
  const headers = { cookie: reader.cookie };
  const history = await fetch(`${url}/api/history?page=1`, { headers });
  const page = (await history.json()) as { items?: unknown[] };
  const plan = await fetch(`${url}/api/plans/${reader.planId}`, { headers });
  const posts = ((await plan.json()) as { posts?: unknown[] }).posts;
  if (history.status !== 200 || page.items?.length !== 20 || posts?.length !== 65) {
    throw new Error(
      `reads answered ${history.status} (${page.items?.length} items), ${plan.status} (${posts?.length} posts)`,
    );
  }
}
