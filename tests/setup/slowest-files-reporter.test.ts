import { describe, expect, it, vi } from "vitest";
import type { TestModule } from "vitest/node";
import SlowestFilesReporter from "./slowest-files-reporter.ts";

/** A finished file as the reporter reads it: its project, path and three timings. */
const file = (project: string, name: string, ms: number) =>
  ({
    project: { name: project },
    moduleId: `/repo/${name}`,
    diagnostic: () => ({ duration: ms - 300, setupDuration: 100, collectDuration: 200 }),
  }) as unknown as TestModule;

describe("the slowest-files reporter", () => {
  it("ends the run with its wall time, each project's summed time and the ten slowest files, slowest first", () => {
    const printed = vi.spyOn(console, "log").mockImplementation(() => {});
    const reporter = new SlowestFilesReporter();
    reporter.onInit({ config: { root: "/repo" } });
    const files = Array.from({ length: 12 }, (_, i) =>
      file(i % 2 ? "e2e" : "api-postgres", `f${i}.test.ts`, (i + 1) * 1000),
    );
    reporter.onTestRunEnd(files);

    const lines = String(printed.mock.calls[0]?.[0]).split("\n");
    expect(lines).toContainEqual(
      expect.stringMatching(/^Test run: \d+\.\d s wall time, 12 files\.$/),
    );
    expect(lines).toContain("  api-postgres: 36.0 s summed over 6 files");
    expect(lines).toContain("  e2e: 42.0 s summed over 6 files");
    const slowest = lines.slice(lines.indexOf("Slowest files:") + 1).filter(Boolean);
    expect(slowest).toHaveLength(10);
    expect(slowest[0]).toBe("    12.0 s  e2e  f11.test.ts");
    expect(slowest[9]).toBe("     3.0 s  api-postgres  f2.test.ts");
  });
});
