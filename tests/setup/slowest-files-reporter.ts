import { relative } from "node:path";
import type { Reporter, TestModule } from "vitest/node";

const SHOWN = 10;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Ends every run with where its time went: the run's wall time, each project's summed file
 * time, and the ten slowest files. The test line has a time limit (docs/decisions/046), and a
 * file that grows slow should be seen in the log of the run that made it slow.
 */
export default class SlowestFilesReporter implements Reporter {
  private started = performance.now();
  private root = process.cwd();

  // From vitest's start: the global set-up (the SPA's build, the template databases, the
  // browser) is part of the run's time.
  onInit(vitest: { config: { root: string } }) {
    this.root = vitest.config.root;
    this.started = performance.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const wall = performance.now() - this.started;
    this.started = performance.now();
    const files = testModules.map((module) => {
      const { duration, setupDuration, collectDuration } = module.diagnostic();
      return {
        project: module.project.name,
        file: relative(this.root, module.moduleId),
        // The file's whole cost: importing it (and its set-up file) and running it.
        ms: duration + setupDuration + collectDuration,
      };
    });
    const perProject = new Map<string, { ms: number; count: number }>();
    for (const { project, ms } of files) {
      const sum = perProject.get(project) ?? { ms: 0, count: 0 };
      perProject.set(project, { ms: sum.ms + ms, count: sum.count + 1 });
    }
    const lines = [
      "",
      `Test run: ${seconds(wall)} wall time, ${files.length} files.`,
      ...[...perProject].map(
        ([project, { ms, count }]) => `  ${project}: ${seconds(ms)} summed over ${count} files`,
      ),
      "Slowest files:",
      ...files
        .toSorted((a, b) => b.ms - a.ms)
        .slice(0, SHOWN)
        .map(({ project, file, ms }) => `  ${seconds(ms).padStart(8)}  ${project}  ${file}`),
      "",
    ];
    console.log(lines.join("\n"));
  }
}
