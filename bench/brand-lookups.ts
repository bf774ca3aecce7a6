import { brandVoice, createBrand, listBrands } from "../src/server/brands/service.ts";
import { personalAccess } from "../src/server/workspaces/personal.ts";
import type { BenchServer, CapturedQuery } from "./lib/bench-server.ts";
import { explainQueries } from "./lib/explain.ts";
import type { Measure } from "./lib/results.ts";
import { median, round, timeEach } from "./lib/stats.ts";

/** What a brand adds to a request, in server time: issue 19 allows 2 ms each at 100k users. */
const BUDGET_MS = 2;

/**
 * "Minhas marcas" and the tools' picker read the account's list; every generation that names a
 * brand looks it up. Both run against the seeded table (three brands for each of the users).
 */
export async function benchBrandLookups(
  server: BenchServer,
  databaseUrl: string,
  userId: string,
  quick: boolean,
  capture: (fn: () => Promise<unknown>) => Promise<CapturedQuery[]>,
): Promise<Measure[]> {
  const access = await personalAccess(server.db, userId);
  const brand = await createBrand(server.db, access, { ...EMPTY_BRAND, brandName: "Café Aroma" });
  for (const name of ["Padaria Trigo Bom", "Doceria da Vó"]) {
    await createBrand(server.db, access, { ...EMPTY_BRAND, brandName: name });
  }
  const lookups = [
    ["brand list of a user with 3 brands", () => listBrands(server.db, access)],
    ["a generation's brand lookup", () => brandVoice(server.db, access, brand.id)],
  ] as const;
  const measures: Measure[] = [];
  for (const [name, run] of lookups) {
    await run();
    const plans = await explainQueries(databaseUrl, await capture(run));
    const ms = median(await timeEach(quick ? 20 : 200, run));
    measures.push({
      area: "scale",
      metric: `${name}, median`,
      value: round(ms, 2),
      unit: "ms",
      budget: { op: "<=", limit: BUDGET_MS },
      note: plans.seqScans.length
        ? `SEQ SCAN on ${plans.seqScans.join(", ")}`
        : `indexes: ${plans.indexes.join(", ") || "none"}`,
    });
  }
  return measures;
}

const EMPTY_BRAND = {
  brandDescription: "",
  brandLocation: "",
  brandProblemSolution: "",
  brandValues: "",
  basePrompt: "Prompt Mãe de benchmark.",
  color: null,
  wordsToUse: [],
  wordsToAvoid: [],
};
