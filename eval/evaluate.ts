import { BRIEFS, type Brief } from "./briefs.ts";
import { type BriefRun, type EvalServer, runBrief } from "./pipeline.ts";
import type { Provider } from "./providers.ts";
import { type Figure, score } from "./score.ts";

/** The app started with an environment (the CLI's in-memory PGlite, a test's database). */
export type StartApp = (
  env: Record<string, string>,
) => Promise<EvalServer & { close: () => Promise<void> }>;

/** One provider's run over the briefs and its figures. */
export type ProviderRun = {
  provider: Provider;
  runs: BriefRun[];
  figures: Figure[];
  seconds: number;
};

/** Runs every brief, one after the other, against one provider, on a fresh app. */
export async function evaluate(
  provider: Provider,
  startApp: StartApp,
  {
    briefs = BRIEFS,
    now = new Date(),
    log = (_: string) => {},
  }: { briefs?: Brief[]; now?: Date; log?: (line: string) => void } = {},
): Promise<ProviderRun> {
  const started = performance.now();
  const opened = await provider.open();
  const app = await startApp(opened.env);
  const runs: BriefRun[] = [];
  try {
    for (const brief of briefs) {
      const run = await runBrief(app, brief, now);
      const failed = run.jobs.filter((j) => !j.done).map((j) => `${j.tool} (${j.error})`);
      log(
        `${brief.segment}: ${run.jobs.length - failed.length} job(s) done${failed.length ? `, failed: ${failed.join(", ")}` : ""}`,
      );
      runs.push(run);
    }
  } finally {
    await app.close();
    await opened.close();
  }
  return { provider, runs, figures: score(runs), seconds: (performance.now() - started) / 1000 };
}
