import { writeFileSync } from "node:fs";
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
  { command, startedAt, seconds }: { command: string; startedAt: Date; seconds: number },
) {
  const m = machine();
  const escapeCell = (cell: string) => cell.replaceAll("|", "\\|");
  const failed = measures.filter((x) => !passes(x)).length;
  const text = `# Benchmarks

Written by \`npm run bench\` (\`bench/run.ts\`); budgets from issues 8, 18, 20 and 27. Every figure below comes
from one run on one machine, and ratios compare figures taken in that same run, because these
machines are shared and noisy.

- Date: ${startedAt.toISOString()} (run took ${Math.round(seconds)} s)
- Machine: ${m.cpu}, ${m.nproc} cores (nproc), ${m.memory} memory, ${m.platform}
- Node: ${m.node}
- Result: ${failed === 0 ? "every budget holds" : `${failed} budget(s) failed`}

## Reproduce

\`\`\`sh
${command}
\`\`\`

Needs a PostgreSQL server on 127.0.0.1:5432 with trust auth (the bench creates and drops its
own databases) and Debian's Chromium at \`/usr/bin/chromium\` (\`npm run test:setup\`).
Run a subset by naming areas (\`npm run bench -- web api\`); \`--quick\` shortens every run.

## Figures

| ${HEADER.join(" | ")} |
|${HEADER.map(() => "---").join("|")}|
${rows(measures)
  .map((r) => `| ${r.map(escapeCell).join(" | ")} |`)
  .join("\n")}
`;
  writeFileSync(path, text);
}
