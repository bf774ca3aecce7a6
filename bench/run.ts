// `npm run bench [-- area...] [--quick] [--write]`: measures, prints a table, writes BENCHMARKS.md.
import { fileURLToPath } from "node:url";
import { apiArea } from "./api.ts";
import { approvalLoadArea } from "./approval-load.ts";
import { artArea } from "./art.ts";
import { backupArea } from "./backup.ts";
import { concurrencyArea } from "./concurrency.ts";
import { embeddedArea } from "./embedded.ts";
import { jobsArea } from "./jobs.ts";
import { printTable, writeMarkdown } from "./lib/report.ts";
import { type Area, failure, type Measure, passes } from "./lib/results.ts";
import { scaleArea } from "./scale.ts";
import { streamingArea } from "./streaming.ts";
import { usageArea } from "./usage.ts";
import { webArea } from "./web.ts";
import { workspaceArea } from "./workspace.ts";

const areas: Area[] = [
  webArea,
  streamingArea,
  jobsArea,
  apiArea,
  workspaceArea,
  scaleArea,
  usageArea,
  concurrencyArea,
  approvalLoadArea,
  embeddedArea,
  backupArea,
  artArea,
];

const args = process.argv.slice(2);
const quick = args.includes("--quick");
const names = args.filter((a) => !a.startsWith("--"));
const unknown = names.filter((n) => !areas.some((a) => a.name === n));
if (unknown.length > 0 || args.includes("--help")) {
  console.log("usage: npm run bench -- [area...] [--quick] [--write]\nareas:");
  for (const a of areas) console.log(`  ${a.name.padEnd(12)} ${a.describe}`);
  process.exit(unknown.length > 0 ? 2 : 0);
}
const selected = names.length > 0 ? areas.filter((a) => names.includes(a.name)) : areas;
// A partial run writes only when asked to, and then replaces only its own areas' rows.
const write = names.length === 0 || args.includes("--write");

const startedAt = new Date();
const measures: Measure[] = [];
for (const area of selected) {
  const log = (message: string) => console.log(`[${area.name}] ${message}`);
  log(area.describe);
  try {
    const found = await area.run({ quick, log });
    for (const m of found) log(`${m.metric}: ${m.value} ${m.unit}${m.note ? ` (${m.note})` : ""}`);
    measures.push(...found);
  } catch (error) {
    console.error(error);
    measures.push(failure(area.name, "area run", error));
  }
}

printTable(measures);
if (write) {
  const command = ["npm run bench", ...(args.length ? ["--", ...args] : [])].join(" ");
  const path = fileURLToPath(new URL("../BENCHMARKS.md", import.meta.url));
  writeMarkdown(path, measures, {
    command,
    startedAt,
    seconds: (Date.now() - startedAt.getTime()) / 1000,
    areas: selected.map((a) => a.name),
  });
  console.log(`\nwrote ${path}`);
}
const failed = measures.filter((m) => !passes(m));
if (failed.length > 0) {
  console.error(`\n${failed.length} budget(s) failed: ${failed.map((m) => m.metric).join("; ")}`);
  process.exitCode = 1;
}
