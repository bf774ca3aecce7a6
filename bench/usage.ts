import { benchUsageScale } from "./admin-scale.ts";
import { createBenchDatabase } from "./lib/postgres.ts";
import type { Area, Measure } from "./lib/results.ts";
import { runScaleSeed } from "./lib/seed.ts";
import { round } from "./lib/stats.ts";

const AREA = "usage";
/** The admin lists' budget (the scale area's), and issue 27's for metering before a stream. */
const ADMIN_BUDGET_MS = 150;
const METERING_BUDGET_MS = 2;

export const usageArea: Area = {
  name: "usage",
  describe:
    "1M metered AI calls of 20k accounts (100k users) in PostgreSQL: the admin's usage panel, and metering's work before a generation's first token",
  async run({ quick, log }) {
    const [users, calls] = quick ? [10_000, 100_000] : [100_000, 1_000_000];
    const database = await createBenchDatabase("usage");
    try {
      log(`seeding ${users} users and ${calls} AI calls (scripts/seed-scale.ts)`);
      const seedSeconds = runScaleSeed(database.url, users, 0, 0, calls);
      const measures: Measure[] = [
        { area: AREA, metric: "seeding time", value: round(seedSeconds, 0), unit: "s" },
      ];
      for (const figure of await benchUsageScale(database.url)) {
        const metering = figure.name.startsWith("metering");
        measures.push({
          area: AREA,
          metric: figure.name,
          value: figure.ms,
          unit: "ms",
          budget: { op: "<=", limit: metering ? METERING_BUDGET_MS : ADMIN_BUDGET_MS },
          note: metering ? "median in process through the pool (the server's path)" : figure.plan,
        });
      }
      return measures;
    } finally {
      await database.drop();
    }
  },
};
