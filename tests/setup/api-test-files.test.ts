import { describe, expect, it } from "vitest";
import {
  apiTestFiles,
  carriesEngineMarker,
  ENGINE_MARKER,
  engineBranchesOf,
  pgliteApiFiles,
} from "./api-test-files.ts";

describe("which API test files run on PGlite", () => {
  it("every file whose code or helpers branch on the engine or name PGlite carries the marker", () => {
    const unmarked = apiTestFiles()
      .filter((file) => !carriesEngineMarker(file))
      .map((file) => ({ file, branches: engineBranchesOf(file) }))
      .filter(({ branches }) => branches.length > 0);
    // An unmarked file with a PGlite arm would never run that arm: mark it (ENGINE_MARKER and
    // why) so it runs on both engines, as docs/decisions/046 says.
    expect(unmarked, `add "${ENGINE_MARKER} <why>" to their first lines`).toEqual([]);
  });

  it("PGlite runs the marked files only, and all of them with API_ON_PGLITE=all", () => {
    const all = apiTestFiles();
    const marked = pgliteApiFiles(false);
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.length).toBeLessThan(all.length);
    expect(marked.every(carriesEngineMarker)).toBe(true);
    expect(pgliteApiFiles(true)).toEqual(all);
  });
});
