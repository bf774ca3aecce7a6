import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/helpers/browser.ts";

const run = promisify(execFile);

// Kept out of node_modules: npx caches it (150 MB) on first use.
const LIGHTHOUSE = "lighthouse@13.5.0";
const CHROME_FLAGS = CHROMIUM_ARGS.join(" ");

type Report = {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { score: number | null; scoreDisplayMode: string; title: string; numericValue?: number }
  >;
};

export type LighthouseRun = {
  performance: number;
  accessibility: number;
  failedA11y: string[];
  /** The metrics behind the performance score, e.g. "FCP 0.7 s, LCP 1.2 s, TBT 30 ms, CLS 0". */
  metrics: string;
};

const seconds = (ms = 0) => `${(ms / 1000).toFixed(1)} s`;

// Lighthouse reports a page load it failed to record (NO_NAVSTART on a cold Chromium, say) as a
// "Runtime error" and asks to be run again; that is no measure of the page, so it is retried.
// It returns the codes of the failed attempts, so the report says a run was retried.
const ATTEMPTS = 3;
const recordingFailure = (error: unknown) =>
  /Runtime error encountered:.*\((\w+)\)/.exec(String((error as { stderr?: unknown }).stderr))?.[1];

async function runLighthouse(args: string[]): Promise<string[]> {
  const failures: string[] = [];
  for (;;) {
    try {
      await run("npx", args, {
        env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
        timeout: 180_000,
      });
      return failures;
    } catch (error) {
      const code = recordingFailure(error);
      if (!code || failures.length + 1 >= ATTEMPTS) throw error;
      failures.push(code);
    }
  }
}

/**
 * One mobile Lighthouse run (its default form factor and throttling) of `url`; with `cookie`
 * (a `name=value` session cookie) every request of the page carries it, as a signed-in
 * user's browser would send it.
 */
export async function lighthouse(url: string, cookie?: string): Promise<LighthouseRun> {
  const dir = mkdtempSync(join(tmpdir(), "ci-lighthouse-"));
  try {
    const output = join(dir, "report.json");
    // In a file rather than on the command line, where every process could read the session.
    const headers = join(dir, "headers.json");
    if (cookie) writeFileSync(headers, JSON.stringify({ Cookie: cookie }), { mode: 0o600 });
    const retriedAfter = await runLighthouse([
      "--yes",
      LIGHTHOUSE,
      url,
      "--quiet",
      "--output=json",
      `--output-path=${output}`,
      "--only-categories=performance,accessibility",
      `--chrome-flags=${CHROME_FLAGS}`,
      ...(cookie ? [`--extra-headers=${headers}`] : []),
    ]);
    const report = JSON.parse(readFileSync(output, "utf8")) as Report;
    const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
    // Accessibility audits that count toward the score and did not pass.
    const a11yIds = new Set(
      Object.entries(report.audits)
        .filter(([, a]) => a.scoreDisplayMode === "binary" && a.score === 0)
        .map(([id]) => id),
    );
    const value = (id: string) => report.audits[id]?.numericValue;
    const metrics = [
      `FCP ${seconds(value("first-contentful-paint"))}`,
      `LCP ${seconds(value("largest-contentful-paint"))}`,
      `TBT ${Math.round(value("total-blocking-time") ?? 0)} ms`,
      `CLS ${(value("cumulative-layout-shift") ?? 0).toFixed(2)}`,
      ...(retriedAfter.length > 0 ? [`retried after ${retriedAfter.join(", ")}`] : []),
    ].join(", ");
    return {
      metrics,
      performance: score("performance"),
      accessibility: score("accessibility"),
      failedA11y: [...a11yIds],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
