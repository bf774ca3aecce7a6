import { sql } from "drizzle-orm";
import { z } from "zod";
import { parseRows } from "../src/server/db/client.ts";
import { personalAccess } from "../src/server/workspaces/personal.ts";
import { benchAdminScale } from "./admin-scale.ts";
import { benchApproval } from "./approval-scale.ts";
import { benchBrandLookups } from "./brand-lookups.ts";
import { type CapturedQuery, startBenchServer } from "./lib/bench-server.ts";
import { explainQueries } from "./lib/explain.ts";
import { createBenchDatabase } from "./lib/postgres.ts";
import type { Area, Measure } from "./lib/results.ts";
import { runScaleSeed, seedHistory, seedPlan, seedUsers } from "./lib/seed.ts";
import { median, round, timeEach } from "./lib/stats.ts";

const AREA = "scale";
const BUDGET_MS = 150;
// Issue 20: a plan and "Próximas publicações" open the signed-in home and the plan page.
const PLAN_BUDGET_MS = 50;
const PLANS_PER_USER = 2;

export const scaleArea: Area = {
  name: "scale",
  describe:
    "100k users (3 brands, 2 plans of 65 posts each) and 1M content rows in PostgreSQL, with their versions (an item in 100 has 100): history of a 10k-item user, a plan, upcoming posts, brands, admin lists",
  async run({ quick, log }) {
    const [users, content] = quick ? [10_000, 100_000] : [100_000, 1_000_000];
    const database = await createBenchDatabase("scale");
    const captured: CapturedQuery[] = [];
    const seqScans = new Set<string>();
    let capturing = false;
    try {
      log(`seeding ${users} users and ${content} content rows (scripts/seed-scale.ts)`);
      const seedSeconds = runScaleSeed(database.url, users, content, PLANS_PER_USER);

      const server = await startBenchServer({
        databaseUrl: database.url,
        poolSize: 4,
        onQuery: (q) => {
          if (capturing) captured.push(q);
        },
      });
      const [seeded] = await parseRows(
        server.db,
        z.object({ versions: z.coerce.number(), postVersions: z.coerce.number() }),
        sql`select (select count(*) from content_versions) as versions,
                   (select count(*) from post_versions) as "postVersions"`,
      );
      const measures: Measure[] = [
        {
          area: AREA,
          metric: "seeding time",
          value: round(seedSeconds, 0),
          unit: "s",
          note: `${users} users, ${content} content rows with ${seeded!.versions} versions, ${users * PLANS_PER_USER} plans of 65 posts with ${seeded!.postVersions} versions`,
        },
      ];
      try {
        const [heavy] = await seedUsers(server.db, server.deps.authSecret, 1);
        await seedHistory(server.db, heavy!.id, 10_000);
        // Like every seeded user's: two plans whose weeks hold today.
        const planId = await seedPlan(server.db, heavy!.id);
        await seedPlan(server.db, heavy!.id);
        await server.db.execute(sql`analyze`);
        // History pages are kept per workspace (decision 032).
        const { workspaceId } = await personalAccess(server.db, heavy!.id);

        // Its first page holds an item with 100 versions (scripts/lib/content-versions-sql.ts).
        const heavyUser = "user with 10,000 items, 100 of them with 100 versions";
        const requests = [
          [`history page 1 (${heavyUser})`, "/api/history?page=1", BUDGET_MS],
          [`history page 250 (${heavyUser})`, "/api/history?page=250", BUDGET_MS],
          ["history filtered by type", "/api/history?page=1&type=strategy", BUDGET_MS],
          ["history title search", "/api/history?page=1&q=benchmark%2042", BUDGET_MS],
          ["plan read (65 posts, one with 100 versions)", `/api/plans/${planId}`, PLAN_BUDGET_MS],
          ['"Próximas publicações" (2 plans)', "/api/plans/upcoming", PLAN_BUDGET_MS],
        ] as const;
        for (const [name, path, budget] of requests) {
          const getCached = async () => {
            const response = await fetch(server.url + path, { headers: { cookie: heavy!.cookie } });
            if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
            await response.arrayBuffer();
          };
          // The scale budget is the database's: every measured read misses the page caches (006,
          // 024).
          const get = () => {
            server.deps.caches.historyPages.changed(workspaceId);
            server.deps.caches.planPages.clear();
            return getCached();
          };
          await get();
          captured.length = 0;
          capturing = true;
          await get();
          capturing = false;
          const explained = await explainQueries(database.url, captured);
          const ms = median(await timeEach(quick ? 3 : 7, get));
          measures.push({
            area: AREA,
            metric: `${name}, uncached, median`,
            value: round(ms),
            unit: "ms",
            budget: { op: "<=", limit: budget },
            note: explained.seqScans.length
              ? `SEQ SCAN on ${explained.seqScans.join(", ")}`
              : `indexes: ${explained.indexes.join(", ") || "none"}`,
          });
          for (const table of explained.seqScans) seqScans.add(`${table} (${name})`);
          if (path === requests[0][1]) {
            await getCached();
            measures.push({
              area: AREA,
              metric: `${name}, served from the page cache, median`,
              value: round(median(await timeEach(quick ? 3 : 7, getCached)), 2),
              unit: "ms",
            });
          }
        }
        const captureQueries = async (fn: () => Promise<unknown>) => {
          captured.length = 0;
          capturing = true;
          await fn();
          capturing = false;
          return [...captured];
        };
        measures.push(
          ...(await benchBrandLookups(server, database.url, heavy!.id, quick, captureQueries)),
        );
        log("the client's approval link on a plan (bench/approval-scale.ts)");
        measures.push(
          ...(await benchApproval(server, database.url, heavy!.id, planId, quick, captureQueries)),
        );
        // A user's own lists must never read the whole table; the admin's counts do by nature.
        measures.push({
          area: AREA,
          metric: "history and plan reads: sequential scans of large tables",
          value: seqScans.size,
          unit: "",
          budget: { op: "<=", limit: 0 },
          note: [...seqScans].join("; "),
        });
      } finally {
        await server.close();
      }

      log("admin lists, search and counts (bench/admin-scale.ts)");
      for (const figure of await benchAdminScale(database.url)) {
        measures.push({
          area: AREA,
          metric: figure.name,
          value: figure.ms,
          unit: "ms",
          budget: { op: "<=", limit: BUDGET_MS },
          note: figure.plan,
        });
      }
      return measures;
    } finally {
      await database.drop();
    }
  },
};
