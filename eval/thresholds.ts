import type { ProviderName } from "./providers.ts";
import type { Figure, FigureId } from "./score.ts";

/**
 * A figure's bar on one provider. `enforced` bars fail the run (and CI); the others are
 * issue 33's targets for what it calls wrong today, reported until the fix makes them hold.
 */
export type Threshold = { op: ">=" | "<="; limit: number; enforced: boolean };

const must = (limit: number): Threshold => ({ op: ">=", limit, enforced: true });

/** What must hold of the offline composer's copy, which CI judges. */
const OFFLINE: Partial<Record<FigureId, Threshold>> = {
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
  // The composer rotates pillars, products and hook angles: today's shares, rounded down to
  // a multiple of 5, so a change that repeats more fails.
  distinct_themes: must(40),
  distinct_hooks: must(40),
  distinct_hook_openings: must(15),
  // Issue 33 found these wrong in the composer; decision 035 fixed them.
  agreement: must(100),
  goal_leak: must(100),
  // The calendar's layout reads the segment from the brand's words and leaves its unfit dates
  // out (segments.ts), so the composer never writes them.
  unfit_dates: must(100),
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
  offline: OFFLINE,
  fake: FAKE,
  // A real model is judged by the offline composer's bars on its copy, as targets: its
  // figures come from whoever runs it with a key.
  model: Object.fromEntries(
    Object.entries({ ...OFFLINE, model_filled: must(100) }).map(([id, t]) => [
      id,
      { ...t, enforced: false },
    ]),
  ),
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
    .map(
      (f) =>
        `${provider}: ${f.label} ${f.value ?? "n/a"}${f.unit} (${bars[f.id]?.op} ${bars[f.id]?.limit}${f.unit})`,
    );
}
