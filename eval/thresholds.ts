import type { ProviderName } from "./providers.ts";
import { RUBRIC_BARS } from "./rubric.ts";
import type { Figure, FigureId } from "./score.ts";

/**
 * A figure's bar on one provider. `enforced` bars fail the run (and CI); the others are
 * issue 33's targets for what it calls wrong today, reported until the fix makes them hold.
 */
export type Threshold = { op: ">=" | "<="; limit: number; enforced: boolean };

const must = (limit: number): Threshold => ({ op: ">=", limit, enforced: true });

/**
 * What must hold of any copy a marketer is shown: absolute bars, set by what a publishable
 * plan is (issue 41), not by what the composer happened to write. A plan of 65 posts with 18
 * distinct themes is 28% and fails; one theme repeated twice is 97% and passes.
 */
const COPY: Partial<Record<FigureId, Threshold>> = {
  jobs_done: must(100),
  calendar_structure: must(100),
  strategy_sections: must(100),
  script_sections: must(100),
  prompt_sections: must(100),
  caption_rules: must(100),
  formats: must(100),
  hook_length: must(100),
  cta_length: must(100),
  avoided_words: must(100),
  invented_claims: must(100),
  invented_testimonials: must(100),
  european_portuguese: must(100),
  agreement: must(100),
  goal_leak: must(100),
  planning_labels: must(100),
  whole_hooks: must(100),
  hashtags: must(100),
  dead_links: must(100),
  alt_text: must(100),
  script_scenes: must(100),
  script_options: must(100),
  regulated: must(100),
  unfit_dates: must(100),
  // At most one theme or hook in ten said twice; a hook's first three words (its shape)
  // shared by at most every other post.
  distinct_themes: must(90),
  distinct_hooks: must(90),
  distinct_hook_openings: must(50),
};

/** What the fake provider proves: every call made, read, saved and counted. */
const FAKE: Partial<Record<FigureId, Threshold>> = {
  jobs_done: must(100),
  calendar_structure: must(100),
  model_filled: must(100),
  caption_rules: must(100),
  provider_counted: must(100),
};

export const THRESHOLDS: Record<ProviderName, Partial<Record<FigureId, Threshold>>> = {
  offline: COPY,
  fake: FAKE,
  // A real model is held to the same bars, and to the judge's rubric (rubric.ts): its figures
  // come from whoever runs the eval with a key, and a miss fails that run.
  model: { ...COPY, model_filled: must(100), ...RUBRIC_BARS },
};

/** Whether a figure meets a bar; a figure with nothing measured does not. */
export function meets(figure: Figure, threshold: Threshold): boolean {
  if (figure.value === null) return false;
  return threshold.op === ">=" ? figure.value >= threshold.limit : figure.value <= threshold.limit;
}

/** The enforced bars a provider's figures miss, named for the log. */
export function missed(provider: ProviderName, figures: readonly Figure[]): string[] {
  const bars = THRESHOLDS[provider];
  return figures
    .filter((f) => {
      const bar = bars[f.id];
      return bar?.enforced === true && !meets(f, bar);
    })
    .map((f) => {
      const unit = f.unit === "%" ? "%" : ` ${f.unit}`;
      return `${provider}: ${f.label} ${f.value ?? "n/a"}${unit} (${bars[f.id]?.op} ${bars[f.id]?.limit}${unit})`;
    });
}
