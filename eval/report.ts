import { writeFileSync } from "node:fs";
import { machine } from "../bench/lib/machine.ts";
import type { ProviderRun } from "./evaluate.ts";
import { RUBRIC_BARS, type RubricId } from "./rubric.ts";
import type { Figure, FigureId } from "./score.ts";
import { meets, THRESHOLDS } from "./thresholds.ts";

/** Why a check failed on the offline composer before issue 41; shown only if it fails again. */
const KNOWN_CAUSES: Partial<Record<FigureId, string>> = {
  agreement:
    'a call to action said "garanta o seu" whatever the product ("Peça o seu" for a consulta).',
  goal_leak: "the script's last section was the marketer's final goal, word for word.",
  planning_labels: 'themes and captions printed the pillar ("Hoje o assunto é produto em uso: …").',
  hashtags: 'the caption had one hashtag, the theme\'s first two words glued ("#Produtoem").',
  regulated:
    'a clinic was offered "Black Friday: toxina botulínica em destaque" and "Oferta: … garanta o seu".',
};

/**
 * Issue 41's figures for the offline composer, measured on the same 14 briefs with this
 * eval's checks: before its rewrite (at 5d4cf69) and after (with the funnel stages, at
 * decision 066's changes). Kept here as a record: the live table above is the composer as
 * it is now.
 */
const ISSUE_41 = `## Issue 41: the offline composer before and after

| figure (14 briefs) | before | after |
|---|---|---|
| distinct themes per 65-post plan (academia, loja de roupas, cosméticos, dermatologia, floricultura) | 16, 20, 20, 24, 16 of 65 | 65, 65, 65, 65, 65 of 65 |
| distinct themes / hooks / hook openings per plan (mean) | 43.5% / 45.9% / 20.1% | 100% / 100% / 83.7% |
| broken hashtags (captions) | 11 of 14 (#Produtoem ×7, #Doresdo ×4); 13 of 14 under the channel's count | 0 |
| public fields repeating the internal goal | 14 (every script) | 0 |
| public fields with an agreement slip | 100 ("garanta o seu" for a calça, a tosa) | 0 |
| public fields with a planning label | 354 ("Produto em uso:", "Hoje o assunto é") | 0 |
| Instagram and TikTok copy sending to a link | 226 | 0 |
| offers to regulated businesses | 34 posts with an offer, 17 naming a prescription drug, 2 brewery captions without the warning | 0 |
| plans using a date unfit for the business | 5 of 14 | 0 |
| alt text describing the post / scripts of instructions | 14 of 14 / 14 of 14 | 0 / 0 |
| script openings from "Gerar 3 opções" that are advice ("Abra com uma pergunta…"), not copy | 42 of 42 (the same three for every script) | 0 of 42 |
`;

const formatValue = (f: Figure | undefined) =>
  f?.value === null || f === undefined
    ? "n/a"
    : `${f.value.toLocaleString("en-US", { maximumFractionDigits: 5 })}${f.unit === "%" ? "%" : ` ${f.unit}`}${f.note ? ` (${f.note})` : ""}`;

type Row = { label: string; values: string[]; bars: string; result: string };

function rows(results: readonly ProviderRun[]): Row[] {
  const first = results[0];
  if (!first) return [];
  return first.figures.map((figure) => {
    const bars: string[] = [];
    const verdicts: string[] = [];
    for (const r of results) {
      const bar = THRESHOLDS[r.provider.name][figure.id];
      const own = r.figures.find((f) => f.id === figure.id);
      if (!bar || !own) continue;
      const unit = figure.unit === "%" ? "%" : ` ${figure.unit}`;
      bars.push(
        `${r.provider.name} ${bar.op} ${bar.limit}${unit}${bar.enforced ? "" : " (target)"}`,
      );
      const ok = meets(own, bar);
      verdicts.push(`${r.provider.name} ${ok ? "pass" : bar.enforced ? "FAIL" : "target missed"}`);
    }
    return {
      label: figure.label,
      values: results.map((r) => formatValue(r.figures.find((f) => f.id === figure.id))),
      bars: bars.join("; "),
      result: verdicts.length ? verdicts.join("; ") : "info",
    };
  });
}

const header = (results: readonly ProviderRun[]) => [
  "check",
  ...results.map((r) => r.provider.title),
  "threshold",
  "result",
];

export function printTable(results: readonly ProviderRun[]) {
  const table = [
    header(results),
    ...rows(results).map((r) => [r.label, ...r.values, r.bars, r.result]),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i]!)).join("  ");
  console.log(`\n${line(table[0]!)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const row of table.slice(1)) console.log(line(row));
}

/** Where each check fails, on the providers that write real copy (not the fake). */
function failuresSection(results: readonly ProviderRun[]): string {
  const lines: string[] = [];
  for (const r of results.filter((x) => x.provider.name !== "fake")) {
    for (const f of r.figures.filter((x) => x.unit === "%" && x.failures.length > 0)) {
      const cause = r.provider.name === "offline" ? KNOWN_CAUSES[f.id] : undefined;
      const shown = f.failures.slice(0, 6).map((x) => x.replaceAll("|", "\\|"));
      const more =
        f.failures.length > shown.length ? `; and ${f.failures.length - shown.length} more` : "";
      lines.push(
        `- **${r.provider.title}, ${f.label}** (${formatValue(f)})${cause ? `: ${cause}` : ""} ${shown.join("; ")}${more}.`,
      );
    }
  }
  return lines.length ? lines.join("\n") : "Every check passes on every provider that writes copy.";
}

const JUDGED: Record<RubricId, string> = {
  rubric_naturalness: "naturalness",
  rubric_channel_fit: "channel fit",
  rubric_legal: "legal safety (5: no risk)",
};

/** The judge's bars as a sentence: "naturalness is under 4, or the channel fit …". */
const judgeBars = () =>
  (Object.keys(JUDGED) as RubricId[])
    .map((id) => `${JUDGED[id]} is under ${RUBRIC_BARS[id].limit}`)
    .join(", or the ");

export function writeMarkdown(
  path: string,
  results: readonly ProviderRun[],
  {
    command,
    startedAt,
    seconds,
    startDates,
  }: { command: string; startedAt: Date; seconds: number; startDates: string },
) {
  const m = machine();
  const table = rows(results);
  const missedBars = table.filter((r) => r.result.includes("FAIL")).length;
  const targets = table.filter((r) => r.result.includes("target missed")).map((r) => r.label);
  const escapeCell = (cell: string) => cell.replaceAll("|", "\\|");
  const text = `# Evals

Written by \`npm run eval\` (\`eval/run.ts\`); checks from issues 33 and 41. One run: the same ${results[0]?.runs.length ?? 0}
Brazilian briefs (\`eval/briefs.ts\`: a brand with its Prompt Mãe and words to use and avoid, and
what a marketer types into each tool) go through the real pipeline, over HTTP to the app's
routes (validation, access, the meter, the OpenAI SDK), once per provider, side by side. Each
brief makes a Prompt Mãe, a 3-month strategy and its plan, then the script and the caption of
the plan's first post. The offline composer's copy is judged (CI fails below an enforced
threshold); the fake provider proves the pipeline end to end (its copy is a fixed text, so its
copy checks are information only); a real model's column appears when a key is configured,
held to the same bars and to a judge model's rubric (\`eval/rubric.ts\`).

- Date: ${startedAt.toISOString()} (run took ${Math.round(seconds)} s)
- Machine: ${m.cpu}, ${m.nproc} cores (nproc), ${m.memory} memory, ${m.platform}; Node ${m.node}
- Calendars start on: ${startDates}
- Result: ${missedBars === 0 ? "every enforced threshold holds" : `${missedBars} enforced threshold(s) missed`}${targets.length ? `; targets still missed: ${targets.join("; ")}` : ""}

## Reproduce

\`\`\`sh
${command}
\`\`\`

Against a real model, add its key (and a compatible server's URL, if not OpenAI's): the run adds
a column for it, held to the offline composer's enforced bars (every copy check at 100%,
distinct themes and hooks per plan at least 90%, hook openings 50%) and to every post being the
model's own, and a judge model (\`JUDGE_MODEL\`, default gpt-4o-mini, on the same server)
scores a sample of each brief's copy from 1 to 5; the run fails when the mean
${judgeBars()}.
The same run is where the repeat check's embeddings threshold (0.85, decision 066) is read
against real plans.
${results.some((r) => r.provider.name === "model") ? "This run had a key: its column and the judge's figures are in the table." : "This run had no key: the real model's column and the judge's figures are not measured here."}

\`\`\`sh
OPENAI_API_KEY=sk-... AI_MODEL=gpt-4o-mini JUDGE_MODEL=gpt-4o-mini npm run eval -- --write
OPENAI_API_KEY=local OPENAI_BASE_URL=http://127.0.0.1:11434/v1 AI_MODEL=qwen2.5:7b npm run eval -- --write
\`\`\`

## Figures

Shares are of the outputs a check applies to; tokens and calls are the meter's rows per job
(the offline composer's are estimates of what it was sent and wrote, a character in four);
the cost is at the model's list price (\`src/server/ai/prices.ts\`), unknown for the composer.

| ${header(results).join(" | ")} |
|${header(results)
    .map(() => "---")
    .join("|")}|
${table.map((r) => `| ${[r.label, ...r.values, r.bars, r.result].map(escapeCell).join(" | ")} |`).join("\n")}

## Where the checks fail

${failuresSection(results)}

${ISSUE_41}`;
  writeFileSync(path, text);
}
