import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const doc = readFileSync(new URL("../../SECURITY.md", import.meta.url), "utf8");

describe("SECURITY.md", () => {
  it("types no count the tests work out from their tables: they print their own in their titles", () => {
    // "58 routes × 6 actors = 348 cells", "30 state-changing routes × 3", "19 routes × 40 …".
    expect(
      doc.match(
        /\b\d+ (?:[\w-]+ )?routes? ×|× \d+ (?:actors|generated|forged)|= \d+ (?:cells|per database)/g,
      ),
    ).toBeNull();
  });

  it("names every security test file it cites, and each exists", () => {
    const cited = [...doc.matchAll(/`([\w/.-]+\.(?:api\.)?test\.ts)`/g)].map((m) => m[1]!);
    expect(cited.length).toBeGreaterThan(10);
    const missing = cited.filter((file) => !existsAnywhere(file));
    expect(missing).toEqual([]);
  });
});

function existsAnywhere(file: string) {
  const roots = ["tests/security/", "src/server/", "src/", ""];
  return roots.some((root) => {
    try {
      readFileSync(new URL(`../../${root}${file}`, import.meta.url));
      return true;
    } catch {
      return false;
    }
  });
}
