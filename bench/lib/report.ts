import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { machine } from "./machine.ts";
import { type Measure, passes } from "./results.ts";

const formatValue = (m: Measure) =>
  Number.isNaN(m.value) ? "n/a" : `${m.value.toLocaleString("en-US")}${m.unit ? ` ${m.unit}` : ""}`;
const formatBudget = (m: Measure) =>
  m.budget ? `${m.budget.op} ${m.budget.limit.toLocaleString("en-US")} ${m.unit}`.trim() : "";
const verdict = (m: Measure) => (m.budget ? (passes(m) ? "pass" : "FAIL") : "info");

function rows(measures: readonly Measure[]) {
  return measures.map((m) => [
    m.area,
    m.metric,
    formatValue(m),
    formatBudget(m),
    verdict(m),
    m.note ?? "",
  ]);
}

const HEADER = ["area", "metric", "value", "budget", "result", "note"];
const MEASURED = "measured";

/**
 * The rows an earlier BENCHMARKS.md holds for areas this run did not measure, with the date
 * each was measured (a file from before the `measured` column says only the run it came from):
 * a run of some areas replaces theirs and keeps the rest, so the record stays whole without
 * every run paying for the slowest areas (the scale area seeds for ten minutes).
 */
function keptRows(path: string, measuredAreas: ReadonlySet<string>) {
  if (!existsSync(path)) return [];
  const text = readFileSync(path, "utf8");
  const earlierRun = /^- Date: (\S+)/m.exec(text)?.[1] ?? "an earlier run";
  const cells = (line: string) =>
    line
      .slice(2, -2)
      .split(" | ")
      .map((cell) => cell.replaceAll("\\|", "|"));
  const table = text
    .slice(text.indexOf("## Figures"))
    .split("\n")
    .filter((l) => l.startsWith("| "));
  const [header, ...body] = table.map(cells);
  if (header?.[0] !== HEADER[0]) return [];
  return body
    .filter((row) => !measuredAreas.has(row[0]!))
    .map((row) => [...row.slice(0, HEADER.length), row[HEADER.length] || `before ${earlierRun}`]);
}

export function printTable(measures: readonly Measure[]) {
  const table = [HEADER, ...rows(measures)];
  const widths = HEADER.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((cell, i) => cell.padEnd(widths[i]!)).join("  ");
  console.log(`\n${line(HEADER)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const r of table.slice(1)) console.log(line(r));
}

export function writeMarkdown(
  path: string,
  measures: readonly Measure[],
  run: { command: string; startedAt: Date; seconds: number; areas: readonly string[] },
) {
  const m = machine();
  const escapeCell = (cell: string) => cell.replaceAll("|", "\\|");
  const now = run.startedAt.toISOString();
  const kept = keptRows(path, new Set(run.areas));
  const table = [...rows(measures).map((r) => [...r, now]), ...kept];
  const failed = table.filter((r) => r[4] === "FAIL").length;
  const keptAreas = [...new Set(kept.map((r) => r[0]))];
  const keptNote = keptAreas.length
    ? `; the rows of ${keptAreas.join(", ")} are kept from earlier runs`
    : "";
  const text = `# Benchmarks

Written by \`npm run bench\` (\`bench/run.ts\`); budgets from issues 8, 18, 20, 27, 39, 42, 43
and 47. Every figure comes from one run on one machine, and ratios compare figures taken in
that same run, because these machines are shared and noisy; the last column says when each
row was measured.

- Date: ${now} (run took ${Math.round(run.seconds)} s), areas ${run.areas.join(", ")}${keptNote}
- Machine: ${m.cpu}, ${m.nproc} cores (nproc), ${m.memory} memory, ${m.platform}
- Node: ${m.node}
- Result: ${failed === 0 ? "every budget holds" : `${failed} budget(s) failed`}

## Reproduce

\`\`\`sh
${run.command}
\`\`\`

Needs a PostgreSQL server on 127.0.0.1:5432 with trust auth (the bench creates and drops its
own databases) and Debian's Chromium at \`/usr/bin/chromium\` (\`npm run test:setup\`).
Run a subset by naming areas (\`npm run bench -- web api\`); \`--quick\` shortens every run, and
\`--write\` replaces those areas' rows here, keeping the others'.

## Figures

| ${[...HEADER, MEASURED].join(" | ")} |
|${[...HEADER, MEASURED].map(() => "---").join("|")}|
${table.map((r) => `| ${r.map(escapeCell).join(" | ")} |`).join("\n")}
`;
  writeFileSync(path, text);
}
