// `npm run eval [-- --write]`: the briefs through every provider, a table, EVALS.md with --write.
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { startBenchServer } from "../bench/lib/bench-server.ts";
import { BRIEFS } from "./briefs.ts";
import { evaluate, type ProviderRun, type StartApp } from "./evaluate.ts";
import { nextStart } from "./pipeline.ts";
import { configuredProvider, fakeProvider, offlineProvider } from "./providers.ts";
import { printTable, writeMarkdown } from "./report.ts";
import { judge } from "./rubric.ts";
import { missed } from "./thresholds.ts";

// The production app on an in-memory PGlite, as the bench starts it.
const startApp: StartApp = async (env) => {
  const authSecret = randomBytes(32).toString("hex");
  const server = await startBenchServer({ env: { ...env, AUTH_SECRET: authSecret } });
  return { ...server, authSecret };
};

const args = process.argv.slice(2);
if (args.some((a) => a !== "--write")) {
  console.log(
    "usage: npm run eval -- [--write]\nruns the offline composer, the fake provider and, with OPENAI_API_KEY set, that model",
  );
  process.exit(args.includes("--help") ? 0 : 2);
}

const startedAt = new Date();
const providers = [offlineProvider, fakeProvider, configuredProvider(process.env)].filter(
  (p) => p !== null,
);
const results: ProviderRun[] = [];
for (const provider of providers) {
  const log = (line: string) => console.log(`[${provider.name}] ${line}`);
  log(provider.title);
  const run = await evaluate(provider, startApp, { now: startedAt, log });
  // A real model's copy is also read by the judge model (rubric.ts).
  if (provider.name === "model") run.figures.push(...(await judge(run.runs, process.env)));
  results.push(run);
}

printTable(results);
if (args.includes("--write")) {
  const path = fileURLToPath(new URL("../EVALS.md", import.meta.url));
  const startDates = [...new Set(BRIEFS.map((b) => nextStart(b.startsOn, startedAt)))].sort();
  writeMarkdown(path, results, {
    command: ["npm run eval", ...(args.length ? ["--", ...args] : [])].join(" "),
    startedAt,
    seconds: (Date.now() - startedAt.getTime()) / 1000,
    startDates: startDates.join(", "),
  });
  console.log(`\nwrote ${path}`);
}
const failed = results.flatMap((r) => missed(r.provider.name, r.figures));
if (failed.length > 0) {
  console.error(`\n${failed.length} threshold(s) missed:\n${failed.join("\n")}`);
  process.exitCode = 1;
}
