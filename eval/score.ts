import { costUsd } from "../src/server/ai/prices.ts";
import { OFFLINE_MODEL } from "../src/shared/ai-usage.ts";
import { TOOL_KINDS, type ToolKind } from "../src/shared/generation/tools.ts";
import { formatFits } from "./checks/formats.ts";
import { ctaFits, HOOK_MAX_WORDS, hookFits } from "./checks/lengths.ts";
import {
  calendarProblems,
  captionFieldProblems,
  composerFilled,
  type EvalPost,
  missingSections,
} from "./checks/structure.ts";
import { distinctOpeningShare, distinctShare } from "./checks/variety.ts";
import { COPY_CHECKS, type CopyCheckId } from "./copy-checks.ts";
import type { BriefRun } from "./pipeline.ts";
import type { RubricId } from "./rubric.ts";
import { failuresOf, share, type Verdict, verdict } from "./verdicts.ts";

/** One figure of a run: a share of outputs that pass a check, or a mean of the meter's. */
export type Figure = {
  id: FigureId;
  label: string;
  unit: "%" | "tokens" | "calls" | "US$" | "score";
  /** null when nothing was there to measure (e.g. no plan was made). */
  value: number | null;
  /** Where it failed, for the report: "advocacia: Black Friday". */
  failures: string[];
  /** A detail shown beside the value (the prompt's share of a job's tokens). */
  note?: string;
};

/** Sections each tool's text is asked for (its prompt and the offline composer name them). */
const STRATEGY_SECTIONS = [
  "Posicionamento",
  "Público e mensagem central",
  "Pilares de conteúdo",
  "Estratégia por canal",
  "Datas comerciais",
  "Métricas",
];
const SCRIPT_SECTIONS = ["Gancho", "Desenvolvimento", "Chamada para ação", "Legenda sugerida"];
const PROMPT_SECTIONS = ["Essência da marca", "Público-alvo", "Tom de voz", "Pilares de conteúdo"];

const mean = (values: number[]) =>
  values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;

type Check = { id: FigureId; label: string; verdicts: (run: BriefRun) => Verdict[] };

const CHECKS = [
  {
    id: "jobs_done",
    label: "jobs finished and saved (4 tools per brief)",
    verdicts: (run) =>
      run.jobs.map((j) => verdict(`${run.brief.segment} ${j.tool}`, j.error ? [j.error] : [])),
  },
  {
    id: "calendar_structure",
    label: "plans with exactly the posts laid out, every field filled",
    verdicts: (run) =>
      run.strategy
        ? [verdict(run.brief.segment, calendarProblems(run.strategy.posts, run.strategy.laidOut))]
        : [verdict(run.brief.segment, ["no plan"])],
  },
  {
    id: "model_filled",
    label: "posts the model filled (not the composer's fallback)",
    verdicts: (run) =>
      // Only a model's calendar can fall back; the composer writes every post of its own.
      run.jobs.every((j) => j.model === OFFLINE_MODEL)
        ? []
        : (run.strategy?.posts ?? []).map((p) =>
            verdict(run.brief.segment, composerFilled(p) ? [`${p.date} ${p.channel}`] : []),
          ),
  },
  {
    id: "strategy_sections",
    label: "strategies with every section asked for",
    verdicts: (run) =>
      run.strategy
        ? [verdict(run.brief.segment, missingSections(run.strategy.text, STRATEGY_SECTIONS))]
        : [],
  },
  {
    id: "script_sections",
    label: "scripts with every section asked for",
    verdicts: (run) =>
      run.script === null
        ? []
        : [verdict(run.brief.segment, missingSections(run.script, SCRIPT_SECTIONS))],
  },
  {
    id: "prompt_sections",
    label: "Prompts Mãe with every section asked for",
    verdicts: (run) =>
      run.prompt === null
        ? []
        : [verdict(run.brief.segment, missingSections(run.prompt, PROMPT_SECTIONS))],
  },
  {
    id: "caption_rules",
    label: "captions within their channel's rules, alt text filled",
    verdicts: (run) =>
      run.caption
        ? [
            verdict(
              run.brief.segment,
              captionFieldProblems(run.caption.fields, run.caption.channel),
            ),
          ]
        : [],
  },
  {
    id: "formats",
    label: "posts in a format their channel takes",
    verdicts: (run) =>
      (run.strategy?.posts ?? []).map((p) =>
        verdict(
          run.brief.segment,
          formatFits(p.channel, p.format) ? [] : [`"${p.format}" on ${p.channel}`],
        ),
      ),
  },
  {
    id: "hook_length",
    label: `hooks of at most ${HOOK_MAX_WORDS} words`,
    verdicts: (run) =>
      (run.strategy?.posts ?? []).map((p) =>
        verdict(run.brief.segment, hookFits(p.hook) ? [] : [`"${p.hook}"`]),
      ),
  },
  {
    id: "cta_length",
    label: "calls to action within their channel's word limit",
    verdicts: (run) =>
      (run.strategy?.posts ?? []).map((p) =>
        verdict(
          run.brief.segment,
          ctaFits(p.callToAction, p.channel) ? [] : [`"${p.callToAction}" on ${p.channel}`],
        ),
      ),
  },
] as const satisfies readonly Check[];

/** Mean per plan of a share across its posts. */
const VARIETY = [
  {
    id: "distinct_themes",
    label: "distinct themes per plan (mean)",
    of: (p: EvalPost) => p.theme,
    share: distinctShare,
  },
  {
    id: "distinct_hooks",
    label: "distinct hooks per plan (mean)",
    of: (p: EvalPost) => p.hook,
    share: distinctShare,
  },
  {
    id: "distinct_hook_openings",
    label: "distinct hook openings (first 3 words) per plan (mean)",
    of: (p: EvalPost) => p.hook,
    share: distinctOpeningShare,
  },
] as const;

export type FigureId =
  | "jobs_done"
  | "calendar_structure"
  | "model_filled"
  | "strategy_sections"
  | "script_sections"
  | "prompt_sections"
  | "caption_rules"
  | "formats"
  | "hook_length"
  | "cta_length"
  | CopyCheckId
  | RubricId
  | (typeof VARIETY)[number]["id"]
  | "provider_counted"
  | `tokens_${ToolKind}`
  | `calls_${ToolKind}`
  | `cost_${ToolKind}`;

/** The meter's figures per job of a tool: tokens, calls, cost at the model's list price. */
function meterFigures(runs: BriefRun[]): Figure[] {
  const figures: Figure[] = [];
  for (const tool of TOOL_KINDS) {
    const jobs = runs.flatMap((r) => r.jobs.filter((j) => j.tool === tool && j.done));
    const tokens = mean(jobs.map((j) => j.promptTokens + j.completionTokens));
    const prompt = mean(jobs.map((j) => j.promptTokens));
    const costs = jobs.map((j) =>
      j.model ? costUsd(j.model, j.promptTokens, j.completionTokens) : null,
    );
    const priced = costs.every((c) => c !== null) && costs.length > 0;
    figures.push(
      {
        id: `tokens_${tool}`,
        label: `tokens per ${tool} job (mean; prompt + reply)`,
        unit: "tokens",
        value: tokens === null ? null : Math.round(tokens),
        failures: [],
        note: prompt === null ? undefined : `prompt ${Math.round(prompt)}`,
      },
      {
        id: `calls_${tool}`,
        label: `AI calls per ${tool} job (mean)`,
        unit: "calls",
        value: mean(jobs.map((j) => j.calls)),
        failures: [],
      },
      {
        id: `cost_${tool}`,
        label: `estimated cost per ${tool} job at the model's list price (mean)`,
        unit: "US$",
        value: priced ? Math.round(1e5 * (mean(costs as number[]) ?? 0)) / 1e5 : null,
        failures: [],
      },
    );
  }
  const all = runs.flatMap((r) => r.jobs.filter((j) => j.done));
  figures.push({
    id: "provider_counted",
    label: "jobs whose tokens the provider counted (not estimated)",
    unit: "%",
    value: share(all.map((j) => verdict(j.tool, j.estimated ? ["estimated"] : []))),
    failures: [],
  });
  return figures;
}

/** Every figure of one provider's run over the briefs. */
export function score(runs: BriefRun[]): Figure[] {
  const checks: Figure[] = [...CHECKS, ...COPY_CHECKS].map((check) => {
    const verdicts = runs.flatMap((run) => check.verdicts(run));
    return {
      id: check.id,
      label: check.label,
      unit: "%",
      value: share(verdicts),
      failures: failuresOf(verdicts),
    };
  });
  const variety: Figure[] = VARIETY.map((v) => {
    const plans = runs.flatMap((r) => (r.strategy ? [r.strategy.posts] : []));
    const m = mean(plans.map((posts) => v.share(posts.map(v.of))));
    return {
      id: v.id,
      label: v.label,
      unit: "%",
      value: m === null ? null : Math.round(1000 * m) / 10,
      failures: [],
    };
  });
  return [...checks, ...variety, ...meterFigures(runs)];
}
